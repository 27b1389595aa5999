// A negated make or model read from the camera index (camera-driver.ts): the same sightings as a check
// of each row, and, when few pass, a plan that never walks every sighting of the kept model.

import t from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { MIGRATIONS } from '../../harness.js'
import { insertSightings, type NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { storeOnSqlite } from '../../../../../../server/api/store/engine/sqlite.js'
import { countSightings } from '../../../../../../server/api/store/sightings/count.js'
import { whereOf } from '../../../../../../server/api/store/sightings/matches.js'
import { compileFilter } from '../../../../../../server/api/store/sightings/matches-on-store.js'
import { readSearchRequest } from '../../../../../../server/api/search/request.js'
import { cameraDriver, FEW_CAMERA_MATCHES } from '../../../../../../server/api/store/sightings/camera-driver.js'

const MAKES = ['Apple', 'Canon', 'samsung', null] as const
const MODELS = ['iPhone 11', 'iPhone 12', 'Canon EOS 600D', 'SM-G991B', null] as const

/** Every make with every model, many times over, and a few odd pairs (a phone model under no make). */
function sightings(): NewSighting[] {
  const rows: NewSighting[] = []
  let n = 0
  for (let i = 0; i < 40; i++) {
    for (const make of MAKES) {
      for (const model of MODELS) {
        // Apple only makes iPhones here, as in the world: `-make=Apple&model=iPhone 11` leaves the no-make ones.
        if (model?.startsWith('iPhone') && make !== 'Apple' && !(make === null && i < 2)) continue
        rows.push({ imageId: `s${n}`, url: `https://pics.example/${n}.jpg`, make, model, dateTimeOriginal: Date.UTC(2020, 0, 1) + n * 60_000 })
        n++
      }
    }
  }
  return rows
}

const setup = () => {
  const db = openDatabase(join(t.testdir(), 'camera.db'), MIGRATIONS)
  const rows = sightings()
  insertSightings(db, rows, Date.UTC(2026, 0, 1))
  db.exec('ANALYZE')
  return { db, rows }
}

const { db, rows } = setup()
const store = storeOnSqlite(db)
t.teardown(() => db.close())

const search = (query: string) => ({ ...readSearchRequest(new URLSearchParams(query)), page: 1, resultSize: 1000 })
const found = async (query: string) =>
  (await searchSightings(store, search(query)))
    .items.map((item) => (JSON.parse(item) as { id: string }).id)
    .sort()

/** What a check of every row gives: a negated value keeps the rows without one; make ignores case. */
function expected(test: (row: NewSighting) => boolean): string[] {
  return rows.filter(test).map((row) => row.imageId!).sort()
}
const same = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase()

t.test('the sightings found are those a check of each row finds', async (t) => {
  const cases: [string, (row: NewSighting) => boolean][] = [
    ['-make=Apple&model=iPhone 11', (r) => !same(r.make, 'Apple') && r.model === 'iPhone 11'],
    ['-make=apple&model=iPhone 11', (r) => !same(r.make, 'Apple') && r.model === 'iPhone 11'],
    ['-make=Canon&model=SM-G991B', (r) => !same(r.make, 'Canon') && r.model === 'SM-G991B'],
    ['-make=Canon&-make=samsung&model=SM-G991B', (r) => !same(r.make, 'Canon') && !same(r.make, 'samsung') && r.model === 'SM-G991B'],
    ['make=Apple&-model=iPhone 11', (r) => same(r.make, 'Apple') && r.model !== 'iPhone 11'],
    ['make=samsung&-model=SM-G991B&-model=Canon EOS 600D', (r) => same(r.make, 'samsung') && r.model !== 'SM-G991B' && r.model !== 'Canon EOS 600D'],
    ['-make=Apple&-model=iPhone 11', (r) => !same(r.make, 'Apple') && r.model !== 'iPhone 11'],
    ['model=iPhone 11&-model=iPhone 12', (r) => r.model === 'iPhone 11'],
    ['model=*EOS*&-model=iPhone 12', () => false],
  ]
  for (const [query, test] of cases) t.same(await found(query), expected(test), query)
  t.ok((await found('-make=Apple&model=iPhone 11')).length > 0, 'the sightings without a make are kept')
})

t.test('when few sightings pass, the camera index finds them; the kept model is not walked row by row', async (t) => {
  const plan = async (query: string) => {
    const { where, params } = whereOf((await compileFilter(store, search(query))).conditions)
    return (db.prepare(`EXPLAIN QUERY PLAN SELECT s.id FROM sightings s ${where} ORDER BY s.date_time_original DESC, s.id LIMIT 25`).all(...params) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n')
  }
  const fewLeft = await plan('-make=Apple&model=iPhone 11')
  t.match(fewLeft, /COVERING INDEX sightings_by_camera \(make=\? AND model=\?\)/, 'each other make is a seek of the camera index')
  t.notMatch(fewLeft, /INDEX sightings_by_model/, 'the kept model is not read row by row')
  t.match(await plan('make=Apple&-model=iPhone 11'), /sightings_by_camera/)
})

t.test('when many pass, the usual plan stays: a page in date order needs no sort of them all', async (t) => {
  const filter = search('-make=Apple&model=Canon EOS 600D')
  t.equal(cameraDriver(filter, () => FEW_CAMERA_MATCHES + 1), null, 'many: left out')
  t.equal(cameraDriver(filter, () => 12)?.matches, 12, 'few: it drives the query, with their number')
  t.match(cameraDriver(filter, () => 12)?.sql, /^s\.id IN \(WITH RECURSIVE/, 'on SQLite as a set of ids')
  // As IN, PostgreSQL guessed hundreds of sightings a make and walked every sighting in date order for an empty page.
  t.match(cameraDriver(filter, () => 12, 'postgres')?.sql, /^s\.id = ANY\(ARRAY\(WITH RECURSIVE/, 'on PostgreSQL the ids first, as an array')
  t.equal(cameraDriver(search('make=Canon&model=Canon EOS 600D'), () => 1), null, 'nothing negated: no camera condition')
  t.equal(cameraDriver(search('-make=Canon'), () => 1), null, 'nothing kept to start from: no camera condition')
})

t.test('a filter of makes and models alone, one negated, is counted from the camera index: the total rows give', async (t) => {
  const rowCount = async (query: string) => {
    const { where, params } = whereOf((await compileFilter(store, { ...search(query), mustHave: ['location'] })).conditions.slice(0, -1))
    return db.prepare(`SELECT count(*) FROM sightings s ${where}`).pluck().get(...params) as number
  }
  for (const query of ['-make=Apple&model=iPhone 11', '-make=Canon&-make=samsung&model=SM-G991B', 'make=Apple&-model=iPhone 11', '-make=Canon&model=Canon EOS 600D']) {
    const compiled = await compileFilter(store, search(query))
    const rows = await rowCount(query)
    t.equal(compiled.total, rows, query)
    t.equal((await searchSightings(store, { ...search(query), resultSize: 1 })).total, rows, `${query}: the page's total`)
    t.equal(await countSightings(store, search(query), 3), Math.min(3, rows), `${query}: a lead's count, to its cap`)
    t.equal(await countSightings(store, search(query), 50_000), rows, `${query}: past the page's cap, counted row by row`)
  }
  t.equal((await compileFilter(store, search('make=Canon&model=Canon EOS 600D'))).total, undefined, 'nothing negated: counted as usual')
  t.equal((await compileFilter(store, search('-make=Canon&model=SM-G991B&exists=location'))).total, undefined, 'a filter that asks more: counted as usual')
  t.equal((await compileFilter(store, search('-make=Canon&model=SM-G991B&domain=x'))).total, undefined)
})
