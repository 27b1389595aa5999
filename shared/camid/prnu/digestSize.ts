// The sizes of a sighting's digest (digest.ts), apart from the code that makes one: the fingerprint file's reader
// checks its digests by them without loading the noise filter.

/** Side of the square of signs: 90 x 90 = 8,100 bits. */
export const DIGEST_SIDE = 90
/** Bits in a digest. */
export const DIGEST_BITS = DIGEST_SIDE * DIGEST_SIDE
/** Bytes stored per sighting: the bits padded to whole 32-bit words (254 words, 1,016 bytes). */
export const DIGEST_BYTES = Math.ceil(DIGEST_BITS / 32) * 4
/**
 * Side of the centred luminance window the caller gives for a picture's digest: the residual is computed over it
 * (a multiple of 16, as the wavelet filter needs) and its centre DIGEST_SIDE square kept, away from its borders.
 */
export const DIGEST_WINDOW = 128
