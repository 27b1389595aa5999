// The remote query (spec-1 §7): idle, loading, loaded and failed; replies kept by key so that asking again
// asks nothing; a newer query cancels the older, whose late reply is ignored; a failure is told and asked
// again next time; refresh goes past every cache.

import t from 'tap'
import { CANCELLED, type Cancelable, type Cancelled } from '../../../../shared/api/client.js'
import type { Reply } from '../../../../shared/api/types/reply.js'
import { createMemoryCache } from '../../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../../shared/state/remoteQuery.js'

type Answer = Reply<{ count: number }>

/** A service whose calls the test answers one by one, recording each query and whether it was cancelled. */
function service() {
  const calls: { query: string; refresh: boolean; cancelled: boolean; answer: (reply: Answer) => void }[] = []
  const fetch = (query: string, refresh: boolean): Cancelable<Answer> => {
    let settle: (reply: Answer | Cancelled) => void = () => {}
    const promise = new Promise<Answer | Cancelled>((resolve) => (settle = resolve))
    const call = { query, refresh, cancelled: false, answer: (reply: Answer) => settle(reply) }
    calls.push(call)
    return {
      promise,
      cancel: () => {
        call.cancelled = true
        settle(CANCELLED)
      },
    }
  }
  return { calls, fetch }
}

/** A query on that service, with the failures it was told of. */
function setUp() {
  const { calls, fetch } = service()
  const failures: string[] = []
  const query = createRemoteQuery({
    keyOf: (key: string) => key.trim(),
    fetch,
    valueOf: ({ count }) => ({ count }),
    cache: createMemoryCache<{ count: number }>(10),
    onFailure: (error) => failures.push(error),
  })
  return { calls, failures, query }
}

t.test('a query goes from idle through loading to loaded, and asking again asks nothing', async (t) => {
  const { calls, query } = setUp()
  t.same(query.state.value, { kind: 'idle' })
  const loading = query.load('a')
  t.same(query.state.value, { kind: 'loading', key: 'a' })
  void query.load(' a ')
  t.equal(calls.length, 1, 'the same key on its way is not asked twice')
  calls[0]!.answer({ success: true, count: 3 })
  await loading
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 3 })
  await query.load(null)
  t.same(query.state.value, { kind: 'idle' })
  await query.load('a')
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 3 })
  t.equal(calls.length, 1, 'from the cache')
})

t.test('a newer query cancels the older, whose late reply is ignored', async (t) => {
  const { calls, query } = setUp()
  const older = query.load('old')
  const newer = query.load('new')
  t.equal(calls[0]!.cancelled, true)
  calls[1]!.answer({ success: true, count: 2 })
  await newer
  await older
  t.same(query.state.value, { kind: 'loaded', key: 'new', count: 2 })
})

t.test('going idle cancels the query on its way', async (t) => {
  const { calls, query } = setUp()
  const loading = query.load('a')
  await query.load(null)
  await loading
  t.equal(calls[0]!.cancelled, true)
  t.same(query.state.value, { kind: 'idle' })
})

t.test('a failure is told, kept out of the cache, and asked again', async (t) => {
  const { calls, failures, query } = setUp()
  const first = query.load('a')
  calls[0]!.answer({ success: false, error: 'down' })
  await first
  t.same(query.state.value, { kind: 'failed', key: 'a', error: 'down' })
  t.same(failures, ['down'])
  const second = query.load('a')
  t.equal(calls.length, 2, 'a failed key is asked again')
  calls[1]!.answer({ success: true, count: 1 })
  await second
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 1 })
})

t.test('refresh asks the service even for a key shown or cached, and says so to the call', async (t) => {
  const { calls, query } = setUp()
  const first = query.load('a')
  calls[0]!.answer({ success: true, count: 1 })
  await first
  const again = query.load('a', true)
  t.same(query.state.value, { kind: 'loading', key: 'a' })
  t.same(
    calls.map((c) => c.refresh),
    [false, true],
  )
  calls[1]!.answer({ success: true, count: 2 })
  await again
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 2 })
  await query.load(null)
  await query.load('a')
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 2 }, 'the fresh reply replaced the cached one')
})

t.test('the same refresh asked again while it is on its way joins it; once answered, a refresh asks again', async (t) => {
  const { calls, query } = setUp()
  const first = query.load('a', true)
  const joined = query.load('a', true)
  t.equal(calls.length, 1, 'one call for the two asks')
  t.equal(calls[0]!.cancelled, false, 'and it was not started over')
  calls[0]!.answer({ success: true, count: 1 })
  await Promise.all([first, joined])
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 1 })
  const later = query.load('a', true)
  t.equal(calls.length, 2, 'a refresh after the answer is a new call')
  // A plain load on the way does not stand for a refresh: the refresh goes past it.
  const other = query.load('b')
  const refreshed = query.load('b', true)
  t.same(
    calls.map((c) => [c.query, c.refresh, c.cancelled]),
    [['a', true, false], ['a', true, true], ['b', false, true], ['b', true, false]],
  )
  calls[3]!.answer({ success: true, count: 3 })
  await Promise.all([later, other, refreshed])
  t.same(query.state.value, { kind: 'loaded', key: 'b', count: 3 })
})

t.test('a joined refresh resolves only when the call it joined is answered', async (t) => {
  const { calls, query } = setUp()
  void query.load('a', true)
  let joinedDone = false
  const joined = query.load('a', true).then(() => (joinedDone = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  t.equal(joinedDone, false, 'still on its way')
  calls[0]!.answer({ success: true, count: 4 })
  await joined
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 4 })
})

t.test('a refresh that keeps the shown value shows it until the new reply, and only for the same key', async (t) => {
  const { calls, query } = setUp()
  const first = query.load('a')
  calls[0]!.answer({ success: true, count: 1 })
  await first
  const again = query.load('a', true, { keepShown: true })
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 1 }, 'no loading between the two')
  calls[1]!.answer({ success: true, count: 2 })
  await again
  t.same(query.state.value, { kind: 'loaded', key: 'a', count: 2 })
  void query.load('b', true, { keepShown: true })
  t.same(query.state.value, { kind: 'loading', key: 'b' }, "another key's value is not shown for it")
})

t.test("a failure shows the screen's own words where it gives them, and is told so", async (t) => {
  const { calls, fetch } = service()
  const failures: string[] = []
  const query = createRemoteQuery({
    keyOf: (key: string) => key,
    fetch,
    valueOf: ({ count }) => ({ count }),
    cache: createMemoryCache<{ count: number }>(1),
    errorOf: (failure) => (failure.status === 404 ? 'Query not found.' : failure.error),
    onFailure: (error) => failures.push(error),
  })
  const missing = query.load('a')
  calls[0]!.answer({ success: false, error: 'No such job', status: 404 })
  await missing
  t.same(query.state.value, { kind: 'failed', key: 'a', error: 'Query not found.' })
  const down = query.load('b')
  calls[1]!.answer({ success: false, error: 'down', status: 500 })
  await down
  t.same(query.state.value, { kind: 'failed', key: 'b', error: 'down' })
  t.same(failures, ['Query not found.', 'down'])
})
