// Pictures measured by an earlier perceptual measure (features of another length) are measured again after an
// upgrade: drawings drawn again, uploads read from their kept bytes. Until then a similar search leaves them out
// and cannot start from one, saying why.

import t from 'tap'
import { Jimp } from 'jimp'
import { UNIFORM_IMAGE_MEASURING } from '../../../../../shared/api/types/constants/uniforms.js'
import { drawingFeatures } from '../../../../../server/api/seed/uniform-register.js'
import { drawSchoolImage } from '../../../../../server/api/uniforms/draw/drawSchoolImage.js'
import { FEATURE_BYTES } from '../../../../../server/api/uniforms/features.js'
import { remeasurePictures } from '../../../../../server/api/uniforms/remeasure.js'
import { demoSchools } from '../../../../../server/api/uniforms/demo/register.js'
import { CONTRIBUTOR_2, uniformSetup, uploadForm } from './uniforms-fixture.js'

/** The stored length of a measure before this one. */
const OLD_FEATURE_BYTES = 200

t.test('pictures of an earlier measure are left out of a similar search until measured again, then found', async (t) => {
  const { h, dataDir, as } = await uniformSetup(t, { schools: 30 })
  const call = as(CONTRIBUTOR_2)
  const similar = (id: number) => call('GET', `/v1/uniforms/search?similarToImage=${id}&pagingType=IMAGE&resultsPerPage=200`)

  // A contributor's upload: a drawn blazer as a PNG.
  const blazer = demoSchools({ count: 30, seed: 7 }).flatMap((s) => s.images).find((image) => image.drawing.kind === 'product')!
  const drawn = drawSchoolImage(blazer.drawing)
  const png = await new Jimp({ width: drawn.width, height: drawn.height, data: Buffer.from(drawn.data) }).getBuffer('image/png')
  const schoolId = (await call('GET', '/v1/uniforms/contributions?results-per-page=10')).json().data.schools[0].id as string
  const { payload, headers } = uploadForm('raw', png, 'blazer.png')
  const uploaded = await call('POST', `/v1/uniforms/schools/${schoolId}/images`, { payload, headers })
  t.equal(uploaded.statusCode, 200, uploaded.body)
  const uploadId = Number(uploaded.json().data.id)

  const ids = h.db.prepare('SELECT id FROM uniform_images ORDER BY id').pluck().all() as number[]
  const stale = ids.filter((id, i) => i % 3 === 0 || id === uploadId)
  const fresh = ids.filter((id) => !stale.includes(id))
  const before = new Map(ids.map((id) => [id, h.db.prepare('SELECT features FROM uniform_images WHERE id = ?').pluck().get(id) as Buffer]))
  const makeStale = h.db.prepare(`UPDATE uniform_images SET features = zeroblob(${OLD_FEATURE_BYTES}) WHERE id = ?`)
  for (const id of stale) makeStale.run(id)

  const fromStale = await similar(stale[1]!)
  t.equal(fromStale.statusCode, 503)
  t.equal(fromStale.json().error, UNIFORM_IMAGE_MEASURING, 'a search from a picture not yet measured again says why')
  const fromFresh = await similar(fresh[0]!)
  t.equal(fromFresh.statusCode, 200, fromFresh.body)
  const found = (fromFresh.json().data.images as { id: string }[]).map((image) => Number(image.id))
  t.ok(found.length > 0)
  t.notOk(found.some((id) => stale.includes(id)), 'pictures not yet measured again are left out')

  const { measured, failed } = await remeasurePictures(h.store, dataDir)
  t.same({ measured, failed }, { measured: stale.length, failed: 0 }, 'each stale picture measured again, the upload from its kept bytes')
  for (const id of stale) {
    const now = h.db.prepare('SELECT features FROM uniform_images WHERE id = ?').pluck().get(id) as Buffer
    t.equal(now.length, FEATURE_BYTES)
    if (!now.equals(before.get(id)!)) t.fail(`picture ${id}: measured again, its features differ from those it was stored with`)
  }
  const drawing = JSON.parse(h.db.prepare('SELECT drawing FROM uniform_images WHERE id = ?').pluck().get(stale[0]!) as string)
  t.ok(Buffer.from(drawingFeatures(drawing)).equals(before.get(stale[0]!)!), 'a drawing is measured as the register measured it')
  t.same(await remeasurePictures(h.store, dataDir), { measured: 0, failed: 0 }, 'nothing is measured twice')

  const after = await similar(stale[1]!)
  t.equal(after.statusCode, 200)
  t.equal(Number(after.json().data.images[0].id), stale[1], 'the picture itself first, at distance 0')
  const all = await similar(fresh[0]!)
  t.ok((all.json().data.images as { id: string }[]).some((image) => stale.includes(Number(image.id))), 'pictures measured again are found')
})
