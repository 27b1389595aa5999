// Camera ID hits, on both engines: a query's hits the strongest first a page at a time, each with its file's checksum
// and how many sightings share the file (its md5, whatever its case); a hit's sightings in the order they were stored;
// and whether a sighting is one of a hit's.

import t from 'tap'
import { hitById, hitSightingIds, hitsOfQuery, isHitSighting } from '../../../../../../server/api/store/camid/hits.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { HASH_START_LENGTH } from '../../../../../../server/api/store/sightings/search-schema.js'
import { onEachEngine } from './engines.js'
import { aMember, aQueryWithHits, aSighting, newQuery } from './camid-given.js'

const MD5_A = 'a'.repeat(32)
const MD5_B = 'b'.repeat(32)

/**
 * A query whose hits are: a file posted three times (its md5 written in either case), one posted once, one without an md5;
 * and another file whose md5 starts as the first's.
 */
async function found(store: Store) {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', 'Northshire Police')
  const repost = await aSighting(store, { imageId: 'a-1', md5: MD5_A })
  const again = await aSighting(store, { imageId: 'a-2', md5: MD5_A.toUpperCase() })
  const once = await aSighting(store, { imageId: 'b-1', md5: MD5_B })
  const bare = await aSighting(store, { imageId: 'no-md5' })
  const third = await aSighting(store, { imageId: 'a-3', md5: MD5_A })
  const elsewhere = await aSighting(store, { imageId: 'c-1', md5: 'c'.repeat(32) })
  // Another file whose md5 starts as A's (the index holds its first HASH_START_LENGTH characters): not one of A's sightings.
  await aSighting(store, { imageId: 'a-near', md5: MD5_A.slice(0, HASH_START_LENGTH) + 'd'.repeat(32 - HASH_START_LENGTH) })
  const queryId = await aQueryWithHits(
    store,
    newQuery(olivia, 1),
    [
      { sightingId: once, score: 0.3 },
      { sightingId: repost, score: 0.5 },
      { sightingId: bare, score: 0.3 },
    ],
    1_700_000_000_000,
  )
  const other = await aQueryWithHits(store, newQuery(olivia, 2), [{ sightingId: elsewhere, score: 0.9 }], 1_700_000_000_001)
  const { hits } = await hitsOfQuery(store, queryId, 0, 10)
  return { queryId, other, hits, repost, again, third, once, bare }
}

onEachEngine(t, "a query's hits come strongest first, with their file's checksum and its sightings", async (t, store) => {
  const { queryId, hits } = await found(store)
  t.same(
    hits.map((h) => [h.score, h.checksum, h.sightings]),
    [
      [0.5, MD5_A, 3],
      [0.3, MD5_B, 1],
      [0.3, null, 1],
    ],
    'equal scores in the order found; a file posted three times is a hit with three sightings, whatever the case of its md5',
  )
  t.ok(hits.every((h) => h.queryId === queryId && h.foundAt === 1_700_000_000_000))
  const page = await hitsOfQuery(store, queryId, 1, 1)
  t.same([page.hits.map((h) => h.checksum), page.total], [[MD5_B], 3], 'a page, with the total')
  t.same(await hitsOfQuery(store, queryId + 100, 0, 10), { hits: [], total: 0 })
})

onEachEngine(t, 'a hit is found by its id, with its query', async (t, store) => {
  const { queryId, hits } = await found(store)
  t.same(await hitById(store, hits[0]!.id), hits[0])
  t.equal((await hitById(store, hits[2]!.id))?.queryId, queryId)
  t.equal(await hitById(store, hits[2]!.id + 100), undefined)
})

onEachEngine(t, "a hit's sightings are those of its file, the first stored first, a page at a time", async (t, store) => {
  const { hits, repost, again, third, once, bare } = await found(store)
  const [ofRepost, ofOnce, ofBare] = hits
  t.same(await hitSightingIds(store, ofRepost!.id, 0, 10), { ids: [repost, again, third], total: 3 })
  t.same(await hitSightingIds(store, ofRepost!.id, 1, 1), { ids: [again], total: 3 })
  t.same(await hitSightingIds(store, ofOnce!.id, 0, 10), { ids: [once], total: 1 })
  t.same(await hitSightingIds(store, ofBare!.id, 0, 10), { ids: [bare], total: 1 }, 'a sighting without an md5 is its own only')
  t.same(await hitSightingIds(store, ofBare!.id, 1, 10), { ids: [], total: 1 })
  t.same(await hitSightingIds(store, ofBare!.id + 100, 0, 10), { ids: [], total: 0 }, 'an unknown hit has none')
})

onEachEngine(t, "a sighting is one of a hit's when it is the hit's own or of the same file", async (t, store) => {
  const { hits } = await found(store)
  const [ofRepost, ofOnce, ofBare] = hits
  t.ok(await isHitSighting(store, ofRepost!.id, 'a-1'), 'its own')
  t.ok(await isHitSighting(store, ofRepost!.id, 'a-2'), 'the same file, its md5 in capitals')
  t.notOk(await isHitSighting(store, ofRepost!.id, 'b-1'), "another hit's")
  t.notOk(await isHitSighting(store, ofRepost!.id, 'c-1'), "another query's")
  t.notOk(await isHitSighting(store, ofRepost!.id, 'a-near'), 'another file whose md5 starts the same')
  t.notOk(await isHitSighting(store, ofOnce!.id, 'no-md5'))
  t.ok(await isHitSighting(store, ofBare!.id, 'no-md5'))
  t.notOk(await isHitSighting(store, ofBare!.id, 'a-1'), 'a hit without an md5 has no other')
  t.notOk(await isHitSighting(store, ofRepost!.id, 'unknown'))
  t.notOk(await isHitSighting(store, ofRepost!.id + 100, 'a-1'), 'an unknown hit')
})
