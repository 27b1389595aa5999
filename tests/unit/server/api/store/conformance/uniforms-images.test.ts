// A school's pictures on both engines (spec-3 §3 "School image", §4 "School image PII flag"): the gallery's pages,
// logos first; who sees what (a picture flagged as personal, or waiting for review, only contributors); the flag only
// raised; a contributor's upload within the daily limit, also when two race; and the pictures an earlier measure took.

import t from 'tap'
import { sql } from 'kysely'
import {
  addUpload,
  flagImagePii,
  imageFeaturesOf,
  picturesToMeasure,
  schoolImage,
  schoolImages,
  setPictureFeatures,
  uploadsSince,
} from '../../../../../../server/api/store/uniforms/images.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { aRegister, FEATURE_BYTES, features, openConnections, picture, school } from './uniforms-given.js'

const CONTRIBUTOR = { contributor: true }
const SEARCHER = { contributor: false }
const DAY = 24 * 3600 * 1000

/** Hollins (1) with a uniform, a logo, a picture waiting for review, one flagged as personal, another logo; Moorside (2) with one. */
async function gallery(store: Store) {
  return aRegister(
    store,
    [school(1, 'Hollins Academy'), school(2, 'Moorside Primary')],
    [
      picture(1, 'Navy blazer', { features: features(1, 2, 3) }),
      picture(1, 'Navy shield', { type: 'LOGO', labels: ['Shield', 'Navy'], leafLabels: ['Shield'] }),
      picture(1, 'Waiting', { accepted: false, type: 'BODY' }),
      picture(1, 'A pupil', { containsPii: true, type: 'BODY' }),
      picture(1, 'Gold lion', { type: 'LOGO' }),
      picture(2, 'Red jumper'),
    ],
  )
}

onEachEngine(t, "a school's gallery: logos first, then as added, a page at a time; each viewer sees their own", async (t, store) => {
  const [blazer, shield, waiting, pupil, lion] = await gallery(store)
  const page = async (viewer: typeof SEARCHER, offset: number, limit: number) => {
    const { images, total } = await schoolImages(store, 1, viewer, offset, limit)
    return { ids: images.map((image) => image.id), total }
  }
  t.same(await page(CONTRIBUTOR, 0, 10), { ids: [shield, lion, blazer, waiting, pupil], total: 5 }, 'a contributor sees every picture')
  t.same(await page(SEARCHER, 0, 10), { ids: [shield, lion, blazer], total: 3 }, 'a searcher neither the one waiting nor the personal one')
  t.same(await page(CONTRIBUTOR, 2, 2), { ids: [blazer, waiting], total: 5 }, 'a page further on')
  const { images } = await schoolImages(store, 1, SEARCHER, 0, 1)
  t.same(images[0], {
    id: shield,
    schoolId: 1,
    type: 'LOGO',
    accepted: true,
    containsPii: false,
    description: 'Navy shield',
    labels: ['Shield', 'Navy'],
    leafLabels: ['Shield'],
    md5: 'd'.repeat(32),
    width: 64,
    height: 64,
    contentType: 'image/jpeg',
    drawing: '{}',
    filePath: null,
  })
})

onEachEngine(t, 'one picture, only of its own school and only for a viewer who may see it', async (t, store) => {
  const [blazer, , waiting, , , jumper] = await gallery(store)
  t.match(await schoolImage(store, 1, blazer!, SEARCHER), { id: blazer, description: 'Navy blazer' })
  t.equal(await schoolImage(store, 2, blazer!, CONTRIBUTOR), undefined, "not under another school's id")
  t.equal(await schoolImage(store, 1, waiting!, SEARCHER), undefined, 'a picture waiting for review is not a searcher’s')
  t.match(await schoolImage(store, 1, waiting!, CONTRIBUTOR), { id: waiting, accepted: false })
  t.match(await schoolImage(store, 2, jumper!, SEARCHER), { schoolId: 2 })
  t.same(await imageFeaturesOf(store, blazer!, SEARCHER), features(1, 2, 3), 'the features, as stored')
  t.equal(await imageFeaturesOf(store, waiting!, SEARCHER), undefined)
  t.equal(await imageFeaturesOf(store, jumper! + 1, CONTRIBUTOR), undefined, 'no such picture')
})

