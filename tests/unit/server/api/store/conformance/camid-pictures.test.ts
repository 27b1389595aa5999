// The pictures Camera ID reads, on both engines: those waiting to be indexed, oldest first and of a resolution either
// way round; digests stored and read back byte for byte; the resolutions counted; a generated sighting's sensor; the
// demo's cameras; pictures forgotten; and two instances indexing the same pictures at once, which store each digest
// once, keep what the other indexed, and wait for each other rather than deadlock.

import t from 'tap'
import {
  camerasWithPictures,
  countIndexedOfSize,
  forgetPictures,
  hasUnindexedPictures,
  indexedPicturesAfter,
  resolutionsByPictures,
  sensorOfSighting,
  storeDigests,
  unindexedPictures,
} from '../../../../../../server/api/store/camid/pictures.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aPicture, aSighting } from './camid-given.js'

/** A digest of the test's own: every byte, from 0 to 255, some of them marked by `mark`. */
const digestOf = (mark: number) => Uint8Array.from({ length: 256 }, (_, i) => (i * 7 + mark) % 256)

const seen = (id: string, width: number, height: number, more: { sensorSeed?: number; imageFile?: string; make?: string } = {}) =>
  ({ sighting: { imageId: id, imageFile: more.imageFile ?? null, make: more.make ?? null }, picture: { width, height, sensorSeed: more.sensorSeed ?? null } })

async function pictures(store: Store, list: ReturnType<typeof seen>[]): Promise<number[]> {
  const ids: number[] = []
  for (const p of list) ids.push(await aPicture(store, p.sighting, p.picture))
  return ids
}

onEachEngine(t, 'pictures wait to be indexed oldest first, of a resolution either way round, and are read back with their digests', async (t, store) => {
  t.notOk(await hasUnindexedPictures(store), 'none at first')
  await aSighting(store, { imageId: 'no-picture' })
  const [wide, tall, small, other] = await pictures(store, [
    seen('wide', 1280, 1024, { sensorSeed: 0x1a2b3c4d }),
    seen('tall', 1024, 1280, { imageFile: 'images/tall.jpg' }),
    seen('small', 640, 512),
    seen('other', 1280, 1024),
  ])
  t.ok(await hasUnindexedPictures(store))
  t.same(await unindexedPictures(store, 10), [
    { sightingId: wide, imageId: 'wide', width: 1280, height: 1024, sensorSeed: 0x1a2b3c4d, imageFile: null },
    { sightingId: tall, imageId: 'tall', width: 1024, height: 1280, sensorSeed: null, imageFile: 'images/tall.jpg' },
    { sightingId: small, imageId: 'small', width: 640, height: 512, sensorSeed: null, imageFile: null },
    { sightingId: other, imageId: 'other', width: 1280, height: 1024, sensorSeed: null, imageFile: null },
  ])
  t.same((await unindexedPictures(store, 2, { width: 1024, height: 1280 })).map((p) => p.imageId), ['wide', 'tall'], 'either way round, up to the limit')
  t.equal(await storeDigests(store, [{ sightingId: tall!, digest: digestOf(1) }, { sightingId: wide!, digest: digestOf(2) }, { sightingId: small!, digest: digestOf(3) }]), 3)
  t.same((await unindexedPictures(store, 10)).map((p) => p.imageId), ['other'])
  t.equal(await countIndexedOfSize(store, 1280, 1024), 2, 'either way round')
  t.equal(await countIndexedOfSize(store, 1024, 1280), 2)
  const indexed = await indexedPicturesAfter(store, 1280, 1024, 0, 10)
  t.same(indexed.map((p) => [p.imageId, [...p.digest]]), [['wide', [...digestOf(2)]], ['tall', [...digestOf(1)]]], 'in sighting order, every byte as stored')
  t.same((await indexedPicturesAfter(store, 1024, 1280, wide!, 10)).map((p) => p.imageId), ['tall'], 'after a sighting')
  t.same((await indexedPicturesAfter(store, 1280, 1024, 0, 1)).map((p) => p.imageId), ['wide'], 'up to the limit')
  await forgetPictures(store, [other!])
  t.notOk(await hasUnindexedPictures(store), 'a picture that cannot be read is forgotten')
  t.equal(await sensorOfSighting(store, 'other'), null, 'with it')
})

onEachEngine(t, 'a square resolution is counted once', async (t, store) => {
  const ids = await pictures(store, [seen('a', 1000, 1000), seen('b', 1000, 1000), seen('c', 1000, 999)])
  await storeDigests(store, ids.map((sightingId) => ({ sightingId, digest: digestOf(0) })))
  t.equal(await countIndexedOfSize(store, 1000, 1000), 2)
  t.equal(await countIndexedOfSize(store, 999, 1000), 1)
})

onEachEngine(t, 'resolutions are counted by their indexed pictures, either way round under the landscape form, the most first', async (t, store) => {
  const ids = await pictures(store, [
    seen('a', 4000, 3000), seen('b', 3000, 4000), seen('c', 4000, 3000), seen('d', 1280, 1024), seen('e', 1280, 1024), seen('f', 6000, 4000), seen('g', 6000, 4000),
    seen('unindexed', 640, 480),
  ])
  await storeDigests(store, ids.slice(0, 7).map((sightingId) => ({ sightingId, digest: digestOf(0) })))
  t.same(await resolutionsByPictures(store, 10), [
    { width: 4000, height: 3000, pictures: 3 },
    { width: 6000, height: 4000, pictures: 2 },
    { width: 1280, height: 1024, pictures: 2 },
  ], 'among equals, the larger first')
  t.same((await resolutionsByPictures(store, 1)).length, 1)
})

