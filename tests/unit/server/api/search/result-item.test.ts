// The search replies carry every field of SearchResultItem (shared/api/types/sightings.ts), and no other,
// although a list reads only some of each sighting's columns.

import t from 'tap'
import { searchSetup } from './sightings-fixture.js'

const RESULT_ITEM_KEYS = [
  'id', 'url', 'source', 'domain', 'username', 'profile', 'dateTimeOriginal', 'dateFirstSeen', 'dateLastSeen', 'make',
  'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber', 'cameraName', 'dimensions', 'width', 'height',
  'orientation', 'longestEdge', 'shortestEdge', 'filesize', 'location', 'cell', 'photoDNAFullHash', 'qtHash', 'tags',
  'knownChildAbuseImageArachnid', 'ownerName', 'artist', 'creator', 'copyright', 'copyrightNotice', 'author', 'xpAuthor',
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
  t.equal(a1.dateTimeOriginal, '2020-05-01T12:00:00.000Z')
  t.same([...Buffer.from(a1.photoDNAFullHash, 'base64')].slice(0, 3), [10, 11, 12])
  t.equal(a1.photoDNAFullHash.length, 192)
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
