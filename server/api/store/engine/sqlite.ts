// The SQLite engine: a store over a better-sqlite3 handle opened by ../db.ts (WAL, foreign keys, migrations).

import type Database from 'better-sqlite3'
import { Kysely } from 'kysely'
import { openDatabase } from '../db.js'
import { sqliteDialect } from './sqlite-dialect.js'
import type { Store, Tables } from './store.js'

const stores = new WeakMap<Database.Database, Store>()

/**
 * The store over a handle that stays its opener's (closing the store leaves it open). One store per handle, so that
 * every part of a process that holds the handle shares one queue of transactions on it.
 */
export function storeOnSqlite(handle: Database.Database): Store {
  let store = stores.get(handle)
  if (!store) stores.set(handle, (store = newStore(handle, false)))
  return store
}

/** Opens the database file (`:memory:` for a test), brings its schema up to date, and owns it. */
export function openSqliteStore(file: string, migrationsDir: string): Store {
  const handle = openDatabase(file, migrationsDir)
  const store = newStore(handle, true)
  stores.set(handle, store)
  return store
}

/** Each SQLite store's handle, by its Kysely instance (which copies of a store share). */
const handles = new WeakMap<Store['db'], Database.Database>()

function newStore(handle: Database.Database, owned: boolean): Store {
  const db = new Kysely<Tables>({ dialect: sqliteDialect(handle, owned) })
  handles.set(db, handle)
  return { engine: 'sqlite', db, close: () => db.destroy() }
}

/**
 * The better-sqlite3 handle under a SQLite store, for the store's own SQLite-only work: its SQL functions registered
 * on the connection (sightings/search-functions.ts), and a bulk load that writes prepared statements row by row
 * (sightings/bulk-load.ts), where compiling each statement through Kysely would cost a million-row load minutes.
 */
export function sqliteHandleOf(store: Store): Database.Database {
  const handle = handles.get(store.db)
  if (!handle) throw new Error(`A ${store.engine} store has no SQLite handle`)
  return handle
}
