// Brings a PostgreSQL database's schema up to date from the NNN_<what>.sql files of its migrations folder, as
// ../migrate.ts does SQLite's: each applied in its own transaction and recorded in schema_migrations, and a database
// written by newer code refused. Several service instances may start at once against one database: an advisory
// lock lets one migrate while the others wait, then find nothing left to do.

import { readFileSync } from 'node:fs'
import type { PoolClient } from 'pg'
import { MigrationError, readMigrations, refuseNewerDatabase, type Migration } from '../migrate.js'

/** The advisory lock's key: any fixed number that no other part of the product takes ("SLMG"). */
const MIGRATION_LOCK = 0x534c4d47

export async function migratePostgres(client: PoolClient, dir: string): Promise<Migration[]> {
  const migrations = readMigrations(dir)
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    bigint PRIMARY KEY,
      name       text,
      applied_at text
    )`)
    const recorded = new Map(
      (await client.query<{ version: string; name: string | null }>('SELECT version, name FROM schema_migrations')).rows.map((r) => [Number(r.version), r.name ?? '']),
    )
    refuseNewerDatabase(migrations, recorded, dir)
    const applied: Migration[] = []
    for (const migration of migrations) {
      if (recorded.has(migration.version)) continue
      await client.query('BEGIN')
      try {
        await client.query(readFileSync(migration.file, 'utf8'))
        await client.query(
          `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
          [migration.version, migration.name],
        )
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK')
        throw new MigrationError(`Migration ${migration.name} failed: ${(err as Error).message}`)
      }
      applied.push(migration)
    }
    return applied
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
  }
}
