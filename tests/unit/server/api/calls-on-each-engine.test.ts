// The calls on the sightings answer alike on both engines (the search, a sighting's page and picture, the saved
// searches' counts), after their guard; /healthz says whether the database answers.

import t from 'tap'
import { assertAudited, harnessOn, NOW, onEachEngine } from './harness.js'
import { writeSightings } from '../../../../server/api/store/sightings/write-sightings.js'
import { SESSION_ENDED } from '../../../../server/api/plugins/authentication.js'

const INVESTIGATOR = 'ida@police.example'

onEachEngine(t, 'the search, a sighting, its picture and the saved searches answer alike on both engines, after their guard', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const [imageId] = await writeSightings(h.store, [{ url: 'https://pics.example/a.jpg', make: 'Canon', model: 'Canon EOS 600D', width: 800, height: 600 }], NOW)
  const browser = h.browser()
  t.equal((await browser.signIn(INVESTIGATOR)).statusCode, 200)
  const search = await browser.call({ method: 'GET', url: '/v1/sightings?make=canon' }, INVESTIGATOR)
  t.equal(search.statusCode, 200, 'a search')
  t.same(search.json().results.map((r: { id: string; model: string }) => [r.id, r.model]), [[imageId, 'Canon EOS 600D']], 'finds the sighting, any case')
  const sighting = await browser.call({ method: 'GET', url: `/v1/sightings/${imageId}` }, INVESTIGATOR)
  t.same([sighting.statusCode, sighting.json().image.id], [200, imageId], 'its page')
  const picture = await browser.call({ method: 'GET', url: `/thumbnails/${imageId}?size=200` }, INVESTIGATOR)
  t.same([picture.statusCode, picture.headers['content-type']], [200, 'image/png'], 'its picture')
  const saved = await browser.call({ method: 'POST', url: '/v1/searches', payload: { reference: 'Canons', queryString: 'make=canon' } }, INVESTIGATOR)
  t.match([saved.statusCode, saved.json()], [200, { search: { totalResultCount: 1, newResultCount: 0 } }], 'a saved search with its counts')
  const list = await browser.call({ method: 'GET', url: '/v1/searches' }, INVESTIGATOR)
  t.match([list.statusCode, list.json()], [200, [{ reference: 'Canons', totalResultCount: 1 }]], 'the saved searches')
  // The guard first: signed out is refused as ever, on both.
  const signedOut = await h.browser().call({ method: 'GET', url: '/v1/sightings?make=Canon' }, 'anonymous')
  t.same([signedOut.statusCode, signedOut.json()], [401, { success: false, error: SESSION_ENDED }])
  const savedId = saved.json().search.id as number
  t.same((await browser.call({ method: 'DELETE', url: `/v1/searches/bulk?ids=${savedId},99999` }, INVESTIGATOR)).json(), { success: true, ids: [savedId] })
  t.equal((await browser.call({ method: 'GET', url: '/v1/authenticate' }, INVESTIGATOR)).statusCode, 200)
  await assertAudited(t, h)
})

onEachEngine(t, '/healthz answers 200 while the database answers, 503 once it does not', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const ok = await h.app.inject({ method: 'GET', url: '/healthz' })
  t.same([ok.statusCode, ok.json()], [200, { ok: true }])
  await h.store.close()
  if (engine === 'sqlite') h.db.close()
  const down = await h.app.inject({ method: 'GET', url: '/healthz' })
  t.same([down.statusCode, down.json()], [503, { ok: false }])
})
