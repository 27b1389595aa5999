// The search replies carry every field of SearchResultItem (shared/api/types/sightings.ts), and no other,
// although a list reads only some of each sighting's columns.

import t, { type Test } from 'tap'
import type { NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import { writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import type { EngineName } from '../../../../../../server/api/store/engine/store.js'
import { harnessOn, HTTP_ENGINES, NOW } from '../../harness.js'
import { searchSetup } from '../../search/sightings-fixture.js'

const RESULT_ITEM_KEYS = [
  'id', 'url', 'source', 'domain', 'username', 'profile', 'dateTimeOriginal', 'dateFirstSeen', 'dateLastSeen', 'make',
  'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber', 'cameraName', 'dimensions', 'width', 'height',
  'orientation', 'longestEdge', 'shortestEdge', 'filesize', 'location', 'cell', 'photoDNAFullHash', 'qtHash', 'tags',
  'knownChildAbuseImageArachnid', 'ownerName', 'artist', 'creator', 'copyright', 'copyrightNotice', 'author', 'xpAuthor',
  'placeholders',
]

t.test('a search reply carries every field of every result', async (t) => {
  const { get } = await searchSetup(t)
  const res = await get('/v1/sightings?resultSize=10')
  t.equal(res.statusCode, 200)
  const { results } = res.json() as { results: Record<string, unknown>[] }
  t.equal(results.length, 5)
  for (const item of results) t.same(Object.keys(item).sort(), [...RESULT_ITEM_KEYS].sort())
  const a1 = results.find((r) => r.id === 'a1')!
  t.same(a1.location, { lat: 51.5074, lon: -0.1278 })
  t.equal(a1.cell, null)
  t.same(a1.tags, ['beach', 'summer'])
  t.equal(a1.filesize, 2 * 1024 * 1024)
  t.equal(a1.dateTimeOriginal, '2020-05-01T12:00:00')
  const hash = String(a1.photoDNAFullHash)
  t.same([...Buffer.from(hash, 'base64')].slice(0, 3), [10, 11, 12])
  t.equal(hash.length, 192)
  t.equal(results.find((r) => r.id === 'c1')!.knownChildAbuseImageArachnid, true)
})

t.test('a similar reply carries each result with its distance', async (t) => {
  const { get } = await searchSetup(t)
  const a1 = (await get('/v1/sightings?resultSize=10')).json().results.find((r: { id: string }) => r.id === 'a1')
  const res = await get(`/v1/sightings/similar/pdna/full/${encodeURIComponent(a1.photoDNAFullHash)}`)
  const results = res.json().results as Record<string, unknown>[]
  t.same(results.map((r) => [r.id, r.distance]), [['a1', 0], ['a2', 900]])
  t.same(Object.keys(results[0]!).sort(), [...RESULT_ITEM_KEYS, 'distance'].sort())
})

/** Sightings whose values test each way an item is written: dates either side of 1970, empty parts, text to escape. */
const ODD: NewSighting[] = [
  {
    imageId: 'e1', url: 'https://pics.example/e1.jpg', make: '', model: 'Model "Q"\\\n\t\u0001', serialNumber: '007',
    dateTimeOriginal: Date.UTC(1969, 6, 20, 20, 17, 40, 999), dateFirstSeen: -1, dateLastSeen: 0,
    latitude: 0, longitude: 51, cellLatitude: -12.5, cellLongitude: 179.999999, width: 3, height: 2,
    tags: ['a "quoted" tag', 'ünïcödé ☃', 'back\\slash', 'tab\there\u0001', ''], filesize: 2 ** 40, creator: '😀',
    photoDna: Uint8Array.from({ length: 144 }, (_, i) => (i * 37) % 256),
  },
  { imageId: 'e2', url: 'https://pics.example/e2.jpg', dateTimeOriginal: Date.UTC(2038, 0, 19, 3, 14, 8, 1), width: 7 },
  {
    imageId: 'e3', url: 'https://pics.example/e3.jpg', dateTimeOriginal: Date.UTC(2019, 2, 7, 14, 5, 9), dateTimeOriginalOffset: '+02:00',
    serialNumber: '0000000', ownerName: 'unknown', placeholders: ['serialNumber', 'ownerName'], knownAbuse: true, tags: ['one'],
    make: 'Canon', model: 'Canon EOS R5', internalSerialNumber: 'IX-9', latitude: -33.8688, longitude: 151.2093,
  },
]

/** The odd sightings' items as a search on `engine` gives them, in the order of their ids, parsed. */
async function oddItems(t: Test, engine: EngineName): Promise<{ text: string; items: Record<string, unknown>[] }> {
  const h = await harnessOn(t, engine)
  await writeSightings(h.store, ODD, NOW)
  await h.addUser({ email: 'ines@police.example' }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn('ines@police.example')
  const res = await browser.call({ method: 'GET', url: '/v1/sightings?url=https%3A%2F%2Fpics.example%2Fe*&allowWildcards=true' }, 'ines@police.example')
  t.equal(res.statusCode, 200, `the search on ${engine}`)
  const items = (res.json() as { results: Record<string, unknown>[] }).results.sort((a, b) => String(a.id).localeCompare(String(b.id)))
  return { text: res.body, items }
}

t.test("each engine writes an item as JavaScript would: dates to the millisecond, the camera's time as written, empty parts left out, text escaped", async (t) => {
  for (const engine of HTTP_ENGINES) {
    await t.test(engine, async (t) => {
      const [e1, e2, e3] = (await oddItems(t, engine)).items as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]
      t.same(Object.keys(e1), RESULT_ITEM_KEYS, 'every key, in the order of the type')
      t.equal(e1.dateTimeOriginal, '1969-07-20T20:17:40.999', 'the camera time as written: no Z, the fraction kept')
      t.equal(e3.dateTimeOriginal, '2019-03-07T14:05:09+02:00', 'the offset the file recorded')
      t.same(e3.placeholders, ['serialNumber', 'ownerName'])
      t.same(e1.placeholders, [])
      t.equal(e1.dateFirstSeen, '1969-12-31T23:59:59.999Z')
      t.equal(e1.dateLastSeen, '1970-01-01T00:00:00.000Z')
      t.equal(e2.dateTimeOriginal, '2038-01-19T03:14:08.001')
      t.equal(e1.model, 'Model "Q"\\\n\t\u0001')
      t.equal(e1.cameraName, 'Model "Q"\\\n\t\u0001 - 007', 'the empty make is left out')
      t.equal(e2.cameraName, '')
      t.equal(e3.cameraName, 'Canon - Canon EOS R5 - 0000000 - IX-9')
      t.same(e1.location, { lat: 0, lon: 51 })
      t.same(e1.cell, { lat: -12.5, lon: 179.999999 })
      t.same(e3.location, { lat: -33.8688, lon: 151.2093 })
      t.equal(e1.dimensions, '3 x 2')
      t.equal(e2.dimensions, null, 'no height, no dimensions')
      t.same(e1.tags, ['a "quoted" tag', 'ünïcödé ☃', 'back\\slash', 'tab\there\u0001', ''])
      t.same(e2.tags, [])
      t.same(e3.tags, ['one'])
      t.equal(e1.filesize, 2 ** 40)
      t.equal(e1.creator, '😀')
      t.equal(e1.photoDNAFullHash, Buffer.from(ODD[0]!.photoDna!).toString('base64'), 'the hash as base64, on one line')
      t.equal(e2.photoDNAFullHash, null)
      t.equal(e2.knownChildAbuseImageArachnid, false)
      t.equal(e3.knownChildAbuseImageArachnid, true)
      t.equal(e2.location, null)
      t.equal(e2.width, 7)
      t.equal(e2.height, null)
    })
  }
})

t.test('both engines give the same items, key for key, in the same order', { skip: HTTP_ENGINES.length < 2 && 'one engine only' }, async (t) => {
  const sqlite = await oddItems(t, 'sqlite')
  const postgres = await oddItems(t, 'postgres')
  t.same(postgres.items, sqlite.items)
  t.same(postgres.items.map((item) => Object.keys(item)), sqlite.items.map((item) => Object.keys(item)))
  // The texts differ only where SQLite writes a whole number kept as a real with its ".0".
  t.equal(postgres.text, sqlite.text.replace(/(\d)\.0(?=[,}])/g, '$1'), 'the same text')
})
