// Prepared statements kept per connection by their SQL: a search's SQL depends on its filters, so it is
// prepared on demand, and preparing the result item's JSON expression again for each page took a
// millisecond of it.

import type Database from 'better-sqlite3'

/** Enough for every filter combination in use at once; past it the cache starts again. */
const MAX_STATEMENTS = 500

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>()

export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  let statement = cache.get(sql)
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear()
    statement = db.prepare(sql)
    cache.set(sql, statement)
  }
  return statement
}
