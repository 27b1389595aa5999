// GET /v1/sightings/{id}, the PhotoDNA similar search, and who may call the sighting calls (spec-1 §6, §7).

import t from 'tap'
import { assertAudited, auditRows } from './harness.js'
import { renewApiKey } from '../../../../server/api/store/api-keys.js'
import { findUserByEmail } from '../../../../server/api/store/users.js'
import { insertSightings } from '../../../../server/api/store/sightings/rows.js'
import { INVESTIGATOR, NO_LICENCE, searchSetup, vector } from './search/sightings-fixture.js'

const csv = (bytes: Uint8Array) => Array.from(bytes).join(',')

t.test('one sighting by its id carries every detail and its Exif', async (t) => {
  const { h, get } = await searchSetup(t)
  const res = await get('/v1/sightings/a1')
  t.equal(res.statusCode, 200)
  const { image } = res.json()
  t.match(image, {
    id: 'a1', fileName: 'IMG_0001.JPG', md5: 'd41d8cd98f00b204e9800998ecf8427e', lens: 'EF24-70mm f/2.8L',
    barcode: 'AbC123', exif: { Make: 'Canon' }, cameraName: 'Canon - Canon EOS 5D Mark IV - 0000123 - IX1',
  })
  const missing = await get('/v1/sightings/nope')
  t.equal(missing.statusCode, 404)
  t.same(missing.json(), { success: false, error: 'This image could not be found.' })
  await assertAudited(t, h)
  t.same(auditRows(h.db).slice(-2).map((r) => [r.action, r.details]), [['sighting', 'a1'], ['sighting', 'nope']])
})

t.test('similar search: nearest first with the squared distance, under the threshold, in any hash form', async (t) => {
  const { get } = await searchSetup(t)
  const query = vector(10, 1, 2)
  for (const form of [csv(query), Buffer.from(query).toString('hex'), encodeURIComponent(Buffer.from(query).toString('base64'))]) {
    const res = await get(`/v1/sightings/similar/pdna/full/${form}?skipCache=true`)
    t.equal(res.statusCode, 200)
    const body = res.json()
    t.same(body.results.map((r: { id: string; distance: number }) => [r.id, r.distance]), [['a1', 4], ['a2', 784]])
    t.equal(body.totalResults, 2)
  }
  const far = await get(`/v1/sightings/similar/pdna/full/${csv(vector(120, 3))}`)
  t.same(far.json(), { success: true, results: [], totalResults: 0 })
  const paged = await get(`/v1/sightings/similar/pdna/full/${csv(query)}?page=2&resultSize=1`)
  t.same(paged.json().results.map((r: { id: string }) => r.id), ['a2'])
})

t.test('similar search finds sightings added after the index was built, and forgets deleted ones', async (t) => {
  const { h, get } = await searchSetup(t)
  const query = vector(200, 7)
  t.same((await get(`/v1/sightings/similar/pdna/full/${csv(query)}`)).json().results.map((r: { id: string }) => r.id), ['b1'])
  insertSightings(h.db, [{ imageId: 'b2', url: 'https://x.example/b2.jpg', photoDna: vector(200, 7, 5) }], h.clock.now)
  t.same((await get(`/v1/sightings/similar/pdna/full/${csv(query)}`)).json().results.map((r: { id: string }) => r.id), ['b1', 'b2'])
  h.db.prepare("DELETE FROM sightings WHERE image_id = 'b1'").run()
  h.db.prepare("UPDATE sightings SET photodna = ? WHERE image_id = 'b2'").run(Buffer.from(vector(0, 2)))
  t.same((await get(`/v1/sightings/similar/pdna/full/${csv(query)}`)).json().results, [])
})

t.test('a hash that is not 144 bytes, or a bad skipCache, is refused', async (t) => {
  const { get } = await searchSetup(t)
  for (const hash of ['1,2,3', 'abc', Buffer.alloc(10).toString('hex'), `${csv(vector(1, 1)).slice(0, -1)}256`]) {
    const res = await get(`/v1/sightings/similar/pdna/full/${encodeURIComponent(hash)}`)
    t.equal(res.statusCode, 400, hash)
    t.match(res.json().error, /^The hash is not a PhotoDNA hash/)
  }
  const res = await get(`/v1/sightings/similar/pdna/full/${csv(vector(1, 1))}?skipCache=maybe`)
  t.equal(res.statusCode, 400)
})

t.test('without a session the calls answer 401; without MetadataSearch, 403 Permission Denied.', async (t) => {
  const { h } = await searchSetup(t)
  const stranger = h.browser()
  const hash = csv(vector(10, 1))
  const urls = ['/v1/sightings?make=Canon', '/v1/sightings/a1', `/v1/sightings/similar/pdna/full/${hash}`]
  for (const url of urls) t.equal((await stranger.call({ method: 'GET', url }, 'anonymous')).statusCode, 401, url)
  await h.addUser({ email: NO_LICENCE })
  const unlicensed = h.browser()
  await unlicensed.signIn(NO_LICENCE)
  for (const url of urls) {
    const res = await unlicensed.call({ method: 'GET', url }, NO_LICENCE)
    t.equal(res.statusCode, 403, url)
    t.same(res.json(), { success: false, error: 'Permission Denied.' })
  }
  await assertAudited(t, h)
  t.same(
    auditRows(h.db).slice(-3).map((r) => [r.action, r.details]),
    [['search', 'make=Canon'], ['sighting', 'a1'], ['similar', hash]],
    'the refused search is in the audit log with its filters',
  )
})

t.test('an API key works for the sighting calls', async (t) => {
  const { h } = await searchSetup(t)
  const key = await renewApiKey(h.store, (await findUserByEmail(h.store, INVESTIGATOR))!.id, h.clock.now)
  const keyed = h.browser()
  const res = await keyed.call({ method: 'GET', url: '/v1/sightings?make=Apple', headers: { 'x-api-key': key } }, INVESTIGATOR)
  t.equal(res.statusCode, 200)
  t.same(res.json().results.map((r: { id: string }) => r.id), ['c1'])
  t.equal((await keyed.call({ method: 'GET', url: '/v1/sightings/b1', headers: { 'x-api-key': key } }, INVESTIGATOR)).statusCode, 200)
})
