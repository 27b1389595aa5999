// Saved searches (spec-1 §3.7, §4.6): the searches a user keeps. The counts each one shows are the sightings'
// (saved-search-counts.ts).

import { sql } from 'kysely'
import type { Store } from './engine/store.js'
import { firstOf, holdRow, inTransaction, rowsOf } from './engine/query.js'
import { isOneOf } from './value-lists.js'

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

const COLUMNS = sql`id, user_id, reference, query_string, created_at, last_accessed_at, viewed_at`

export async function savedSearchesOf(store: Store, userId: number): Promise<SavedSearchRecord[]> {
  const rows = await rowsOf(store, sql<SavedSearchRow>`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`)
  return rows.map(toRecord)
}

/** Whether the user keeps a search of this reference, in any case (SQLite's column is not NOCASE: compared lower-cased). */
export async function referenceTaken(store: Store, userId: number, reference: string): Promise<boolean> {
  return (await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM saved_searches WHERE user_id = ${userId} AND lower(reference) = lower(${reference})`)) !== undefined
}

/**
 * Saves a search unless its user keeps `limit` already (docs/operations.md "Limits on what users create"); undefined
 * then. Counted and written with the user's row held: saves in two processes or instances at once cannot both pass
 * the limit.
 */
export async function insertSavedSearch(
  store: Store,
  search: { userId: number; reference: string; queryString: string },
  now: number,
  limit: number,
): Promise<SavedSearchRecord | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', search.userId)
    const kept = await firstOf(tx, sql<{ n: number }>`SELECT count(*) AS n FROM saved_searches WHERE user_id = ${search.userId}`)
    if ((kept?.n ?? 0) >= limit) return undefined
    // Viewed as it is saved: what the user saw then is not new to them.
    const row = await firstOf(
      tx,
      sql<SavedSearchRow>`INSERT INTO saved_searches (user_id, reference, query_string, created_at, last_accessed_at, viewed_at)
        VALUES (${search.userId}, ${search.reference}, ${search.queryString}, ${now}, NULL, ${now}) RETURNING ${COLUMNS}`,
    )
    return row && toRecord(row)
  })
}

/** Marks one of the user's searches viewed; returns it as updated, or undefined when it is not theirs. */
export async function markSavedSearchViewed(store: Store, userId: number, id: number, now: number): Promise<SavedSearchRecord | undefined> {
  const row = await firstOf(
    store,
    sql<SavedSearchRow>`UPDATE saved_searches SET viewed_at = ${now}, last_accessed_at = ${now} WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`,
  )
  return row && toRecord(row)
}

/** Deletes those of the ids that belong to the user; returns the ids really deleted, in ascending order. */
export async function deleteSavedSearches(store: Store, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await rowsOf(store, sql<{ id: number }>`DELETE FROM saved_searches WHERE user_id = ${userId} AND ${isOneOf(store, sql`id`, ids)} RETURNING id`)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}
