// The search structures of migration 021: the same as search-schema.ts and values-schema.ts declare, nothing left
// over of the shapes before it, kept in step with sightings by the triggers, and put back whole by
// rebuildSearchIndexes after a bulk load without them.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { insertSightingRows, insertSightings, sightingRows } from '../../../../../../server/api/store/sightings/rows.js'
import { dropSearchIndexes, rebuildSearchIndexes } from '../../../../../../server/api/store/sightings/indexes.js'
import { nearestPhotoDna } from '../../../../../../server/api/store/sightings/photodna-lookup.js'
import { storeOnSqlite } from '../../../../../../server/api/store/engine/sqlite.js'
import { squaredDistance } from '../../../../../../server/api/store/sightings/photodna-coordinates.js'
import { LOCATED_SCHEMA, SEARCH_SCHEMA } from '../../../../../../server/api/store/sightings/search-schema.js'
import { VALUES_SCHEMA } from '../../../../../../server/api/store/sightings/values-schema.js'
import { EXIF_COLUMNS_TRIGGER } from '../../../../../../server/api/store/sightings/exif-text.js'
import { MIGRATIONS } from '../../harness.js'
import { SIGHTINGS, vector } from '../../search/sightings-fixture.js'

const open = (t: Test) => openDatabase(join(t.testdir(), 'search.db'), MIGRATIONS)

const fts = (db: ReturnType<typeof openDatabase>, table: string, match: string) =>
  db.prepare(`SELECT s.image_id FROM ${table} f JOIN sightings s ON s.id = f.rowid WHERE ${table} MATCH ? ORDER BY s.image_id`).pluck().all(match)

const trigram = (db: ReturnType<typeof openDatabase>, column: string, like: string) =>
  db.prepare(`SELECT s.image_id FROM sightings_trigram f JOIN sightings s ON s.id = f.rowid WHERE f.${column} LIKE ? ORDER BY s.image_id`).pluck().all(like)

const DERIVED = [...SEARCH_SCHEMA, ...LOCATED_SCHEMA, ...VALUES_SCHEMA]

t.test('after the migrations the database holds exactly the search structures the schema lists declare', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  const stored = new Map(db.prepare('SELECT name, sql FROM sqlite_master').all().map((r) => {
    const row = r as { name: string; sql: string }
    return [row.name, row.sql]
  }))
  for (const o of [...DERIVED, EXIF_COLUMNS_TRIGGER]) t.equal(stored.get(o.name), o.sql, o.name)
  const declared = new Set([...DERIVED, EXIF_COLUMNS_TRIGGER].map((o) => o.name))
  const onSightings = db
    .prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'sightings' AND type IN ('index', 'trigger') AND name NOT LIKE 'sqlite_autoindex_%'")
    .pluck()
    .all() as string[]
  t.same(onSightings.filter((n) => !declared.has(n)), [], 'no index or trigger of an earlier shape is left')
  t.equal((db.pragma('foreign_key_check') as unknown[]).length, 0)
})

t.test('the map query reads the located index, in date order without sorting', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  insertSightings(db, SIGHTINGS, 0)
  const plan = db
    .prepare('EXPLAIN QUERY PLAN SELECT s.id FROM sightings s WHERE (s.latitude IS NOT NULL) ORDER BY s.date_time_original DESC, s.id LIMIT 1000')
    .all()
    .map((r) => (r as { detail: string }).detail)
  t.match(plan.join('\n'), /USING INDEX sightings_located/)
  t.notMatch(plan.join('\n'), /TEMP B-TREE/)
})

const values = (db: ReturnType<typeof openDatabase>, field: string, like: string) =>
  db.prepare('SELECT v.value FROM sighting_values_trigram t JOIN sighting_values v ON v.id = t.rowid WHERE t.value LIKE ? AND v.field = ? ORDER BY v.value').pluck().all(like, field)

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
  t.same(trigram(db, 'file_name', '%IMG_000%'), ['a1', 'a2'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 4)
  db.prepare("UPDATE sightings SET artist = 'Pierre', latitude = NULL, longitude = NULL WHERE image_id = 'b1'").run()
  t.same(fts(db, 'sightings_fts', 'curie'), [])
  t.same(fts(db, 'sightings_fts', 'pierre'), ['b1'])
  t.same(trigram(db, 'artist', '%ierr%'), ['b1'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 3)
  db.prepare("DELETE FROM sightings WHERE image_id = 'a2'").run()
  t.same(trigram(db, 'file_name', '%IMG_000%'), ['a1'])
  t.same((await nearestPhotoDna(storeOnSqlite(db), vector(10, 1), 40_000)).length, 1)
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
  t.same(trigram(db, 'file_name', '%IMG_000%'), ['a1', 'a2'])
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave'])
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), 4)
  t.same((await nearestPhotoDna(storeOnSqlite(db), vector(200, 7), 0)).map((m) => m.distance), [0])
  insertSightings(db, [{ imageId: 'z', url: 'u', artist: 'Marie', username: 'sunny_zoe' }], 0)
  t.same(fts(db, 'sightings_fts', 'marie'), ['b1', 'z'], 'the triggers work again')
  t.same(values(db, 'username', '%unny%'), ['dave_sunny', 'sunny_dave', 'sunny_zoe'])
})

t.test('a bulk load that places some vectors itself leaves the rest to the rebuild, and lookups find what measuring finds', async (t) => {
  const db = open(t)
  t.teardown(() => db.close())
  dropSearchIndexes(db)
  const vectors = Array.from({ length: 60 }, (_, i) => vector(i * 4, 1 + (i % 7), i % 3))
  const sightings = vectors.map((photoDna, i) => ({ imageId: `v${i}`, url: `https://x.example/${i}`, photoDna }))
  insertSightingRows(db, sightingRows(sightings.slice(0, 30), 0), true)
  insertSightings(db, sightings.slice(30), 0)
  t.equal(db.prepare('SELECT count(*) FROM sightings_photodna').pluck().get(), 30, 'the loader placed its own')
  rebuildSearchIndexes(db)
  t.equal(db.prepare('SELECT count(*) FROM sightings_photodna').pluck().get(), 60, 'the rebuild measured the rest')
  const ids = new Map(db.prepare('SELECT image_id, id FROM sightings').raw().all() as [string, number][])
  for (const query of [vectors[3]!, vectors[45]!, vector(7, 2)]) {
    const expected = vectors
      .map((v, i) => ({ id: ids.get(`v${i}`)!, distance: squaredDistance(query, v) }))
      .filter((m) => m.distance <= 40_000)
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
    t.same(await nearestPhotoDna(storeOnSqlite(db), query, 40_000), expected)
  }
})
