// A sighting's pictures on both engines (spec-1 §7, §4.7; spec-2 Camera ID's hit pictures): the thumbnail path draws
// a generated sighting alike from either engine's record, serves a Camera ID picture's original with its camera's
// sensor pattern, never serves known abuse or an onion-hosted generated sighting, and a hit's pictures are served
// through its query to whoever may see the hit.

import t from 'tap'
import { createHash } from 'node:crypto'
import { Jimp } from 'jimp'
import { harnessOn, HTTP_ENGINES, NOW, onEachEngine } from '../harness.js'
import { writeSightings } from '../../../../../server/api/store/sightings/write-sightings.js'
import { aPicture, aQueryWithHits, newQuery } from '../store/conformance/camid-given.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'

const INVESTIGATOR = 'ivy@police.example'
/** The bytes of the generated thumbnail on each engine, to hold them to one another. */
const drawn = new Map<EngineName, string>()

onEachEngine(t, "a sighting's picture is served from its record on either engine, and never one it must not show", async (t, engine) => {
  const h = await harnessOn(t, engine)
  const user = await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch', 'CameraId'])
  const [wide, abuse, onion] = await writeSightings(
    h.store,
    [
      // The same id on both engines: a generated picture is drawn from its id.
      { imageId: 'wide-1', url: 'https://a.example/wide.jpg', width: 4000, height: 3000 },
      { url: 'https://a.example/abuse.jpg', width: 800, height: 600, knownAbuse: true },
      { url: 'http://hiddenxxxxxxxxxxxxxxxx.onion/p.jpg', width: 800, height: 600 },
    ],
    NOW,
  )
  const pictureId = await aPicture(h.store, { imageId: 'cam-1' }, { width: 640, height: 480, sensorSeed: 7 })
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  const get = (url: string) => browser.call({ method: 'GET', url }, INVESTIGATOR)

  const thumb = await get(`/thumbnails/${wide}?size=200`)
  t.same([thumb.statusCode, thumb.headers['content-type']], [200, 'image/png'])
  const image = await Jimp.read(thumb.rawPayload)
  t.same([image.bitmap.width, image.bitmap.height], [200, 150], '200 px on its long side')
  drawn.set(engine, createHash('sha256').update(thumb.rawPayload).digest('hex'))
  const original = await get('/thumbnails/cam-1?size=-1')
  t.same([original.statusCode, original.headers['content-type']], [200, 'image/jpeg'], "a Camera ID picture's original carries its sensor pattern, as a JPEG")
  for (const [id, why] of [[abuse, 'known abuse'], [onion, 'a generated sighting on an onion service'], ['nosuchimage', 'an unknown id']] as const) {
    t.equal((await get(`/thumbnails/${id}?size=200`)).statusCode, 404, why)
  }

  const queryId = await aQueryWithHits(h.store, newQuery(user.id, NOW), [{ sightingId: pictureId, score: 0.5 }], NOW)
  const hits = await get(`/v1/cameraid/hits?queryId=${queryId}`)
  t.equal(hits.statusCode, 200, hits.body.slice(0, 200))
  const hitId = (hits.json() as { hits: { id: number }[] }).hits[0]!.id
  const hitPicture = await get(`/v1/cameraid/hits/${hitId}/pictures/cam-1?size=200`)
  t.same([hitPicture.statusCode, hitPicture.headers['content-type']], [200, 'image/png'], "a hit's picture, through its query")
  t.equal((await get(`/v1/cameraid/hits/${hitId}/pictures/${wide}?size=200`)).statusCode, 404, "a sighting that is not the hit's is not served through it")
})

t.test('the generated thumbnail is the same picture on both engines', async (t) => {
  const hashes = [...drawn.values()]
  t.equal(drawn.size, HTTP_ENGINES.length, 'drawn on each engine the tests run on')
  t.ok(hashes.length > 0 && hashes.every((hash) => hash === hashes[0]), `the same bytes on ${[...drawn.keys()].join(' and ')}`)
})
