// Brings a PostgreSQL database's schema up to date from the NNN_<what>.sql files of its migrations folder, as
// ../migrate.ts does SQLite's: each applied in its own transaction and recorded in schema_migrations, and a database
// written by newer code refused. Several service instances may start at once against one database: an advisory
// lock lets one migrate while the others wait, then find nothing left to do.

import { readFileSync } from 'node:fs'
import type { PoolClient } from 'pg'
import { MigrationError, readMigrations, refuseNewerDatabase, type Migration } from '../migrate.js'

/** The advisory lock's key: any fixed number that no other part of the product takes ("SLMG"). */
const MIGRATION_LOCK = 0x534c4d47

/** Characters whose order tells a code-point collation (SQLite's BINARY) from a language's. */
const ORDER_PROBE = ['b', 'a', 'B', 'A', '_', 'é', 'e', '1', ' ']
const CODE_POINT_ORDER = [...ORDER_PROBE].sort().join('')

/**
 * Refuses a database that orders text otherwise than by code point: the store's lists (names, addresses, makes)
 * are ordered as SQLite orders them, and a language's collation would order them differently on this engine alone.
 * Read off the order itself, whatever the collation's provider (libc or ICU) or the server's version.
 */
async function refuseLanguageOrder(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ ordered: string; collation: string }>(
    `SELECT (SELECT string_agg(c, '' ORDER BY c) FROM unnest($1::text[]) AS c) AS ordered,
            (SELECT datcollate FROM pg_database WHERE datname = current_database()) AS collation`,
    [ORDER_PROBE],
  )
  const { ordered, collation } = rows[0]!
  if (ordered !== CODE_POINT_ORDER) {
    throw new MigrationError(
      `The database orders text by a language's rules (collation ${collation}), not by code point as the service needs: ` +
        `create it with CREATE DATABASE … TEMPLATE template0 LOCALE 'C.UTF-8' LOCALE_PROVIDER libc (docs/store.md).`,
    )
  }
}

export async function migratePostgres(client: PoolClient, dir: string): Promise<Migration[]> {
  const migrations = readMigrations(dir)
  await refuseLanguageOrder(client)
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
