// The square of a photo a fingerprint is estimated over: 1024 x 1024 at its centre, or, for photos whose shorter
// side is below that, the largest multiple of 16 that fits (the matcher's crops are multiples of 16).

/** The crop the matcher prefers: large enough for a million pixels of correlation. */
export const PREFERRED_CROP = 1024
/** The matcher's crops are multiples of this. */
export const CROP_STEP = 16

/** The crop size for photos of this width and height; 0 when they are too small for any. */
export function cropSizeFor(width: number, height: number): number {
  const shorter = Math.min(width, height)
  return shorter >= PREFERRED_CROP ? PREFERRED_CROP : Math.floor(shorter / CROP_STEP) * CROP_STEP
}

/** The fewest photos a fingerprint is made from here (spec-2 §5: a 5-star fingerprint needs at least 5 images). */
export const LEAST_PHOTOS = 5
