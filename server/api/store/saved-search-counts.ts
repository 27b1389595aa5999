// The counts a saved search shows (spec-1 §3.7, §4.6), taken by running its stored filter through the sightings
// search with the same cap as the search page, on either engine.

import { sql } from 'kysely'
import { TOTAL_COUNT_CAP } from '../../../shared/api/types/sightings.js'
import type { SightingFilter } from '../search/sighting-search.js'
import { firstOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import type { Condition } from './sightings/condition.js'
import { compileFilter, countOf, newestOf } from './sightings/matches-on-store.js'

/** What the list shows of one saved search's results. */
export interface SavedSearchCounts {
  total: number
  new: number
  /** The newest added_at among the results; null when there are none. */
  lastAddedAt: number | null
}

/**
 * The last sighting added at or before a time. Every writer inserts with the current time, so added_at
 * rises with the row id and the rows added later are exactly those above this id; reading back from the
 * end costs only the rows added since.
 */
async function lastIdAddedBy(store: Store, time: number): Promise<number> {
  const row = await firstOf(store, sql<{ id: number }>`SELECT id FROM sightings WHERE added_at <= ${time} ORDER BY id DESC LIMIT 1`)
  return row?.id ?? 0
}

async function addedAtOf(store: Store, id: number): Promise<number | null> {
  const row = await firstOf(store, sql<{ added_at: number }>`SELECT added_at FROM sightings WHERE id = ${id}`)
  return row?.added_at ?? null
}

/**
 * The counts of one saved search's filter. Totals are capped like the search's (TOTAL_COUNT_CAP + 1); a
 * search with nothing added since it was viewed costs one query.
 */
export async function countSavedSearch(store: Store, filter: SightingFilter, viewedAt: number): Promise<SavedSearchCounts> {
  const query = await compileFilter(store, filter)
  // Latest row first: by the rule of lastIdAddedBy, its added_at is the newest of the results.
  const all = await newestOf(store, query)
  const lastAddedAt = all.id !== null ? await addedAtOf(store, all.id) : null
  if (lastAddedAt === null || lastAddedAt <= viewedAt) return { total: all.total, new: 0, lastAddedAt }
  const since: Condition = { sql: 's.id > ? AND s.added_at > ?', params: [await lastIdAddedBy(store, viewedAt), viewedAt] }
  // The filter's own total (a count the camera index gave while compiling) is not the count of those added since.
  const added = await countOf(store, { conditions: [...query.conditions, since], usesPhotoDna: query.usesPhotoDna }, TOTAL_COUNT_CAP + 1)
  return { total: all.total, new: added, lastAddedAt }
}
