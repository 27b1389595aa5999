// The square of a picture a fingerprint is estimated over: 1024 x 1024 at its centre, or, for pictures whose
// shorter side is below that, the largest multiple of 16 that fits, as long as it holds the digest's square
// (FINGERPRINT_LIMITS.cropSizeMin). The browser's maker, the demo's queries and the bench all crop so.

import { FINGERPRINT_LIMITS } from './fingerprintFile.js'

/** The crop the matcher prefers: large enough for a million pixels of correlation. */
export const PREFERRED_CROP = 1024

/** The crop size for pictures of this width and height; 0 when they are too small for any the file accepts. */
export function cropSizeFor(width: number, height: number): number {
  const shorter = Math.min(width, height)
  const crop = shorter >= PREFERRED_CROP ? PREFERRED_CROP : Math.floor(shorter / FINGERPRINT_LIMITS.cropMultiple) * FINGERPRINT_LIMITS.cropMultiple
  return crop >= FINGERPRINT_LIMITS.cropSizeMin ? crop : 0
}
