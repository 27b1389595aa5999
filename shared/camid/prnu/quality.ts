// How good a fingerprint is (0–100) and its stars (spec-2 §3, §5): a fingerprint grows more exact with the number of
// pictures it was estimated from, and only one of an optimal resolution (one the database holds most pictures of)
// is compared with many pictures.
//
// spec-2 §5: stars = round(quality / 10), at most 5, and 5 stars only with at least 5 pictures AND an optimal
// resolution. Since round(q/10) reaches 5 at q = 45, every fingerprint short of either stays below 45.

export interface QualityInput {
  /** How many pictures the fingerprint was estimated from (its density). */
  pictures: number
  /** Whether its resolution is one of the optimal resolutions. */
  optimalResolution: boolean
}

/** The most a fingerprint short of 5 pictures or of an optimal resolution can have: 4 stars. */
export const BELOW_FIVE_STARS = 44
/** Pictures a 5-star fingerprint needs at least (spec-2 §5). */
export const FIVE_STAR_PICTURES = 5

/**
 * 0–100. With an optimal resolution: 9 per picture up to 4 pictures (1–4 stars), then 100 − 250/pictures from 5
 * (50 at 5, 75 at 10, 95 at 50: the estimate's error falls as 1/pictures). Otherwise four fifths of the same,
 * never above 44.
 */
export function qualityOf({ pictures, optimalResolution }: QualityInput): number {
  const count = Number.isFinite(pictures) ? Math.max(0, Math.floor(pictures)) : 0
  if (count === 0) return 0
  const optimal = count < FIVE_STAR_PICTURES ? 9 * count : 100 - 250 / count
  if (optimalResolution && count >= FIVE_STAR_PICTURES) return Math.round(optimal)
  return Math.min(BELOW_FIVE_STARS, Math.round(optimalResolution ? optimal : 0.8 * optimal))
}

/** spec-2 §5: round(quality / 10) stars, at most 5 (and none below 0). */
export function starsOf(quality: number): number {
  if (!Number.isFinite(quality)) return 0
  return Math.max(0, Math.min(5, Math.round(quality / 10)))
}
