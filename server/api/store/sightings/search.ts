// The sighting search (spec-1 §4.5, §7): one page of the sightings a filter matches, in the order its
// group-by asks for, with the number of matches as the page shows it.

import type { SightingSearch } from '../../search/sighting-search.js'
import type { Store } from '../engine/store.js'
import type { SearchPage } from './matches.js'
import { compileFilter, pageOf } from './matches-on-store.js'
import { orderFor } from './order-sql.js'

export type { SearchPage }

export async function searchSightings(store: Store, search: SightingSearch): Promise<SearchPage> {
  const offset = (search.page - 1) * search.resultSize
  return pageOf(store, await compileFilter(store, search), orderFor(search.groupBy, store.engine), search.resultSize, offset)
}
