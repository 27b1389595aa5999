// The list fetch (spec-1 §4.5, §7, §8): a newer search cancels the older, replies are cached by their
// query, and a failure shows "Error getting results: {message}" for 10 seconds.

import t from 'tap'
import { createSearchState } from '../../../../entries/search/state.js'
import { fakeService, jsonReply } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'


t.test('a reply is shown and cached by its query: the same search asks nothing more', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, results: [{ id: 'a' }], totalResults: 1 }))
  const state = createSearchState(api, fakeTimers())
  const query = new URLSearchParams('make=Canon&page=1&resultSize=1000')
  await state.load(query)
  t.match(state.results.value, { kind: 'loaded', totalResults: 1 })
  await state.load(null)
  t.same(state.results.value, { kind: 'idle' })
  await state.load(query)
  t.match(state.results.value, { kind: 'loaded', totalResults: 1 })
  t.equal(asked.length, 1)
  t.equal(asked[0], '/v1/sightings?make=Canon&page=1&resultSize=1000')
})

t.test('a newer search cancels the older one, whose late reply is ignored', async (t) => {
  let releaseFirst: (r: Response) => void = () => {}
  const { api } = fakeService(({ url }) =>
    url.includes('make=Old') ? new Promise<Response>((resolve) => (releaseFirst = resolve)) : jsonReply({ success: true, results: [], totalResults: 0 }),
  )
  const state = createSearchState(api, fakeTimers())
  const first = state.load(new URLSearchParams('make=Old'))
  await state.load(new URLSearchParams('make=New'))
  releaseFirst(jsonReply({ success: true, results: [{ id: 'old' }], totalResults: 1 }))
  await first
  t.match(state.results.value, { kind: 'loaded', key: 'make=New', totalResults: 0 })
})

t.test('a failure shows "Error getting results: {message}" for 10 seconds', async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'The filter colour is not valid.' }, 400))
  const timers = fakeTimers()
  const state = createSearchState(api, timers)
  await state.load(new URLSearchParams('colour=red'))
  t.match(state.results.value, { kind: 'failed' })
  t.equal(state.error.value, 'Error getting results: The filter colour is not valid.')
  timers.runAll()
  t.equal(state.error.value, null)
})

t.test('the query goes to the service as the search wrote it: a repeated filter once per value, in its order', async (t) => {
  const { api, asked } = fakeService(() => jsonReply({ success: true, results: [], totalResults: 0 }))
  await createSearchState(api, fakeTimers()).load(new URLSearchParams('make=A&-make=B&make=C&page=1'))
  t.same(asked, ['/v1/sightings?make=A&-make=B&make=C&page=1'])
})
