// The sighting search (spec-1 §4.5, §7): one page of the sightings a filter matches, in the order its
// group-by asks for, with the number of matches as the page shows it.

import type Database from 'better-sqlite3'
import type { SightingSearch } from '../../search/sighting-search.js'
import { matchQueryOf, pageOfMatches, type SearchPage } from './matches.js'
import { orderFor } from './order-sql.js'

export type { SearchPage }

export function searchSightings(db: Database.Database, search: SightingSearch): SearchPage {
  const offset = (search.page - 1) * search.resultSize
  return pageOfMatches(db, matchQueryOf(db, search), orderFor(search.groupBy), search.resultSize, offset)
}
