// Opens the service's SQLite database (WAL, foreign keys, busy timeout) and brings its schema up to date.

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrate.js'

/** How long a writer waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000

export function openDatabase(file: string, migrationsDir: string): Database.Database {
  const inMemory = file === ':memory:'
  if (!inMemory) mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
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
