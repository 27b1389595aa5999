// The saved-search calls (spec-1 §3.7, §4.6, §7): save with a unique reference, counts of all and new
// results, viewed, and bulk delete of only the caller's own searches; each the same on both engines.

import t from 'tap'
import type { Test } from 'tap'
import { assertAudited, harnessOn, MINUTE, NOW, onEachEngine, snapshotOf } from './harness.js'
import { INVESTIGATOR, SIGHTINGS } from './search/sightings-fixture.js'
import { writeSightings } from '../../../../server/api/store/sightings/write-sightings.js'
import type { EngineName } from '../../../../server/api/store/engine/store.js'
import type { SavedSearch } from '../../../../shared/api/types/sightings.js'

const OTHER = 'olga@police.example'

/** The search tests' sightings and an investigator holding MetadataSearch, signed in, on `engine`. */
async function setup(t: Test, engine: EngineName) {
  const h = await harnessOn(t, engine)
  await writeSightings(h.store, SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    browser.call({ method, url, ...(payload ? { payload } : {}) }, INVESTIGATOR)
  const save = (reference: string, queryString: string) => call('POST', '/v1/searches', { reference, queryString })
  const list = async () => (await call('GET', '/v1/searches')).json() as SavedSearch[]
  return { h, browser, call, save, list }
}

onEachEngine(t, 'a saved search lists its reference, query and counts; nothing is new when saved', async (t, engine) => {
  const { h, save, list } = await setup(t, engine)
  h.clock.advance(MINUTE)
  const res = await save('Canon 0000123', 'serialNumber=0000123&page=3&format=grid')
  t.equal(res.statusCode, 200)
  t.equal(res.json().search.reference, 'Canon 0000123')
  const [saved] = await list()
  t.same(saved, {
    id: res.json().search.id,
    reference: 'Canon 0000123',
    queryString: 'serialNumber=0000123',
    totalResultCount: 2,
    newResultCount: 0,
    dateOfLastSighting: new Date(NOW).toISOString(),
    dateLastAccessed: null,
    creationDate: new Date(NOW + MINUTE).toISOString(),
  })
  await assertAudited(t, h)
})

onEachEngine(t, 'the stored query keeps the filters and what changes their matches, not paging or views', async (t, engine) => {
  const { save, list } = await setup(t, engine)
  await save('wild', 'domain=*.example&allowWildcards=true&groupBy=camera&resultSize=100')
  await save('located', 'Make=Canon&mustHaveGPS=true&format=map&allowWildcards=false')
  const byReference = Object.fromEntries((await list()).map((s) => [s.reference, s]))
  t.equal(byReference.wild!.queryString, 'domain=*.example&allowWildcards=true')
  t.equal(byReference.wild!.totalResultCount, 4, 'the wildcard still matches')
  t.equal(byReference.located!.queryString, 'make=Canon&mustHaveGPS=true', 'legacy name made current')
  t.equal(byReference.located!.totalResultCount, 3)
})

onEachEngine(t, 'new sightings after saving show as new; viewing zeroes them', async (t, engine) => {
  const { h, save, list, call } = await setup(t, engine)
  h.clock.advance(MINUTE)
  const { search } = (await save('Canon', 'make=Canon')).json() as { search: SavedSearch }
  t.equal(search.totalResultCount, 3)
  const later = NOW + 5 * MINUTE
  await writeSightings(
    h.store,
    [
      { imageId: 'n1', url: 'https://pics.example/n1.jpg', make: 'Canon', model: 'Canon EOS R6' },
      { imageId: 'n2', url: 'https://pics.example/n2.jpg', make: 'Nikon', model: 'Nikon Z6' },
      { imageId: 'n3', url: 'https://pics.example/n3.jpg', make: 'canon', model: 'Canon EOS 90D' },
    ],
    later,
  )
  h.clock.advance(10 * MINUTE)
  let [listed] = await list()
  t.equal(listed!.totalResultCount, 5)
  t.equal(listed!.newResultCount, 2, 'only the new sightings that match')
  t.equal(listed!.dateOfLastSighting, new Date(later).toISOString())

  const viewed = await call('POST', `/v1/searches/${search.id}`)
  t.equal(viewed.statusCode, 200)
  t.equal(viewed.json().search.newResultCount, 0)
  ;[listed] = await list()
  t.equal(listed!.newResultCount, 0)
  t.equal(listed!.totalResultCount, 5)
  t.equal(listed!.dateLastAccessed, new Date(NOW + 11 * MINUTE).toISOString())
  const rows = await assertAudited(t, h)
  t.same(
    rows.map((r) => r.action),
    ['login', 'save-search', 'saved-searches', 'saved-search-viewed', 'saved-searches'],
  )
})

onEachEngine(t, 'a search with no results has 1970-01-01 as its date of last sighting, until one arrives', async (t, engine) => {
  const { h, save, list } = await setup(t, engine)
  await save('Ghost camera', 'serialNumber=GHOST-1')
  let [listed] = await list()
  t.same([listed!.totalResultCount, listed!.newResultCount, listed!.dateOfLastSighting], [0, 0, '1970-01-01T00:00:00.000Z'])
  await writeSightings(h.store, [{ imageId: 'g1', url: 'https://x.example/g1.jpg', serialNumber: 'GHOST-1' }], NOW + MINUTE)
  ;[listed] = await list()
  t.same([listed!.totalResultCount, listed!.newResultCount], [1, 1], 'every result is new')
})

onEachEngine(t, 'references are unique per user, whatever their case; another user may reuse one', async (t, engine) => {
  const { h, save } = await setup(t, engine)
  t.equal((await save('Case 42', 'make=Canon')).statusCode, 200)
  const before = await snapshotOf(h.store)
  const dup = await save('  case 42 ', 'make=Apple')
  t.equal(dup.statusCode, 400)
  t.same(dup.json(), { success: false, error: 'Reference already exists' })
  t.equal(await snapshotOf(h.store), before, 'nothing changed')

  await h.addUser({ email: OTHER }, ['MetadataSearch'])
  const other = h.browser()
  await other.signIn(OTHER)
  const res = await other.call({ method: 'POST', url: '/v1/searches', payload: { reference: 'CASE 42', queryString: 'make=Canon' } }, OTHER)
  t.equal(res.statusCode, 200)
  await assertAudited(t, h)
})

onEachEngine(t, 'bad input is refused with a message and saves nothing', async (t, engine) => {
  const { h, save, call } = await setup(t, engine)
  const before = await snapshotOf(h.store)
  const cases: [string, string, string][] = [
    ['', 'make=Canon', 'A reference is required.'],
    ['   ', 'make=Canon', 'A reference is required.'],
    ['No filters', 'page=2', 'A saved search needs at least one filter.'],
    ['Bad field', 'colour=red', 'The filter colour is not valid: there is no such filter.'],
    ['Bad date', 'dateTimeOriginal=yesterday', 'The filter dateTimeOriginal is not valid'],
    ['Bad location', 'location=100:0:1:MILES', 'The filter location is not valid'],
  ]
  for (const [reference, queryString, message] of cases) {
    const res = await save(reference, queryString)
    t.equal(res.statusCode, 400, `${reference || 'empty'}: 400`)
    t.match(res.json().error, message)
  }
  const unknownField = await call('POST', '/v1/searches', { reference: 'x', queryString: 'make=Canon', extra: 1 })
  t.equal(unknownField.statusCode, 400)
  const missing = await call('POST', '/v1/searches', { queryString: 'make=Canon' })
  t.equal(missing.statusCode, 400)
  t.equal(await snapshotOf(h.store), before)
  await assertAudited(t, h)
})

onEachEngine(t, 'bulk delete removes only the caller\'s searches and says which', async (t, engine) => {
  const { h, save, call, list } = await setup(t, engine)
  const mine = [(await save('one', 'make=Canon')).json().search.id, (await save('two', 'make=Apple')).json().search.id] as number[]
  await h.addUser({ email: OTHER }, ['MetadataSearch'])
  const other = h.browser()
  await other.signIn(OTHER)
  const theirs = (await other.call({ method: 'POST', url: '/v1/searches', payload: { reference: 'theirs', queryString: 'make=Canon' } }, OTHER)).json()
    .search.id as number

  const res = await call('DELETE', `/v1/searches/bulk?ids=${mine[0]},${theirs},99999`)
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, ids: [mine[0]] })
  t.same((await list()).map((s) => s.reference), ['two'])
  const theirList = (await other.call({ method: 'GET', url: '/v1/searches' }, OTHER)).json() as SavedSearch[]
  t.same(theirList.map((s) => s.reference), ['theirs'], 'another user\'s search survives')

  t.equal((await call('DELETE', '/v1/searches/bulk?ids=1,x')).statusCode, 400)
  t.equal((await call('POST', `/v1/searches/${theirs}`)).statusCode, 404, 'another user\'s search cannot be marked viewed')
  const rows = await assertAudited(t, h)
  t.ok(rows.some((r) => r.action === 'delete-searches' && r.details === `deleted ${mine[0]}`))
})

