// The SQL functions the sightings' SQL calls on SQLite (the exact distance of the location filter, base64 for the
// result item; connection.ts) registered on the store's connection, with the file mapped into memory, before a query
// that needs them runs. PostgreSQL has its own from migration 021 (sightline_distance_metres, encode).

import type Database from 'better-sqlite3'
import type { Store } from '../engine/store.js'
import { prepareConnection } from './connection.js'

const ready = new WeakSet<Store['db']>()

/**
 * The SQLite store (engine/sqlite.ts) keeps its better-sqlite3 handle on its one connection and offers no hook to
 * run on it, so the handle is read from the connection Kysely provides. Once per store handle; cheap after.
 */
export async function withSearchFunctions(store: Store): Promise<void> {
  if (store.engine !== 'sqlite' || ready.has(store.db)) return
  await store.db.getExecutor().provideConnection(async (connection) => {
    const handle = (connection as unknown as { handle?: Database.Database }).handle
    if (!handle) throw new Error('The SQLite store gave no handle to register the search functions on')
    prepareConnection(handle)
  })
  ready.add(store.db)
}
