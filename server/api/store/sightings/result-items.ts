// The result items (RESULT_ITEM_SQL, JSON text) of sightings named by their row ids: the similar search's page and
// a Camera ID hit's sightings.

import { rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { queryOf } from './query-text.js'
import { resultItemOfRow, resultItemSelect } from './result-item-sql.js'
import { withSearchFunctions } from './search-functions.js'

/** The result items (JSON text) of the given row ids, by id, on either engine: the ids as one JSON list on SQLite, one array on PostgreSQL. */
export async function resultItemsOf(store: Store, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  await withSearchFunctions(store)
  const text =
    store.engine === 'sqlite'
      ? `SELECT s.id AS id, ${resultItemSelect('sqlite')} FROM sightings s WHERE s.id IN (SELECT value FROM json_each(?))`
      : `SELECT s.id AS id, ${resultItemSelect('postgres')} FROM sightings s WHERE s.id = ANY(?::bigint[])`
  const rows = await rowsOf(store, queryOf<{ id: number }>(text, [store.engine === 'sqlite' ? JSON.stringify(ids) : ids]))
  return new Map(rows.map((row) => [row.id, resultItemOfRow(store.engine, row)]))
}
