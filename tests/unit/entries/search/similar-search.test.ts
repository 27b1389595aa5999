// The similar search (spec-1 §2.8, §4.8, §8): the URL state, the call for a hash, the cache per hash in
// memory and session storage, skipCache, and the server error for 5 seconds.

import t from 'tap'
import { createSessionCache } from '../../../../shared/state/sessionCache.js'
import { createSimilarState, SIMILAR_ERROR_MS } from '../../../../entries/search/similar/similarState.js'
import { normaliseHash, readSimilarState, similarHref } from '../../../../entries/search/similar/similarUrl.js'
import { EXAMPLE_HASH } from '../../../../entries/search/similar/exampleHash.js'
import { parsePhotoDnaHash } from '../../../../server/api/search/photodna-hash.js'
import { fakeService } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'
import { memoryStorage } from '../../shared/memoryStorage.js'

const HASH = Array.from({ length: 144 }, (_, i) => i).join(',')

const found = (ids: string[]) =>
  new Response(JSON.stringify({ success: true, results: ids.map((id, i) => ({ id, distance: i })), totalResults: ids.length }), { status: 200 })

t.test('the URL holds hash, skipCache, page, resultSize and format; defaults are left out', async (t) => {
  t.same(readSimilarState(''), { hash: '', skipCache: false, page: 1, resultSize: 25, format: null })
  t.same(readSimilarState('hash=%201%2C%202%20&skipCache=true&page=3&resultSize=50&format=list'), {
    hash: '1,2',
    skipCache: true,
    page: 3,
    resultSize: 50,
    format: 'list',
  })
  t.equal(similarHref({ hash: '' }), '/similar')
  t.equal(similarHref({ hash: '1, 2', page: 1, resultSize: 25 }), '/similar?hash=1%2C2')
  t.equal(similarHref({ hash: '1,2', skipCache: true, page: 2, resultSize: 100, format: 'grid' }), '/similar?hash=1%2C2&skipCache=true&page=2&resultSize=100&format=grid')
  t.equal(normaliseHash('  1 ,2,\n3  '), '1,2,3', 'only the space around it and its commas goes')
  t.equal(normaliseHash('ab cd'), 'ab cd', 'the rest is left for the service to judge')
})

t.test('the hash goes in the call path escaped', async (t) => {
  const { api, asked } = fakeService(() => found([]))
  const state = createSimilarState(api, createSessionCache('s', 2, memoryStorage()), fakeTimers())
  await state.lookUp(' 1, 2 ')
  await state.lookUp('a/b+c=')
  t.same(
    asked.map((url) => url.split('?')[0]),
    ['/v1/sightings/similar/pdna/full/1%2C2', '/v1/sightings/similar/pdna/full/a%2Fb%2Bc%3D'],
  )
})

t.test('the example is a well-formed PhotoDNA hash of 144 numbers', async (t) => {
  t.equal(EXAMPLE_HASH.split(',').length, 144)
  t.ok(parsePhotoDnaHash(EXAMPLE_HASH))
})

t.test('a lookup asks for the first 1,000 with skipCache false; the same hash again asks nothing', async (t) => {
  const { api, asked } = fakeService(() => found(['a', 'b']))
  const state = createSimilarState(api, createSessionCache('s', 2, memoryStorage()), fakeTimers())
  await state.lookUp(HASH)
  t.match(state.results.value, { kind: 'loaded', hash: HASH, totalResults: 2 })
  t.equal(asked.length, 1)
  const url = new URL(asked[0]!, 'https://app.example')
  t.equal(decodeURIComponent(url.pathname), `/v1/sightings/similar/pdna/full/${HASH}`)
  t.same(Object.fromEntries(url.searchParams), { skipCache: 'false', page: '1', resultSize: '1000' })
  await state.lookUp('')
  t.same(state.results.value, { kind: 'idle' })
  await state.lookUp(` ${HASH} `)
  t.match(state.results.value, { kind: 'loaded', totalResults: 2 })
  t.equal(asked.length, 1, 'from the memory cache')
})

t.test('results survive a reload through session storage; skipCache asks the service again', async (t) => {
  const storage = memoryStorage()
  const first = fakeService(() => found(['a']))
  await createSimilarState(first.api, createSessionCache('s', 2, storage), fakeTimers()).lookUp(HASH)
  const second = fakeService(() => found(['a', 'new']))
  const reloaded = createSimilarState(second.api, createSessionCache('s', 2, storage), fakeTimers())
  await reloaded.lookUp(HASH)
  t.match(reloaded.results.value, { kind: 'loaded', totalResults: 1 })
  t.equal(second.asked.length, 0)
  await reloaded.lookUp(HASH, true)
  t.match(reloaded.results.value, { kind: 'loaded', totalResults: 2 })
  t.equal(new URL(second.asked[0]!, 'https://app.example').searchParams.get('skipCache'), 'true')
})

t.test('a newer hash cancels the lookup on its way', async (t) => {
  let release: (r: Response) => void = () => {}
  const { api } = fakeService(({ url }) => (url.includes('/full/1?') ? new Promise<Response>((resolve) => (release = resolve)) : found(['nine'])))
  const state = createSimilarState(api, createSessionCache('s', 2, memoryStorage()), fakeTimers())
  const older = state.lookUp('1')
  await state.lookUp('9')
  release(found(['one']))
  await older
  t.match(state.results.value, { kind: 'loaded', hash: '9', results: [{ id: 'nine' }] })
})

t.test("the server's error shows for 5 seconds and is not cached", async (t) => {
  let fail = true
  const { api, asked } = fakeService(() =>
    fail ? new Response(JSON.stringify({ success: false, error: 'The hash is not a PhotoDNA hash.' }), { status: 400 }) : found(['a']),
  )
  const timers = fakeTimers()
  const state = createSimilarState(api, createSessionCache('s', 2, memoryStorage()), timers)
  await state.lookUp('nope')
  t.same(state.results.value, { kind: 'failed', hash: 'nope' })
  t.equal(state.error.value, 'The hash is not a PhotoDNA hash.')
  const [timer] = [...timers.pending.values()]
  t.equal(timer!.ms, SIMILAR_ERROR_MS)
  t.equal(SIMILAR_ERROR_MS, 5000)
  timer!.fn()
  t.equal(state.error.value, null)
  fail = false
  await state.lookUp('nope')
  t.equal(asked.length, 2, 'a failed hash is asked again')
  t.match(state.results.value, { kind: 'loaded' })
})
