// How near a similar search's result is to the picture asked for (spec-1 §2.8, §4.8): the squared distance
// of their PhotoDNA hashes, 0 for the same picture, up to the service's limit of 10,000.

import type { SearchResultItem, SimilarResultItem } from '../../../shared/api/types/sightings.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** The results are shown nearest first; this says what the number beside each means. */
export const DISTANCE_EXPLAINED =
  'Nearest first. Distance is how far each picture\'s PhotoDNA hash lies from the one searched for: 0 is the same picture, and the search shows up to 10,000.'

/** "0 (same picture)", "1,234". */
export function distanceText(distance: number): string {
  return distance === 0 ? '0 (same picture)' : groupedNumber(Math.round(distance))
}

/** Each result's distance, found by its id, for views that draw plain result items. */
export function distancesOf(results: readonly SimilarResultItem[]): (item: SearchResultItem) => number | null {
  const byId = new Map(results.map((result) => [result.id, result.distance]))
  return (item) => byId.get(item.id) ?? null
}
