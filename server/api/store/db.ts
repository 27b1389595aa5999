// Opens the service's SQLite database (WAL, foreign keys, busy timeout), brings its schema up to date,
// and checkpoints its write-ahead log after bulk writes.

import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type Database from 'better-sqlite3'
import { migrate } from './migrate.js'

/**
 * The native module is loaded on the first open, not on import: each program first checks the runtime
 * (server/settings/runtime.ts), and on too old a Node the module would crash the process before any
 * message could say why.
 */
let sqlite: typeof Database | undefined
const loadSqlite = () => (sqlite ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database)

/** How long a writer waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000

export function openDatabase(file: string, migrationsDir: string): Database.Database {
  const inMemory = file === ':memory:'
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new (loadSqlite())(file)
  try {
    // WAL lets readers run while one writer writes; NORMAL sync is durable enough with WAL.
    const mode = db.pragma('journal_mode = WAL', { simple: true })
    if (!inMemory && mode !== 'wal') throw new Error(`could not switch ${file} to WAL journal mode (got ${String(mode)})`)
    db.pragma('synchronous = NORMAL')
    db.pragma('foreign_keys = ON')
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    migrate(db, migrationsDir)
    return db
  } catch (err) {
    db.close()
    throw err
  }
}

/**
 * Copies the write-ahead log into the database file and empties it: after a bulk write, so that the log
 * does not keep every changed page and readers do not wade through it. Nothing to do outside WAL mode.
 */
export function checkpoint(db: Database.Database): void {
  if (db.pragma('journal_mode', { simple: true }) === 'wal') db.pragma('wal_checkpoint(TRUNCATE)')
}
