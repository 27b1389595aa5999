// The SQL functions the sightings' SQL calls on SQLite (the exact distance of the location filter, base64 for the
// result item; connection.ts) registered on the store's connection, with the file mapped into memory, before a query
// that needs them runs. PostgreSQL has its own from migration 021 (sightline_distance_metres, encode).

import { sqliteHandleOf } from '../engine/sqlite.js'
import type { Store } from '../engine/store.js'
import { prepareConnection } from './connection.js'

const ready = new WeakSet<Store['db']>()

/** Once per store handle; cheap after. */
export async function withSearchFunctions(store: Store): Promise<void> {
  if (store.engine !== 'sqlite' || ready.has(store.db)) return
  prepareConnection(sqliteHandleOf(store))
  ready.add(store.db)
}
