// Brings a database's schema up to date from the NNN_<what>.sql files, each applied in its own
// transaction and recorded in schema_migrations; refuses a database written by newer code.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type Database from 'better-sqlite3'

export interface Migration {
  version: number
  /** The file name, e.g. 001_service.sql. */
  name: string
  file: string
}

export class MigrationError extends Error {
  override name = 'MigrationError'
}

const FILE_NAME = /^(\d{3,})_[a-z0-9][a-z0-9_-]*\.sql$/

/** The migration files of `dir`, in version order; a misnamed or duplicated version is refused. */
export function readMigrations(dir: string): Migration[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch (err) {
    throw new MigrationError(`Cannot read the migrations folder ${dir}: ${(err as Error).message}`)
  }
  const migrations: Migration[] = []
  for (const name of names.filter((n) => n.endsWith('.sql'))) {
    const version = FILE_NAME.exec(name)?.[1]
    if (version === undefined) throw new MigrationError(`Migration file ${name} in ${dir} is not named NNN_<what>.sql`)
    migrations.push({ version: Number(version), name, file: join(dir, name) })
  }
  migrations.sort((a, b) => a.version - b.version)
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1]
    if (previous?.version === m.version) throw new MigrationError(`Migrations ${previous.name} and ${m.name} share version ${m.version}`)
  })
  // An empty folder means MIGRATIONS_DIR points at the wrong place, not a schema with no tables.
  if (migrations.length === 0) throw new MigrationError(`No migrations (NNN_<what>.sql) found in ${dir}`)
  return migrations
}

function recordedVersions(db: Database.Database): Map<number, string> {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT,
    applied_at TEXT
  )`)
  const rows = db.prepare('SELECT version, name FROM schema_migrations').all() as { version: number; name: string | null }[]
  return new Map(rows.map((r) => [r.version, r.name ?? '']))
}

/**
 * Refuses a database that records migrations `dir` does not have: newer code wrote it, and this code would misread
 * it. Either engine's runner asks this before it applies anything.
 */
export function refuseNewerDatabase(migrations: readonly Migration[], recorded: ReadonlyMap<number, string>, dir: string): void {
  const known = new Set(migrations.map((m) => m.version))
  const unknown = [...recorded.keys()].filter((v) => !known.has(v))
  if (unknown.length === 0) return
  const list = unknown.map((v) => `${v} (${recorded.get(v) || 'unnamed'})`).join(', ')
  throw new MigrationError(
    `The database records migration ${list} that ${dir} does not have: it was written by a newer version of ` +
      'Sightline. Refusing to open it; run the newer version or restore a backup.',
  )
}

/** Applies the pending migrations of `dir` in order and returns those it applied (none when up to date). */
export function migrate(db: Database.Database, dir: string): Migration[] {
  const migrations = readMigrations(dir)
  const recorded = recordedVersions(db)
  refuseNewerDatabase(migrations, recorded, dir)
  const isRecorded = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck()
  const record = db.prepare(
    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
  )
  const applied: Migration[] = []
  // A migration that rebuilds a table (SQLite's one way to change a key or a constraint) drops the old one,
  // and with foreign keys on the drop first deletes every row referring to it, cascading. They are off while
  // migrations run, as SQLite's own procedure has it (lang_altertable.html §7), and every reference is
  // checked before each migration commits. The pragma cannot change inside a transaction, so it is set here.
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1
  db.pragma('foreign_keys = OFF')
  try {
    for (const migration of migrations) {
      if (recorded.has(migration.version)) continue
      const sql = readFileSync(migration.file, 'utf8')
      const apply = db.transaction(() => {
        // Checked again under the write lock: another process may have applied it meanwhile.
        if (isRecorded.get(migration.version)) return false
        db.exec(sql)
        assertReferencesKept(db)
        record.run(migration.version, migration.name)
        return true
      })
      let didApply: boolean
      try {
        didApply = apply.immediate()
      } catch (err) {
        throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${(err as Error).message}`)
      }
      if (didApply) applied.push(migration)
    }
  } finally {
    if (foreignKeys) db.pragma('foreign_keys = ON')
  }
  return applied
}

/** Throws when a row refers to one that is not there, naming the first such table. */
function assertReferencesKept(db: Database.Database): void {
  const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[]
  const first = broken[0]
  if (first) throw new Error(`${broken.length} row(s) of ${first.table} refer to ${first.parent} rows that are not there`)
}
