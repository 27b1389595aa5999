// The search structures of migration 005: the same as search/schema.ts declares, kept in step with
// sightings by the triggers, and put back whole by rebuildSearchIndexes after a bulk load without them.

import t, { type Test } from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { insertSightings } from '../../../../../server/api/store/sighting-rows.js'
import { dropSearchIndexes, rebuildSearchIndexes } from '../../../../../server/api/store/sightings-indexes.js'
import { nearestPhotoDna } from '../../../../../server/api/store/sightings-photodna.js'
import { LOCATED_SCHEMA, SEARCH_SCHEMA, schemaSql } from '../../../../../server/api/search/schema.js'
import { VALUES_SCHEMA, valuesSchemaSql } from '../../../../../server/api/search/values-schema.js'
import { MIGRATIONS } from '../harness.js'
import { SIGHTINGS, vector } from './sightings-fixture.js'

const open = (t: Test) => openDatabase(join(t.testdir(), 'search.db'), MIGRATIONS)

const fts = (db: ReturnType<typeof openDatabase>, table: string, match: string) =>
  db.prepare(`SELECT s.image_id FROM ${table} f JOIN sightings s ON s.id = f.rowid WHERE ${table} MATCH ? ORDER BY s.image_id`).pluck().all(match)

const trigram = (db: ReturnType<typeof openDatabase>, column: string, like: string) =>
  db.prepare(`SELECT s.image_id FROM sightings_trigram f JOIN sightings s ON s.id = f.rowid WHERE f.${column} LIKE ? ORDER BY s.image_id`).pluck().all(like)

t.test('migration 005 holds exactly the structures search/schema.ts declares', async (t) => {
  const migration = readFileSync(join(MIGRATIONS, '005_search_indexes.sql'), 'utf8')
  t.ok(migration.endsWith(schemaSql(SEARCH_SCHEMA)), 'the migration text is generated from the schema')
  const db = open(t)
  t.teardown(() => db.close())
  const stored = new Map(db.prepare('SELECT name, sql FROM sqlite_master').all().map((r) => {
    const row = r as { name: string; sql: string }
    return [row.name, row.sql]
  }))
  for (const o of SEARCH_SCHEMA) t.equal(stored.get(o.name), o.sql, o.name)
})

t.test('migration 007 holds exactly the located index search/schema.ts declares, and the map query reads it', async (t) => {
  const migration = readFileSync(join(MIGRATIONS, '007_located_index.sql'), 'utf8')
  t.ok(migration.includes(schemaSql(LOCATED_SCHEMA)), 'the migration text is generated from the schema')
  const db = open(t)
  t.teardown(() => db.close())
  for (const o of LOCATED_SCHEMA) {
    t.equal(db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(o.name), o.sql, o.name)
  }
  insertSightings(db, SIGHTINGS, 0)
  const plan = db
    .prepare('EXPLAIN QUERY PLAN SELECT s.id FROM sightings s WHERE (s.latitude IS NOT NULL) ORDER BY s.date_time_original DESC, s.id LIMIT 1000')
    .all()
    .map((r) => (r as { detail: string }).detail)
  t.match(plan.join('\n'), /USING INDEX sightings_located/)
})

const values = (db: ReturnType<typeof openDatabase>, field: string, like: string) =>
  db.prepare('SELECT v.value FROM sighting_values_trigram t JOIN sighting_values v ON v.id = t.rowid WHERE t.value LIKE ? AND v.field = ? ORDER BY v.value').pluck().all(like, field)

t.test('migration 006 holds exactly the structures search/values-schema.ts declares', async (t) => {
  const migration = readFileSync(join(MIGRATIONS, '006_sighting_values.sql'), 'utf8')
  t.ok(migration.endsWith(valuesSchemaSql()), 'the migration text is generated from the schema')
  const db = open(t)
  t.teardown(() => db.close())
  const stored = new Map(db.prepare('SELECT name, sql FROM sqlite_master').all().map((r) => {
    const row = r as { name: string; sql: string }
    return [row.name, row.sql]
  }))
  for (const o of VALUES_SCHEMA) t.equal(stored.get(o.name), o.sql, o.name)
})

t.test('inserts and updates add their distinct values; the trigram index finds them', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  insertSightings(db, SIGHTINGS, 0)
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave'])
  t.same(values(db, 'make', '%Canon%'), ['Canon'], 'each value once, however many sightings hold it')
  db.prepare("UPDATE sightings SET username = 'sunny_sue' WHERE image_id = 'b1'").run()
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave', 'sunny_sue'])
})

t.test('the triggers keep free text, trigram, location and PhotoDNA in step with inserts, updates and deletes', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  insertSightings(db, SIGHTINGS, 0)
  t.same(fts(db, 'sightings_fts', 'marie'), ['b1'])
  t.same(trigram(db, 'username', '%unny%'), ['a1', 'a2'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 4)
  db.prepare("UPDATE sightings SET artist = 'Pierre', latitude = NULL, longitude = NULL WHERE image_id = 'b1'").run()
  t.same(fts(db, 'sightings_fts', 'curie'), [])
  t.same(fts(db, 'sightings_fts', 'pierre'), ['b1'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 3)
  db.prepare("DELETE FROM sightings WHERE image_id = 'a2'").run()
  t.same(trigram(db, 'username', '%dave%'), ['a1'])
  t.same(nearestPhotoDna(db, vector(10, 1), 40_000).length, 1)
  t.equal(db.prepare('SELECT count(*) FROM photodna_pending').pluck().get(), 0, 'the lookup measured the queue')
})

t.test('after a bulk load without triggers and indexes, the rebuild restores every structure and its content', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  dropSearchIndexes(db)
  const names = () => db.prepare("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')").pluck().all() as string[]
  t.notOk(names().some((n) => n.startsWith('sightings_by_') || n.startsWith('sightings_search_') || n.startsWith('sightings_values_') || n.startsWith('sighting_values_trigram') || n === 'sightings_located'))
  insertSightings(db, SIGHTINGS, 0)
  t.same(fts(db, 'sightings_fts', 'marie'), [], 'nothing indexed during the load')
  const steps: string[] = []
  rebuildSearchIndexes(db, (step, ms) => {
    t.ok(ms >= 0)
    steps.push(step)
  })
  t.ok(steps.includes('sightings_by_username') && steps.includes('sightings_fts') && steps.includes('sighting_values'), 'each step is reported')
  t.equal(steps.at(-1), 'statistics')
  for (const o of [...SEARCH_SCHEMA, ...LOCATED_SCHEMA, ...VALUES_SCHEMA]) t.ok(names().includes(o.name) || o.type === 'table', o.name)
  t.same(fts(db, 'sightings_fts', 'marie'), ['b1'])
  t.same(trigram(db, 'username', '%unny%'), ['a1', 'a2'])
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 4)
  t.same(nearestPhotoDna(db, vector(200, 7), 0).map((m) => m.distance), [0])
  insertSightings(db, [{ imageId: 'z', url: 'u', artist: 'Marie', username: 'sunny_zoe' }], 0)
  t.same(fts(db, 'sightings_fts', 'marie'), ['b1', 'z'], 'the triggers work again')
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave', 'sunny_zoe'])
})
