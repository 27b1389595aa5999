// The database check behind GET /healthz.

import type Database from 'better-sqlite3'

/** Throws when the database cannot answer a query (closed, locked beyond the busy timeout, broken file). */
export function pingDatabase(db: Database.Database): void {
  db.prepare('SELECT 1').get()
}
