// A sighting's digest (at most 1 KB, stored when it is imported or generated): the signs of its picture's noise
// residual over a small square at the exact centre. A query compares it with the signs of its fingerprint over the
// same square, at each quarter turn, to pick the candidates whose full score is worth computing; the full score,
// over a million pixels, decides the hit (issue 31).

import { DIGEST_BITS, DIGEST_BYTES, DIGEST_SIDE, DIGEST_WINDOW } from './digestSize.js'
import { centreOffset } from './luma.js'
import { noiseResidual } from './residual.js'
import { turnedFingerprint } from './score.js'

export { DIGEST_BITS, DIGEST_BYTES, DIGEST_SIDE, DIGEST_WINDOW } from './digestSize.js'

/**
 * z of a digest pair at which a sighting becomes a candidate for the full score. Measured on the demo's cameras
 * (tests/unit/camid/matcher-rates.test.ts, docs/camid-fingerprint.md): true pictures give z of 5 to 17 (1st
 * percentile 6) against a 5-picture fingerprint, so 4 keeps the recall at 99% or more; unrelated pairs follow
 * N(0, 1), so 0.003% of other pictures per turn tried (1 − Φ(4)) become candidates: some 60 in a million at two
 * turns.
 */
export const CANDIDATE_Z = 4

/** The signs (1 = positive) of the DIGEST_SIDE square of `plane` (rows `stride` long) at (left, top): row-major, first bit the high bit of byte 0. */
function signBits(plane: Float32Array, stride: number, left: number, top: number): Uint8Array {
  const digest = new Uint8Array(DIGEST_BYTES)
  let bit = 0
  for (let y = 0; y < DIGEST_SIDE; y++) {
    const from = (top + y) * stride + left
    for (let x = 0; x < DIGEST_SIDE; x++, bit++) {
      if (plane[from + x]! > 0) digest[bit >>> 3]! |= 0x80 >>> (bit & 7)
    }
  }
  return digest
}

/** The digest of a picture from the luminance (0–255) of its centred DIGEST_WINDOW x DIGEST_WINDOW window, as stored. */
export function pictureDigest(windowLuma: Float32Array): Uint8Array {
  if (windowLuma.length !== DIGEST_WINDOW * DIGEST_WINDOW) {
    throw new Error(`A digest window of ${DIGEST_WINDOW}x${DIGEST_WINDOW} has ${DIGEST_WINDOW * DIGEST_WINDOW} values, not ${windowLuma.length}.`)
  }
  const residual = noiseResidual(windowLuma, DIGEST_WINDOW, DIGEST_WINDOW)
  const start = centreOffset(DIGEST_WINDOW, DIGEST_SIDE)
  return signBits(residual, DIGEST_WINDOW, start, start)
}

/** The fingerprint's digest at each clockwise quarter turn (index = turn): the signs of K over the same centre square of the turned crop. */
export function fingerprintDigests(fingerprint: Float32Array, cropSize: number): Uint8Array[] {
  if (fingerprint.length !== cropSize * cropSize) throw new Error(`A fingerprint of cropSize ${cropSize} has ${cropSize * cropSize} values, not ${fingerprint.length}.`)
  if (cropSize < DIGEST_SIDE) throw new Error(`A digest needs a cropSize of at least ${DIGEST_SIDE}, not ${cropSize}.`)
  const start = centreOffset(cropSize, DIGEST_SIDE)
  return [0, 1, 2, 3].map((turns) => signBits(turnedFingerprint(fingerprint, cropSize, turns), cropSize, start, start))
}

/** Set bits of a 32-bit word (SWAR). */
function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

function wordsOf(digest: Uint8Array): Uint32Array {
  if (digest.length !== DIGEST_BYTES) throw new Error(`A digest has ${DIGEST_BYTES} bytes, not ${digest.length}.`)
  // Read in place when aligned (a digest from a database row may not be); popcount of a XOR does not depend on byte order.
  return digest.byteOffset % 4 === 0 ? new Uint32Array(digest.buffer, digest.byteOffset, DIGEST_BYTES / 4) : new Uint32Array(digest.slice().buffer)
}

/** How many of the DIGEST_BITS signs two digests share. */
export function digestAgreement(a: Uint8Array, b: Uint8Array): number {
  const wa = wordsOf(a), wb = wordsOf(b)
  let differ = 0
  for (let i = 0; i < wa.length; i++) differ += popcount(wa[i]! ^ wb[i]!)
  // The padding bits are zero in both, so they never differ.
  return DIGEST_BITS - differ
}

/** The agreement as a z-score: (agree − n/2)/(√n/2), N(0, 1) for unrelated digests. */
export function digestZ(a: Uint8Array, b: Uint8Array): number {
  return (digestAgreement(a, b) - DIGEST_BITS / 2) / (Math.sqrt(DIGEST_BITS) / 2)
}

/** The best z of a picture's digest over the fingerprint digests of the turns tried (turnsFor). */
export function bestDigestZ(picture: Uint8Array, fingerprint: Uint8Array[], turns: number[]): number {
  let best = -Infinity
  for (const turn of turns) best = Math.max(best, digestZ(picture, fingerprint[turn]!))
  return best
}
