// The result items (RESULT_ITEM_SQL, JSON text) of sightings named by their row ids: the similar search's page and
// a Camera ID hit's sightings.

import type Database from 'better-sqlite3'
import { cachedStatement } from '../statements.js'
import { prepareConnection } from './connection.js'
import { RESULT_ITEM_SQL } from './result-item-sql.js'

/** The result items (JSON text) of the given row ids, by id. */
export function resultItemsByIds(db: Database.Database, ids: readonly number[]): Map<number, string> {
  if (ids.length === 0) return new Map()
  prepareConnection(db)
  const rows = cachedStatement(db, `SELECT s.id, ${RESULT_ITEM_SQL} FROM sightings s WHERE s.id IN (SELECT value FROM json_each(?))`)
    .raw()
    .all(JSON.stringify(ids)) as [number, string][]
  return new Map(rows)
}
