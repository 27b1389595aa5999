// The similar-picture search's features on both engines, kept in the process after their first read: each picture
// of the measure in use read once and then kept, a picture of an earlier measure not kept until measured again, and
// each store its own cache.

import t from 'tap'
import { sql } from 'kysely'
import { picturesFeatures } from '../../../../../../server/api/store/uniforms/feature-cache.js'
import { setPictureFeatures } from '../../../../../../server/api/store/uniforms/images.js'
import { freshStore, onEachEngine } from './engines.js'
import { aRegister, FEATURE_BYTES, features, picture, school } from './uniforms-given.js'

onEachEngine(t, "a picture's features are read once and kept; one of an earlier measure is read again until measured", async (t, store) => {
  const [a, b, c] = await aRegister(
    store,
    [school(1, 'Hollins Academy')],
    [picture(1, 'A', { features: features(1) }), picture(1, 'B', { features: features(2) }), picture(1, 'C', { features: new Uint8Array(3) })],
  )
  const first = await picturesFeatures(store, [a!, c!], FEATURE_BYTES)
  t.same(first.get(a!), features(1))
  t.equal(first.has(c!), false, 'a picture of an earlier measure has none')
  // Kept: a change behind the cache's back is not seen for a picture already read (a measure's features never change).
  await sql`DELETE FROM uniform_images WHERE id = ${a}`.execute(store.db)
  const second = await picturesFeatures(store, [a!, b!, c!], FEATURE_BYTES)
  t.same(second.get(a!), features(1), 'kept from the first read')
  t.same(second.get(b!), features(2), 'a picture not asked for before is read')
  t.equal(second.has(c!), false)
  await setPictureFeatures(store, c!, features(3))
  t.same((await picturesFeatures(store, [c!], FEATURE_BYTES)).get(c!), features(3), 'measured again, it is read and kept')
  t.equal((await picturesFeatures(store, [], FEATURE_BYTES)).size, 3, 'nothing to read')
})

onEachEngine(t, 'each store keeps its own', async (t, store) => {
  const [a] = await aRegister(store, [school(1, 'Hollins Academy')], [picture(1, 'A', { features: features(1) })])
  await picturesFeatures(store, [a!], FEATURE_BYTES)
  const other = await freshStore(t, store.engine)
  const [b] = await aRegister(other, [school(1, 'Hollins Academy')], [picture(1, 'A', { features: features(7) })])
  t.equal(a, b, 'the same id in both')
  t.same((await picturesFeatures(other, [b!], FEATURE_BYTES)).get(b!), features(7), "the other store's own picture")
  t.same((await picturesFeatures(store, [a!], FEATURE_BYTES)).get(a!), features(1))
})