onEachEngine(t, "a generated sighting's sensor is found by its public id, and the demo's cameras by their pictures", async (t, store) => {
  await pictures(store, [
    seen('a1', 1280, 1024, { sensorSeed: 11, make: 'Canon' }),
    seen('a2', 1280, 1024, { sensorSeed: 11, make: 'canon' }),
    seen('a3', 1280, 1024, { sensorSeed: 11, make: 'Canon' }),
    seen('b1', 4000, 3000, { sensorSeed: 22, make: 'Nikon' }),
    seen('b2', 4000, 3000, { sensorSeed: 22 }),
    seen('c1', 640, 480, { sensorSeed: 33, make: 'Sony' }),
    seen('imported', 1280, 1024, { imageFile: 'images/imported.jpg', make: 'Canon' }),
  ])
  t.same(await sensorOfSighting(store, 'b1'), { sensorSeed: 22, width: 4000, height: 3000 })
  t.equal(await sensorOfSighting(store, 'imported'), null, 'an imported photo has none')
  t.equal(await sensorOfSighting(store, 'unknown'), null)
  t.same(await camerasWithPictures(store, 10, 2), [
    { sensorSeed: 22, width: 4000, height: 3000, make: 'Nikon', pictures: 2 },
    { sensorSeed: 33, width: 640, height: 480, make: 'Sony', pictures: 1 },
  ], 'at most two pictures each, the most first')
  t.same((await camerasWithPictures(store, 1, 5)).map((c) => [c.sensorSeed, c.pictures]), [[11, 3]])
})

onEachEngine(t, 'two instances indexing the same pictures at once store each digest once, and keep what the other indexed', async (t, store) => {
  // Each instance stores what it computed, in its own order: one from the first picture, the other from the last, so
  // that on PostgreSQL their transactions meet in the middle, each holding rows the other wants unless the store
  // writes them in one order.
  const asComputedBy = (mark: number, order: readonly number[]) => order.map((sightingId) => ({ sightingId, digest: digestOf(mark) }))
  for (let round = 0; round < 4; round++) {
    const ids = await pictures(store, Array.from({ length: 60 }, (_, i) => seen(`p${round}-${i}`, 1280, 1024)))
    const [first, second] = await Promise.all([unindexedPictures(store, 100), unindexedPictures(store, 100)])
    t.same(first, second, 'both read the same pictures')
    const stored = await Promise.all([storeDigests(store, asComputedBy(1, ids.slice(0, 40))), storeDigests(store, asComputedBy(2, ids.slice(20).reverse()))])
    t.equal(stored[0] + stored[1], 60, 'every picture stored once between them')
    t.same(await Promise.all([storeDigests(store, asComputedBy(3, ids)), storeDigests(store, asComputedBy(4, ids))]), [0, 0], 'and never again')
    const indexed = await indexedPicturesAfter(store, 1280, 1024, ids[0]! - 1, 100)
    t.same(indexed.map((p) => p.digest[0]).slice(0, 20), Array(20).fill(1), "the first instance's own")
    t.same(indexed.map((p) => p.digest[0]).slice(40), Array(20).fill(2), "the second instance's own")
    const whole = (p: { digest: Uint8Array }) => [1, 2].includes(p.digest[0]!) && p.digest.every((byte, i) => byte === digestOf(p.digest[0]!)[i])
    t.ok(indexed.slice(20, 40).every(whole), 'a picture both computed has the whole digest of one of them, the one first stored')
    // One instance could not read a picture the other indexed (its copy of the file missing): it stays indexed.
    await forgetPictures(store, [ids[0]!, ids[59]!])
    t.equal((await indexedPicturesAfter(store, 1280, 1024, ids[0]! - 1, 100)).length, 60, 'an indexed picture is not forgotten')
  }
  t.notOk(await hasUnindexedPictures(store), 'nothing is left to index')
})

onEachEngine(t, 'a picture forgotten by one instance is not noted again by the other', async (t, store) => {
  const [gone, kept] = await pictures(store, [seen('gone', 1280, 1024), seen('kept', 1280, 1024)])
  await forgetPictures(store, [gone!])
  t.equal(await storeDigests(store, [{ sightingId: gone!, digest: digestOf(1) }, { sightingId: kept!, digest: digestOf(1) }]), 1)
  t.same((await indexedPicturesAfter(store, 1280, 1024, 0, 10)).map((p) => p.imageId), ['kept'])
})

onEachEngine(t, 'digests are stored all or none', async (t, store) => {
  const [a, b] = await pictures(store, [seen('a', 1280, 1024), seen('b', 1280, 1024)])
  await t.rejects(storeDigests(store, [{ sightingId: a!, digest: digestOf(1) }, { sightingId: b!, digest: null as unknown as Uint8Array }]))
  t.same((await unindexedPictures(store, 10)).map((p) => p.imageId), ['a', 'b'], 'the first is not stored when the second fails')
})
