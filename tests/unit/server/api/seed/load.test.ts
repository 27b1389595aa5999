// Loading demo sightings: in batches through the sightings store on either engine, and only into an empty table on a
// demo's first start.

import t, { type Test } from 'tap'
import { sql } from 'kysely'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import type { Store } from '../../../../../server/api/store/engine/store.js'
import { seedSightings, seedSightingsGradually } from '../../../../../server/api/seed/load.js'
import { completeSearchStructures, dropSearchIndexes, missingSearchStructures } from '../../../../../server/api/store/sightings/indexes.js'
import { anySightings } from '../../../../../server/api/store/sightings/write-sightings.js'
import { seedDemoSightingsOnFirstStart } from '../../../../../server/api/seed/first-start.js'
import { onEachEngine } from '../store/conformance/engines.js'
import { searchSightings } from '../../../../../server/api/store/sightings/search.js'
import { readSearchRequest } from '../../../../../server/api/search/request.js'

/** The first page of the sightings a search's query string asks for, as the search calls run it. */
const search = (store: Store, query: string) => searchSightings(store, { ...readSearchRequest(new URLSearchParams(query)), page: 1, resultSize: 5 })

const MIGRATIONS = fileURLToPath(new URL('../../../../../server/api/db/migrations/', import.meta.url))

function database(t: Test) {
  const db = openDatabase(':memory:', MIGRATIONS)
  t.teardown(() => db.close())
  return db
}

const countOf = async (store: Store, table: string) =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n

onEachEngine(t, 'seedSightings inserts the asked number in batches and reports each batch', async (t, store) => {
  const reports: number[] = []
  const added = await seedSightings(store, { count: 2_500, batchSize: 1_000, now: 1_700_000_000_000, onBatch: (n) => reports.push(n) })
  t.equal(added, 2_500)
  t.same(reports, [1_000, 2_000, 2_500])
  t.equal(await countOf(store, 'sightings'), 2_500)
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT added_at) AS n FROM sightings`.execute(store.db)
  t.equal(rows[0]!.n, 1)
})

t.test('the serial numbers are stored as text', async (t) => {
  const db = database(t)
  await seedSightings(storeOnSqlite(db), { count: 300, now: 1 })
  t.equal(db.prepare("SELECT typeof(serial_number) FROM sightings WHERE serial_number IS NOT NULL LIMIT 1").pluck().get(), 'text')
})

t.test('the same seed loads the same rows into two databases', async (t) => {
  const a = database(t)
  const b = database(t)
  await seedSightings(storeOnSqlite(a), { count: 300, seed: 9, now: 1 })
  await seedSightings(storeOnSqlite(b), { count: 300, seed: 9, now: 1 })
  const rows = (db: typeof a) => db.prepare('SELECT image_id, serial_number, md5 FROM sightings ORDER BY id').all()
  t.same(rows(a), rows(b))
})

onEachEngine(t, 'first start seeds an empty table, searchable, and leaves a filled one alone', async (t, store) => {
  t.notOk(await anySightings(store))
  const lines: string[] = []
  t.equal(await seedDemoSightingsOnFirstStart(store, 5, (line) => lines.push(line), { count: 1_200 }), 1_200)
  t.ok(lines.some((line) => /added 1,200 sightings/.test(line)), 'the sightings are told')
  t.ok(lines.some((line) => /the Uniform Hub register holds 600 schools/.test(line)), "and the Hub's register")
  t.equal(await seedDemoSightingsOnFirstStart(store, 6, (line) => lines.push(line), { count: 1_200 }), 0)
  t.equal(await countOf(store, 'sightings'), 1_200)
  const page = await search(store, 'make=canon')
  t.ok(page.total > 0, `a search by make finds demo sightings (${page.total})`)
})

onEachEngine(t, 'a service stopping during its first start ends the seeding at the next batch, with the search complete', async (t, store) => {
  let batches = 0
  const added = await seedSightingsGradually(store, { count: 5_000, batchSize: 500, now: 1, onBatch: () => batches++, stopped: () => batches >= 2 })
  t.equal(added, 1_000, 'two batches of the five thousand')
  const page = await search(store, '')
  t.equal(page.total, 1_000, 'every row is found')
})

t.test('on SQLite the stopped seeding leaves every search structure, holding every row', async (t) => {
  const db = database(t)
  let batches = 0
  await seedSightingsGradually(storeOnSqlite(db), { count: 5_000, batchSize: 500, now: 1, onBatch: () => batches++, stopped: () => batches >= 2 })
  t.same(missingSearchStructures(db), [], 'the search structures are back')
  t.equal(db.prepare('SELECT count(*) FROM sightings_fts').pluck().get(), 1_000, 'and hold every row')
})

t.test("a load killed before its rebuild leaves structures missing, which the next start's check puts back", async (t) => {
  const db = database(t)
  await seedSightings(storeOnSqlite(db), { count: 400, now: 1 })
  dropSearchIndexes(db) // what a process killed between the drop and the rebuild leaves
  const missing = missingSearchStructures(db)
  t.ok(missing.length > 5, `${missing.length} structures are missing`)
  t.same(completeSearchStructures(db), missing, 'the check names what it made')
  t.same(missingSearchStructures(db), [])
  t.same(completeSearchStructures(db), [], 'and makes nothing when the search is complete')
  db.prepare('DELETE FROM sightings WHERE id = (SELECT min(id) FROM sightings)').run()
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), db.prepare('SELECT count(*) FROM sightings WHERE latitude IS NOT NULL').pluck().get(), 'the triggers keep the derived tables in step again')
})
