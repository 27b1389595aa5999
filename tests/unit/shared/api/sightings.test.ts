// The sighting calls (spec-1 §7): the search's query goes exactly as the codec wrote it, the sighting's id
// and the similar hash are escaped in the path, and each call can be cancelled.

import t from 'tap'
import { isCancelled } from '../../../../shared/api/client.js'
import { sightingCalls } from '../../../../shared/api/sightings.js'
import { fakeService, jsonReply } from '../fakeService.js'

const found = () => jsonReply({ success: true, results: [], totalResults: 0 })

t.test('the search sends the query as written: repeated and negated filters once per value, in order', async (t) => {
  const { api, calls } = fakeService(found)
  const reply = await sightingCalls(api).search(new URLSearchParams('make=A&-make=B&make=C&dateTaken=%3E2020&page=1&resultSize=1000')).promise
  t.match(reply, { success: true, totalResults: 0 })
  t.same(calls.map((c) => `${c.method} ${c.url}`), ['GET /v1/sightings?make=A&-make=B&make=C&dateTaken=%3E2020&page=1&resultSize=1000'])
})

t.test('one sighting is asked by its escaped id', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, image: { id: 'a b/c' } }))
  t.match(await sightingCalls(api).sighting('a b/c').promise, { success: true, image: { id: 'a b/c' } })
  t.same(asked, ['/v1/sightings/a%20b%2Fc'])
})

t.test('the similar search puts the hash in the path, escaped, with skipCache, page and resultSize', async (t) => {
  const { api, asked } = fakeService(found)
  await sightingCalls(api).similar('1,2/+=', { skipCache: true, page: 1, resultSize: 1000 }).promise
  t.same(asked, ['/v1/sightings/similar/pdna/full/1%2C2%2F%2B%3D?skipCache=true&page=1&resultSize=1000'])
})

t.test('a cancelled call resolves to the cancelled marker', async (t) => {
  const { api } = fakeService(() => new Promise<Response>(() => {}))
  const call = sightingCalls(api).search(new URLSearchParams('make=Canon'))
  call.cancel()
  t.ok(isCancelled(await call.promise))
})
