// Migrations: applied in order each in a transaction, recorded once, refused when the database is newer.

import t, { type Test } from 'tap'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { migrate, MigrationError, readMigrations } from '../../../../server/api/store/migrate.js'
import { openDatabase } from '../../../../server/api/store/db.js'

const MIGRATIONS = fileURLToPath(new URL('../../../../server/api/db/migrations/', import.meta.url))

const recorded = (db: Database.Database) =>
  db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as { version: number; name: string }[]
const tables = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[])

function memoryDb(t: Test) {
  const db = new Database(':memory:')
  t.teardown(() => db.close())
  return db
}

t.test('a fresh database gets every migration, recorded with its name and time', async (t) => {
  const db = memoryDb(t)
  const applied = migrate(db, MIGRATIONS)
  // Every file of the folder, in order, whatever migrations later work adds.
  const files = readdirSync(MIGRATIONS).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort()
  t.ok(files.length >= 4)
  t.same(applied.map((m) => m.name), files)
  t.same(recorded(db), files.map((name, i) => ({ version: i + 1, name })))
  const appliedAt = db.prepare('SELECT applied_at FROM schema_migrations WHERE version = 1').pluck().get() as string
  t.match(appliedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  const createdAt = db.prepare("SELECT value FROM service_meta WHERE key = 'created_at'").pluck().get()
  t.type(createdAt, 'string', 'the database records when it was created')
})

t.test('migrations run in version order, not directory order', async (t) => {
  const dir = t.testdir({
    '010_later.sql': 'ALTER TABLE lead ADD COLUMN note TEXT;',
    '002_first.sql': 'CREATE TABLE lead (id INTEGER PRIMARY KEY);',
  })
  const db = memoryDb(t)
  t.same(migrate(db, dir).map((m) => m.version), [2, 10])
  t.same(recorded(db).map((r) => r.version), [2, 10])
})

t.test('a second run on an up-to-date database changes nothing', async (t) => {
  const db = memoryDb(t)
  migrate(db, MIGRATIONS)
  const before = db.prepare('SELECT * FROM schema_migrations').all()
  const createdAt = db.prepare('SELECT value FROM service_meta').pluck().get()
  t.same(migrate(db, MIGRATIONS), [])
  t.same(db.prepare('SELECT * FROM schema_migrations').all(), before)
  t.equal(db.prepare('SELECT count(*) FROM service_meta').pluck().get(), 1, 'the first migration did not run twice')
  t.equal(db.prepare('SELECT value FROM service_meta').pluck().get(), createdAt)
})

t.test('a new migration file is applied on the next run, and only it', async (t) => {
  const dir = t.testdir({ '001_a.sql': 'CREATE TABLE a (x INTEGER);' })
  const db = memoryDb(t)
  migrate(db, dir)
  writeFileSync(join(dir, '002_b.sql'), 'CREATE TABLE b (y INTEGER);')
  t.same(migrate(db, dir).map((m) => m.name), ['002_b.sql'])
  t.same(tables(db), ['a', 'b', 'schema_migrations'])
})

t.test('a database recording a version no file has is refused as newer than the code', async (t) => {
  const db = memoryDb(t)
  migrate(db, MIGRATIONS)
  db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, '999_future.sql', 'x')").run()
  t.throws(() => migrate(db, MIGRATIONS), { name: 'MigrationError', message: /migration 999 \(999_future\.sql\).*newer version/ })
})

t.test('a failing migration is rolled back and leaves no record, so a fixed file applies later', async (t) => {
  const dir = t.testdir({
    '001_ok.sql': 'CREATE TABLE ok (x INTEGER);',
    '002_broken.sql': 'CREATE TABLE half (x INTEGER);\nINSERT INTO half VALUES (1);\nINSERT INTO missing VALUES (1);',
  })
  const db = memoryDb(t)
  t.throws(() => migrate(db, dir), { name: 'MigrationError', message: /002_broken\.sql failed and was rolled back: no such table: missing/ })
  t.same(recorded(db).map((r) => r.name), ['001_ok.sql'], 'the migrations before it stay applied')
  t.notOk(tables(db).includes('half'), 'nothing of the failed migration remains')

  writeFileSync(join(dir, '002_broken.sql'), 'CREATE TABLE half (x INTEGER);')
  t.same(migrate(db, dir).map((m) => m.name), ['002_broken.sql'])
})

t.test('a migrations folder that cannot be trusted is refused before anything runs', async (t) => {
  const dir = t.testdir({
    misnamed: { '001_a.sql': 'CREATE TABLE a (x INTEGER);', 'service.sql': 'SELECT 1;' },
    shared: { '001_a.sql': 'SELECT 1;', '001_b.sql': 'SELECT 1;' },
    empty: { 'README.md': 'notes' },
  })
  const db = memoryDb(t)
  t.throws(() => migrate(db, join(dir, 'misnamed')), { message: /service\.sql .* is not named NNN_<what>\.sql/ })
  t.throws(() => migrate(db, join(dir, 'shared')), { message: /share version 1/ })
  t.throws(() => migrate(db, join(dir, 'empty')), { message: /No migrations/ })
  t.throws(() => migrate(db, join(dir, 'absent')), MigrationError)
  t.notOk(tables(db).includes('a'), 'no migration of a refused folder ran')
})

t.test('openDatabase creates the folder and opens with WAL, foreign keys and a busy timeout', async (t) => {
  const file = join(t.testdir({}), 'nested', 'deeper', 'sightline.db')
  const db = openDatabase(file, MIGRATIONS)
  t.teardown(() => db.close())
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal')
  t.equal(db.pragma('foreign_keys', { simple: true }), 1)
  t.equal(db.pragma('busy_timeout', { simple: true }), 5000)
  t.same(recorded(db).map((r) => r.version), readMigrations(MIGRATIONS).map((m) => m.version))
})

t.test('openDatabase refuses a database newer than the code', async (t) => {
  const file = join(t.testdir({}), 'sightline.db')
  const first = openDatabase(file, MIGRATIONS)
  first.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, '999_next.sql', 'x')").run()
  first.close()
  t.throws(() => openDatabase(file, MIGRATIONS), { name: 'MigrationError', message: /newer version/ })
})
