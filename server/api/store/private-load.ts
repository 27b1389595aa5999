// The seed tool's settings for filling a fresh database that no service has open: no rollback journal,
// no syncing, a large page cache and in-memory sorting. A crash then leaves a broken file, which is
// acceptable only because the file held nothing before the load; the usual settings come back after.

import type Database from 'better-sqlite3'

/** A million sightings and their indexes fit in this much cache, so bulk inserts and index builds stay off disk. */
const CACHE_KIB = 1_048_576

/** Runs `load` with the fast settings and restores the service's (db.ts) when it ends. */
export function withPrivateLoadSettings<T>(db: Database.Database, load: () => T): T {
  // better-sqlite3 opens connections in SQLite's defensive mode, which refuses journal_mode OFF.
  db.unsafeMode(true)
  try {
    db.pragma('journal_mode = OFF')
  } catch (err) {
    // Another connection has the file open: it stays in WAL mode, which is safe for both.
    if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err
  } finally {
    db.unsafeMode(false)
  }
  db.pragma('synchronous = OFF')
  db.pragma(`cache_size = -${CACHE_KIB}`)
  db.pragma('temp_store = MEMORY')
  // Index builds sort with a helper thread.
  db.pragma('threads = 2')
  try {
    return load()
  } finally {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    db.pragma('cache_size = -2000')
    db.pragma('temp_store = DEFAULT')
  }
}
