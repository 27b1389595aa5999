// What a PostgreSQL bulk load (postgres-load.ts) killed between its drop and its rebuild leaves missing, put back at
// the service's next start, as SQLite's are (indexes.ts completeSearchStructures): the secondary indexes of the tables
// the load writes, as the migrations define them, then the distinct values and the planner's statistics.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { inTransaction } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import type { RebuildReport } from './indexes.js'
import { addDistinctValues, LOADED_TABLES, refreshLoadedStatistics, secondaryIndexes, timed } from './postgres-load.js'

const CREATE_INDEX = /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s+ON\s+(?:ONLY\s+)?(\w+)/i
const DROP_INDEX = /^DROP\s+INDEX\s+(?:IF\s+EXISTS\s+)?(\w+)/i

/**
 * The secondary indexes of the loaded tables, by name, with the statement of the migration that last made each (one
 * a later migration dropped is left out). The migrations are the one place these are written down: a killed load's
 * own list of what it dropped died with it.
 */
export function loadedTableIndexes(migrationsDir: string): Map<string, string> {
  const indexes = new Map<string, string>()
  const files = readdirSync(migrationsDir).filter((file) => /^\d+_.*\.sql$/.test(file)).sort()
  for (const file of files) {
    const text = readFileSync(join(migrationsDir, file), 'utf8').replace(/^\s*--.*$/gm, '')
    for (const statement of text.split(/;\s*(?:\n|$)/)) {
      const made = CREATE_INDEX.exec(statement.trim())
      if (made && LOADED_TABLES.includes(made[2]!)) indexes.set(made[1]!, statement.trim())
      const dropped = DROP_INDEX.exec(statement.trim())
      if (dropped) indexes.delete(dropped[1]!)
    }
  }
  return indexes
}

/**
 * Builds the loaded tables' indexes that are missing, adds the distinct values of the rows loaded before the stop, and
 * refreshes the statistics; gives the names of the indexes it built, none when the search was complete.
 */
export async function completePostgresSearchStructures(store: Store, migrationsDir: string, report?: RebuildReport): Promise<string[]> {
  const defined = loadedTableIndexes(migrationsDir)
  // Instances starting at once: one builds while the others wait for it, then find nothing missing.
  const made = await inTransaction(store, async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('sightline: complete the search after a load'))`.execute(tx.db)
    const present = new Set((await secondaryIndexes(tx)).map((index) => index.name))
    const missing = [...defined].filter(([name]) => !present.has(name))
    for (const [name, definition] of missing) await timed(name, () => sql.raw(definition).execute(tx.db), report)
    if (missing.length > 0) await timed('sighting_values', () => addDistinctValues(tx.db), report)
    return missing.map(([name]) => name)
  })
  if (made.length > 0) await timed('statistics', () => refreshLoadedStatistics(store.db), report)
  return made
}
