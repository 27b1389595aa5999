// Saved searches (spec-1 §3.7, §4.6): the searches a user keeps, and the counts each one shows, taken by
// running its stored filter through the sightings search with the same cap as the search page.

import type Database from 'better-sqlite3'
import type { SightingFilter } from '../search/sighting-search.js'
import type { Condition } from './sightings/condition.js'
import { matchQueryOf, newestMatch, pageOfMatches } from './sightings/matches.js'

/** A search a user keeps: its filter as a query string, and when it was made, last opened and last viewed. */
export interface SavedSearchRecord {
  id: number
  userId: number
  reference: string
  queryString: string
  createdAt: number
  lastAccessedAt: number | null
  /** What was added after this was new to the user (spec-1 §4.6). */
  viewedAt: number
}

interface SavedSearchRow {
  id: number
  user_id: number
  reference: string
  query_string: string
  created_at: number
  last_accessed_at: number | null
  viewed_at: number
}

function toRecord(row: SavedSearchRow): SavedSearchRecord {
  return {
    id: row.id,
    userId: row.user_id,
    reference: row.reference,
    queryString: row.query_string,
    createdAt: row.created_at,
    lastAccessedAt: row.last_accessed_at,
    viewedAt: row.viewed_at,
  }
}

/** What the list shows of one saved search's results. */
export interface SavedSearchCounts {
  total: number
  new: number
  /** The newest added_at among the results; null when there are none. */
  lastAddedAt: number | null
}

export function savedSearchesOf(db: Database.Database, userId: number): SavedSearchRecord[] {
  const rows = db.prepare('SELECT * FROM saved_searches WHERE user_id = ? ORDER BY created_at DESC, id DESC').all(userId) as SavedSearchRow[]
  return rows.map(toRecord)
}

export function referenceTaken(db: Database.Database, userId: number, reference: string): boolean {
  return db.prepare('SELECT 1 FROM saved_searches WHERE user_id = ? AND reference = ? COLLATE NOCASE').get(userId, reference) !== undefined
}

/**
 * Saves a search unless its user keeps `limit` already (docs/operations.md "Limits on what users create"); undefined
 * then. Counted and written in one statement, which takes the write lock first: saves in two worker
 * processes at once cannot both pass the limit.
 */
export function insertSavedSearch(
  db: Database.Database,
  search: { userId: number; reference: string; queryString: string },
  now: number,
  limit: number,
): SavedSearchRecord | undefined {
  // Viewed as it is saved: what the user saw then is not new to them.
  const row = db
    .prepare(
      `INSERT INTO saved_searches (user_id, reference, query_string, created_at, last_accessed_at, viewed_at)
       SELECT ?, ?, ?, ?, NULL, ? WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ?) < ? RETURNING *`,
    )
    .get(search.userId, search.reference, search.queryString, now, now, search.userId, limit) as SavedSearchRow | undefined
  return row && toRecord(row)
}

/** Marks one of the user's searches viewed; returns it as updated, or undefined when it is not theirs. */
export function markSavedSearchViewed(db: Database.Database, userId: number, id: number, now: number): SavedSearchRecord | undefined {
  const row = db
    .prepare('UPDATE saved_searches SET viewed_at = ?, last_accessed_at = ? WHERE id = ? AND user_id = ? RETURNING *')
    .get(now, now, id, userId) as SavedSearchRow | undefined
  return row && toRecord(row)
}

/** Deletes those of the ids that belong to the user; returns the ids really deleted. */
export function deleteSavedSearches(db: Database.Database, userId: number, ids: readonly number[]): number[] {
  if (ids.length === 0) return []
  return db
    .prepare('DELETE FROM saved_searches WHERE user_id = ? AND id IN (SELECT value FROM json_each(?)) RETURNING id')
    .pluck()
    .all(userId, JSON.stringify(ids)) as number[]
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
