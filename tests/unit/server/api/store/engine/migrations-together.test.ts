// The two engines' migrations are versioned together: PostgreSQL's start with a baseline (000) that holds SQLite's
// schema as of its migration 020, and every SQLite migration after it has a PostgreSQL one of the same number and
// name, so that a release brings both engines to the same schema. The sightings family's PostgreSQL design is one
// migration, 021, paired with SQLite's 021 (which reshaped what 004–008 and 010 made).

import t from 'tap'
import { fileURLToPath } from 'node:url'
import { readMigrations, type Migration } from '../../../../../../server/api/store/migrate.js'

const at = (path: string) => fileURLToPath(new URL(`../../../../../../${path}`, import.meta.url))
/** SQLite's last migration that the PostgreSQL baseline holds. */
const BASELINE_HOLDS = 20
/** SQLite migrations after the baseline still waiting for their PostgreSQL one: none. */
const WAITING = new Set<string>()

/** Each SQLite migration after the baseline without a PostgreSQL one of the same name, and each PostgreSQL one without a SQLite one. */
function unpaired(sqlite: readonly Migration[], postgres: readonly Migration[], waiting: ReadonlySet<string>): string[] {
  const names = new Set(postgres.map((m) => m.name))
  const sqliteNames = new Set(sqlite.map((m) => m.name))
  return [
    ...sqlite.filter((m) => m.version > BASELINE_HOLDS && !names.has(m.name) && !waiting.has(m.name)).map((m) => `${m.name} has no PostgreSQL migration`),
    ...postgres.filter((m) => m.version > 0 && !sqliteNames.has(m.name)).map((m) => `${m.name} (PostgreSQL) has no SQLite migration`),
  ]
}

t.test('every migration after the baseline exists for both engines, with the same number and name', async (t) => {
  const sqlite = readMigrations(at('server/api/db/migrations/'))
  const postgres = readMigrations(at('server/api/db/postgres/'))
  t.equal(postgres[0]?.name, '000_baseline.sql', 'PostgreSQL starts at its baseline')
  t.same(unpaired(sqlite, postgres, WAITING), [])
  t.ok(sqlite.some((m) => m.version > BASELINE_HOLDS), 'there are migrations after the baseline to pair')
})

t.test('an unpaired migration is found on either side', async (t) => {
  const m = (version: number, name: string): Migration => ({ version, name, file: name })
  t.same(unpaired([m(20, '020_a.sql'), m(22, '022_b.sql'), m(23, '023_c.sql')], [m(0, '000_baseline.sql'), m(22, '022_b.sql'), m(24, '024_d.sql')], new Set()), [
    '023_c.sql has no PostgreSQL migration',
    '024_d.sql (PostgreSQL) has no SQLite migration',
  ])
})