onEachEngine(t, 'the calls need a session and the MetadataSearch role', async (t, engine) => {
  const { h } = await setup(t, engine)
  const anonymous = h.browser()
  t.equal((await anonymous.call({ method: 'GET', url: '/v1/searches' }, 'anonymous')).statusCode, 401)
  await h.addUser({ email: 'nora@police.example' })
  const unlicensed = h.browser()
  await unlicensed.signIn('nora@police.example')
  for (const [method, url] of [['GET', '/v1/searches'], ['POST', '/v1/searches/1'], ['DELETE', '/v1/searches/bulk?ids=1']] as const) {
    const res = await unlicensed.call({ method, url }, 'nora@police.example')
    t.equal(res.statusCode, 403, `${method} ${url}`)
    t.equal(res.json().error, 'Permission Denied.')
  }
  const save = await unlicensed.call(
    { method: 'POST', url: '/v1/searches', payload: { reference: 'r', queryString: 'make=Canon' } },
    'nora@police.example',
  )
  t.equal(save.statusCode, 403)
})

onEachEngine(t, 'counts stop at the search cap, however many match', async (t, engine) => {
  const { h, save, list } = await setup(t, engine)
  await save('Bulk', 'make=Bulkcam')
  const many = Array.from({ length: 10_050 }, (_, i) => ({ url: `https://bulk.example/${i}.jpg`, make: 'Bulkcam' }))
  await writeSightings(h.store, many, NOW + MINUTE)
  const [listed] = await list()
  t.equal(listed!.totalResultCount, 10_001)
  t.equal(listed!.newResultCount, 10_001)
  t.equal(SIGHTINGS.length, 5)
})
