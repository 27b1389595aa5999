// The PostgreSQL baseline (server/api/db/postgres/000_baseline.sql) on a real server: it applies to an empty
// database, it is the SQLite schema table for table (SQLite's FTS5 and R*Tree structures aside), its checks and keys accept and refuse
// what SQLite's do, and as distribution.json places its tables, Citus would accept it. Each comparison is shown
// failing on a deliberately broken schema, so that a silent pass means agreement.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import t from 'tap'
import { startPostgres } from '../../../../../postgres/server.mjs'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { readMigrations } from '../../../../../../server/api/store/migrate.js'
import { citusViolations, type Distribution } from './postgres-schema-citus.js'
import { schemaDifferences } from './postgres-schema-compare.js'
import { readPostgresSchema } from './postgres-schema-postgres.js'
import { outcomeOnPostgres, outcomeOnSqlite, PROBES } from './postgres-schema-probes.js'
import { readSqliteSchema } from './postgres-schema-sqlite.js'

const at = (path: string) => fileURLToPath(new URL(`../../../../../../${path}`, import.meta.url))
/** Every PostgreSQL migration in order, the baseline first: the schema a database reaches (read as the runner reads them). */
const BASELINE = readMigrations(at('server/api/db/postgres/'))
  .map((migration) => readFileSync(migration.file, 'utf8'))
  .join('\n')
const DISTRIBUTION = JSON.parse(readFileSync(at('server/api/db/postgres/distribution.json'), 'utf8')) as Distribution

const started = Date.now()
const server = await startPostgres()
const client = new pg.Client(server.url)
await client.connect()
t.teardown(async () => {
  await client.end()
  await server.stop()
  t.comment(`server started, schemas compared and stopped in ${Date.now() - started} ms`)
})

const sqliteDb = openDatabase(':memory:', at('server/api/db/migrations/'))
t.teardown(() => sqliteDb.close())
const sqlite = readSqliteSchema(sqliteDb)

/** Runs `sql` into a schema of its own, so that broken copies sit beside the baseline, and reads the schema back. */
async function applyInto(schema: string, sql: string) {
  await client.query(`CREATE SCHEMA ${schema}`)
  await client.query(`SET search_path = ${schema}, public`)
  try {
    await client.query(sql)
  } finally {
    await client.query('RESET search_path')
  }
  return readPostgresSchema(client, schema)
}

/** The baseline with `from` replaced by `to`; `from` must be there once, so that an edit of the baseline cannot make a break a no-op. */
function broken(sql: string, from: string, to: string): string {
  const parts = sql.split(from)
  if (parts.length !== 2) throw new Error(`The baseline holds ${JSON.stringify(from)} ${parts.length - 1} times, not once`)
  return parts.join(to)
}

t.test('the baseline applies to an empty database in one go', async (t) => {
  const began = Date.now()
  await client.query(BASELINE)
  t.comment(`applied in ${Date.now() - began} ms`)
  const { rows } = await client.query<{ value: string }>("SELECT value FROM service_meta WHERE key = 'created_at'")
  t.match(rows[0]?.value, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, "the database's creation, written as SQLite writes it")
})

t.test('every table has SQLite\'s columns, keys, foreign keys and indexes, but for SQLite\'s own search structures', async (t) => {
  const postgres = await readPostgresSchema(client, 'public')
  t.ok(sqlite.size >= 36, `${sqlite.size} SQLite tables to carry`)
  t.same(schemaDifferences(sqlite, postgres), [])
  const total = (what: 'columns' | 'indexes' | 'foreignKeys') => [...postgres.values()].reduce((n, table) => n + table[what].length, 0)
  const checks = [...postgres.values()].reduce((n, table) => n + table.checks, 0)
  t.comment(`${postgres.size} tables, ${total('columns')} columns, ${total('indexes')} indexes, ${total('foreignKeys')} foreign keys, ${checks} checks compared`)
})

