// The PhotoDNA similar search (spec-1 §7): one page of the sightings whose hash lies within a distance of
// the one given, nearest first, each result item with its distance (SimilarReply).

import type Database from 'better-sqlite3'
import { withNumberField } from '../../search/reply-json.js'
import type { SearchPage } from './matches.js'
import { nearestPhotoDna } from './photodna-index.js'
import { resultItemsByIds } from './result-items.js'

/**
 * The page of sightings within `maxSquared` (squared Euclidean distance over the 144 bytes) of `hash`, and
 * how many there are in all. Always measured afresh: the index is exact, so there is no stale result.
 */
export function similarSightings(
  db: Database.Database,
  hash: Uint8Array,
  maxSquared: number,
  paging: { page: number; resultSize: number },
): SearchPage {
  const matches = nearestPhotoDna(db, hash, maxSquared)
  const shown = matches.slice((paging.page - 1) * paging.resultSize, paging.page * paging.resultSize)
  const items = resultItemsByIds(db, shown.map((m) => m.id))
  return {
    items: shown.flatMap((m) => {
      const item = items.get(m.id)
      return item === undefined ? [] : [withNumberField(item, 'distance', m.distance)]
    }),
    total: matches.length,
  }
}
