// How many sightings a filter matches, counted only up to a cap (spec-2 §4, §9: a BigSearch lead's
// sightings up to 10,000): the count stops at the cap, so a common value costs an index walk of at most
// `cap` rows, never a scan of every match.

import type { SightingFilter } from '../../search/sighting-search.js'
import type { Store } from '../engine/store.js'
import { compileFilter, countOf } from './matches-on-store.js'

/** The number of sightings the filter matches, at most `cap`, on either engine. */
export async function countSightings(store: Store, filter: SightingFilter, cap: number): Promise<number> {
  return countOf(store, await compileFilter(store, filter), cap)
}