t.test('the comparison reports each kind of difference', async (t) => {
  let sql = BASELINE
  sql = broken(sql, "  first_name             text NOT NULL DEFAULT '',\n  last_name              text NOT NULL DEFAULT '',", "  last_name              text NOT NULL DEFAULT '',\n  first_name             text NOT NULL DEFAULT '',")
  sql = broken(sql, '  created_at      bigint NOT NULL,\n  last_seen_at', '  created_at      bigint,\n  last_seen_at')
  sql = broken(sql, '  max_seats  bigint NOT NULL', '  max_seats  integer NOT NULL')
  sql = broken(sql, "  prefix     text NOT NULL DEFAULT ''", "  prefix     text NOT NULL DEFAULT '-'")
  sql = broken(sql, '  trial_id      bigint NOT NULL REFERENCES trials (id) ON DELETE CASCADE,', '  trial_id      bigint NOT NULL REFERENCES trials (id),')
  sql = broken(sql, 'CREATE INDEX api_keys_by_user ON', 'CREATE INDEX api_keys_of_user ON')
  sql = broken(sql, 'ON camid_pictures (sighting_id) WHERE digest IS NULL;', 'ON camid_pictures (sighting_id);')
  sql = broken(sql, '  code         text NOT NULL UNIQUE,', '  code         text NOT NULL,')
  sql = broken(sql, "  roles      text NOT NULL DEFAULT '[]' CHECK (json_text_valid(roles, 'array')),", "  roles      text NOT NULL DEFAULT '[]',")
  sql = broken(sql, '  id             bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n  token_hash', '  id             bigint PRIMARY KEY,\n  token_hash')
  sql = broken(sql, 'CREATE INDEX feedback_by_user_time ON feedback (user_id, created_at);', 'DROP TABLE feedback;')
  const differences = schemaDifferences(sqlite, await applyInto('broken_copy', sql))
  t.same(differences.sort(), [
    'access_tokens.id is not an identity, the translation of SQLite\'s is one',
    'api_keys.prefix defaults to \'-\', SQLite\'s to \'\'',
    'api_keys: index api_keys_of_user, which SQLite does not have',
    'api_keys: no index api_keys_by_user, which SQLite has',
    'camid_pictures: index camid_pictures_unindexed is (sighting_id), SQLite\'s is partial (sighting_id)',
    'feedback: no such table, which SQLite has',
    'licences.max_seats is integer, the translation of SQLite\'s is bigint',
    'licensed_entities: 2 checks, SQLite\'s has 3',
    'sessions.created_at is not NOT NULL, SQLite\'s is NOT NULL',
    'trial_users: foreign key (trial_id) → trials (id) ON DELETE NO ACTION ON UPDATE NO ACTION, which SQLite does not have',
    'trial_users: no foreign key (trial_id) → trials (id) ON DELETE CASCADE ON UPDATE NO ACTION, which SQLite has',
    'trials: no UNIQUE (code), which SQLite has',
    `users: columns are (${sqlite.get('users')!.columns.map((c) => c.name).join(', ').replace('first_name, last_name', 'last_name, first_name')}), SQLite's are (${sqlite.get('users')!.columns.map((c) => c.name).join(', ')})`,
  ])
})

t.test('distribution.json places every table, and the schema keeps Citus\'s rules', async (t) => {
  const postgres = await readPostgresSchema(client, 'public')
  t.same(citusViolations(postgres, DISTRIBUTION), [])
  const placements = Object.values(DISTRIBUTION)
  const reference = placements.filter((p) => p === 'reference').length
  t.comment(`${reference} reference tables, ${placements.length - reference} distributed`)
})

/** A distributed table with a co-located child, and a reference table: every case below breaks one rule of it. */
const SOUND = `
  CREATE TABLE kind (id bigint PRIMARY KEY, name text NOT NULL UNIQUE);
  CREATE TABLE job (id bigint PRIMARY KEY, owner text NOT NULL);
  CREATE TABLE item (job_id bigint NOT NULL REFERENCES job (id) ON DELETE CASCADE, position bigint NOT NULL,
                     kind_id bigint REFERENCES kind (id) ON DELETE SET NULL, PRIMARY KEY (job_id, position));`
const PLACED: Distribution = { job: { distributed: 'id' }, item: { distributed: 'job_id' }, kind: 'reference' }