onEachEngine(t, 'the personal-information flag is only raised, and then only contributors see the picture', async (t, store) => {
  const [blazer, , waiting, pupil] = await gallery(store)
  t.equal(await flagImagePii(store, 2, blazer!, SEARCHER), false, "not under another school's id")
  t.equal(await flagImagePii(store, 1, waiting!, SEARCHER), false, 'nor a picture the viewer does not see')
  t.equal(await flagImagePii(store, 1, blazer!, SEARCHER), true)
  t.equal(await schoolImage(store, 1, blazer!, SEARCHER), undefined, 'flagged, a searcher no longer sees it')
  t.match(await schoolImage(store, 1, blazer!, CONTRIBUTOR), { containsPii: true })
  t.equal(await flagImagePii(store, 1, blazer!, SEARCHER), false, 'a searcher cannot flag it again: it is not theirs to see')
  t.equal(await flagImagePii(store, 1, pupil!, CONTRIBUTOR), true, 'raising it twice changes nothing')
  t.match(await schoolImage(store, 1, pupil!, CONTRIBUTOR), { containsPii: true })
})

/** A contributor's upload of a picture to Hollins at `at`. */
const upload = (uploadedBy: number, at: number, md5 = 'e'.repeat(32)) => ({
  ...picture(1, '', { createdAt: at, accepted: false, drawing: null, filePath: `uniforms/1/${md5}.jpg`, md5, contentType: 'image/png' }),
  uploadedBy,
})

onEachEngine(t, "a contributor's uploads are counted over the day and refused past the limit", async (t, store) => {
  await gallery(store)
  const cora = await aUser(store, 'cora@gen.example')
  const colm = await aUser(store, 'colm@gen.example')
  const now = 10 * DAY
  const limit = { most: 2, since: now - DAY }
  t.equal(await addUpload(store, upload(cora, now - DAY - 1), limit) !== null, true, 'one from yesterday')
  const first = await addUpload(store, upload(cora, now - 10), limit)
  t.type(first, 'number')
  t.match(await schoolImage(store, 1, first!, CONTRIBUTOR), { accepted: false, drawing: null, filePath: `uniforms/1/${'e'.repeat(32)}.jpg`, contentType: 'image/png' })
  t.equal(await uploadsSince(store, cora, limit.since), 1, "yesterday's is not counted")
  t.type(await addUpload(store, upload(cora, now - 5), limit), 'number')
  t.equal(await addUpload(store, upload(cora, now), limit), null, 'the third of the day is refused')
  t.equal(await uploadsSince(store, cora, limit.since), 2, 'and not added')
  t.type(await addUpload(store, upload(colm, now), limit), 'number', "another contributor's count is their own")
  t.equal(await uploadsSince(store, colm, limit.since), 1)
})

onEachEngine(t, 'uploads racing for the last one of the day: exactly one is added', async (t, store) => {
  await gallery(store)
  const cora = await aUser(store, 'cora@gen.example')
  const limit = { most: 3, since: 0 }
  await addUpload(store, upload(cora, 1), limit)
  await addUpload(store, upload(cora, 2), limit)
  await openConnections(store)
  const raced = await Promise.all([3, 4, 5, 6].map((at) => addUpload(store, upload(cora, at), limit)))
  t.equal(raced.filter((id) => id !== null).length, 1)
  t.equal(await uploadsSince(store, cora, 0), 3)
})

onEachEngine(t, 'an upload that cannot be stored leaves nothing behind', async (t, store) => {
  await gallery(store)
  const cora = await aUser(store, 'cora@gen.example')
  const bad = { ...upload(cora, 1), labels: ['Shield'], type: 'HAT' as 'LOGO' }
  await t.rejects(addUpload(store, bad, { most: 5, since: 0 }), 'a type the register does not have')
  t.equal(await uploadsSince(store, cora, 0), 0)
  const labels = await sql<{ n: number }>`SELECT count(*) AS n FROM uniform_image_labels WHERE label = 'Shield'`.execute(store.db)
  t.equal(labels.rows[0]!.n, 1, "only the gallery's own shield")
})

onEachEngine(t, 'the pictures an earlier measure took are listed by id, a batch at a time, until measured again', async (t, store) => {
  const ids = await gallery(store)
  const old = new Uint8Array(FEATURE_BYTES + 4)
  for (const id of [ids[1]!, ids[3]!, ids[5]!]) await sql`UPDATE uniform_images SET features = ${old} WHERE id = ${id}`.execute(store.db)
  t.same(await picturesToMeasure(store, FEATURE_BYTES, 0, 2), [
    { id: ids[1], drawing: '{}', filePath: null, contentType: 'image/jpeg' },
    { id: ids[3], drawing: '{}', filePath: null, contentType: 'image/jpeg' },
  ])
  t.same((await picturesToMeasure(store, FEATURE_BYTES, ids[3]!, 2)).map((p) => p.id), [ids[5]], 'past the last one read')
  await setPictureFeatures(store, ids[3]!, features(9, 9))
  t.same(await imageFeaturesOf(store, ids[3]!, CONTRIBUTOR), features(9, 9))
  t.same((await picturesToMeasure(store, FEATURE_BYTES, 0, 10)).map((p) => p.id), [ids[1], ids[5]], 'measured again, no longer listed')
})
