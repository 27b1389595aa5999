// The counts a saved search shows (spec-1 §3.7, §4.6), taken by running its stored filter through the sightings
// search with the same cap as the search page. On the sightings' SQLite database until the sightings family moves
// behind the store (context.ts NOT_YET_ON_POSTGRES).

import type Database from 'better-sqlite3'
import type { SightingFilter } from '../search/sighting-search.js'
import type { Condition } from './sightings/condition.js'
import { matchQueryOf, newestMatch, pageOfMatches } from './sightings/matches.js'

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
function lastIdAddedBy(db: Database.Database, time: number): number {
  return (db.prepare('SELECT id FROM sightings WHERE added_at <= ? ORDER BY id DESC LIMIT 1').pluck().get(time) as number | undefined) ?? 0
}

function addedAtOf(db: Database.Database, id: number): number | null {
  return (db.prepare('SELECT added_at FROM sightings WHERE id = ?').pluck().get(id) as number | undefined) ?? null
}

/**
 * The counts of one saved search's filter. Totals are capped like the search's (TOTAL_COUNT_CAP + 1); a
 * search with nothing added since it was viewed costs one query.
 */
export function countSavedSearch(db: Database.Database, filter: SightingFilter, viewedAt: number): SavedSearchCounts {
  const query = matchQueryOf(db, filter)
  // Latest row first: by the rule of lastIdAddedBy, its added_at is the newest of the results.
  const all = newestMatch(db, query)
  const lastAddedAt = all.id !== null ? addedAtOf(db, all.id) : null
  if (lastAddedAt === null || lastAddedAt <= viewedAt) return { total: all.total, new: 0, lastAddedAt }
  const since: Condition = { sql: 's.id > ? AND s.added_at > ?', params: [lastIdAddedBy(db, viewedAt), viewedAt] }
  const added = pageOfMatches(db, { ...query, conditions: [...query.conditions, since] }, 's.id', 0, 0)
  return { total: all.total, new: added.total, lastAddedAt }
}