const BREAKS: { name: string; sql: string; placed?: Distribution; violation: string }[] = [
  {
    name: 'a UNIQUE key without the distribution column',
    sql: SOUND.replace('PRIMARY KEY (job_id, position))', 'PRIMARY KEY (job_id, position), UNIQUE (position))'),
    violation: 'item: its UNIQUE (position) lacks its distribution column job_id',
  },
  {
    name: 'a primary key without the distribution column',
    sql: SOUND.replace('PRIMARY KEY (job_id, position)', 'PRIMARY KEY (position)'),
    violation: 'item: its primary key (position) lacks its distribution column job_id',
  },
  {
    name: 'a unique index without the distribution column',
    sql: `${SOUND} CREATE UNIQUE INDEX job_by_owner ON job (owner DESC);`,
    violation: 'job: its unique index job_by_owner (owner) lacks its distribution column id',
  },
  {
    name: 'a reference table referring to a distributed one',
    sql: `${SOUND} ALTER TABLE kind ADD COLUMN job_id bigint REFERENCES job (id);`,
    violation: 'kind (job_id) → job (id) ON DELETE NO ACTION ON UPDATE NO ACTION: a reference table may not refer to a distributed one',
  },
  {
    name: 'distributed tables joined off their distribution columns',
    sql: SOUND,
    placed: { ...PLACED, item: { distributed: 'position' } },
    violation: "item (job_id) → job (id) ON DELETE CASCADE ON UPDATE NO ACTION: between distributed tables, but not from position to job's distribution column id",
  },
  {
    name: 'ON DELETE SET NULL on the distribution column',
    sql: SOUND.replace('REFERENCES job (id) ON DELETE CASCADE', 'REFERENCES job (id) ON DELETE SET NULL'),
    violation: 'item (job_id) → job (id) ON DELETE SET NULL ON UPDATE NO ACTION: ON DELETE SET NULL would change the distribution column job_id',
  },
  {
    name: 'ON UPDATE CASCADE on the distribution column',
    sql: SOUND.replace('REFERENCES job (id) ON DELETE CASCADE', 'REFERENCES job (id) ON DELETE CASCADE ON UPDATE CASCADE'),
    violation: 'item (job_id) → job (id) ON DELETE CASCADE ON UPDATE CASCADE: ON UPDATE CASCADE would change the distribution column job_id',
  },
  {
    name: 'co-located tables whose distribution columns differ in type',
    sql: SOUND.replace('job_id bigint NOT NULL', 'job_id integer NOT NULL'),
    violation: 'item (job_id) → job (id) ON DELETE CASCADE ON UPDATE NO ACTION: job_id and id differ in type, so the tables cannot be co-located',
  },
  {
    name: 'a distribution column that may be NULL',
    sql: SOUND.replace('owner text NOT NULL', 'owner text'),
    placed: { ...PLACED, job: { distributed: 'owner' }, item: 'reference' },
    violation: 'job is distributed on owner, which may be NULL: Citus places no row without it',
  },
  {
    name: 'a distribution column that is not a column',
    sql: SOUND,
    placed: { ...PLACED, kind: { distributed: 'kind_id' } },
    violation: 'kind is distributed on kind_id, which is not one of its columns',
  },
  { name: 'a table left unplaced', sql: SOUND, placed: { job: PLACED.job!, item: PLACED.item! }, violation: 'kind is neither a reference table nor distributed' },
  { name: 'a placement of no table', sql: SOUND, placed: { ...PLACED, kinds: 'reference' }, violation: 'kinds is placed but is not a table of the schema' },
]

t.test('the Citus rules refuse each kind of break', async (t) => {
  t.same(citusViolations(await applyInto('citus_sound', SOUND), PLACED), [], 'the sound schema keeps every rule')
  let n = 0
  for (const { name, sql, placed = PLACED, violation } of BREAKS) {
    const violations = citusViolations(await applyInto(`citus_break_${++n}`, sql), placed)
    t.ok(violations.includes(violation), `${name}: ${violations.join('; ') || 'no violation found'}`)
  }
})

t.test("the translated checks and keys accept and refuse what SQLite's do", async (t) => {
  for (const probe of PROBES) {
    const outcomes = { sqlite: outcomeOnSqlite(sqliteDb, probe), postgres: await outcomeOnPostgres(client, probe) }
    t.same(outcomes, { sqlite: probe.expect, postgres: probe.expect }, probe.name)
  }
})
