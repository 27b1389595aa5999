// The PhotoDNA similar search (spec-1 §7): one page of the sightings whose hash lies within a distance of
// the one given, nearest first, each result item with its distance (SimilarReply).

import { withNumberField } from '../../search/reply-json.js'
import type { Store } from '../engine/store.js'
import type { SearchPage } from './matches.js'
import { nearestPhotoDna } from './photodna-lookup.js'
import { resultItemsOf } from './result-items.js'

/**
 * The page of sightings within `maxSquared` (squared Euclidean distance over the 144 bytes) of `hash`, and
 * how many there are in all. Always measured afresh: the index is exact, so there is no stale result.
 */
export async function similarSightings(
  store: Store,
  hash: Uint8Array,
  maxSquared: number,
  paging: { page: number; resultSize: number },
): Promise<SearchPage> {
  const matches = await nearestPhotoDna(store, hash, maxSquared)
  const shown = matches.slice((paging.page - 1) * paging.resultSize, paging.page * paging.resultSize)
  const items = await resultItemsOf(store, shown.map((m) => m.id))
  return {
    items: shown.flatMap((m) => {
      const item = items.get(m.id)
      return item === undefined ? [] : [withNumberField(item, 'distance', m.distance)]
    }),
    total: matches.length,
  }
}
