// The remote query's partial values (issue 15 §9): a loading state carries what the reply holds so far,
// only for the call running; the complete reply (or a failure) replaces it and only the complete one is kept.

import t from 'tap'
import { CANCELLED, type Cancelable, type Cancelled } from '../../../../shared/api/client.js'
import type { Reply } from '../../../../shared/api/types/reply.js'
import { createMemoryCache } from '../../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../../shared/state/remoteQuery.js'

type Found = { items: string[]; total: number }

/** A service whose calls the test feeds partials to and answers by hand. */
function setUp() {
  const calls: { query: string; partial: (reply: Found) => void; answer: (reply: Reply<Found>) => void; cancelled: boolean }[] = []
  const cache = createMemoryCache<Found>(10)
  const query = createRemoteQuery({
    keyOf: (key: string) => key,
    fetch: (key: string, _refresh: boolean, onPartial: (partial: Found) => void): Cancelable<Reply<Found>> => {
      let settle: (reply: Reply<Found> | Cancelled) => void = () => {}
      const promise = new Promise<Reply<Found> | Cancelled>((resolve) => (settle = resolve))
      const call = { query: key, partial: onPartial, answer: (reply: Reply<Found>) => settle(reply), cancelled: false }
      calls.push(call)
      return { promise, cancel: () => ((call.cancelled = true), settle(CANCELLED)) }
    },
    // The value keeps what it is given, so the test sees that partials pass through it too.
    valueOf: ({ items, total }) => ({ items: items.map((item) => item.toUpperCase()), total }),
    cache,
  })
  return { calls, cache, query }
}

t.test('a loading query carries the value read so far, then the whole value once loaded', async (t) => {
  const { calls, cache, query } = setUp()
  const loading = query.load('a')
  calls[0]!.partial({ items: ['x'], total: 3 })
  t.same(query.state.value, { kind: 'loading', key: 'a', partial: { items: ['X'], total: 3 } })
  t.equal(cache.read('a'), null, 'a partial value is never kept')
  calls[0]!.partial({ items: ['x', 'y'], total: 3 })
  t.same(query.state.value, { kind: 'loading', key: 'a', partial: { items: ['X', 'Y'], total: 3 } })
  void query.load('a')
  t.equal(calls.length, 1, 'the same query while partial is still on its way')
  calls[0]!.answer({ success: true, items: ['x', 'y', 'z'], total: 3 })
  await loading
  t.same(query.state.value, { kind: 'loaded', key: 'a', items: ['X', 'Y', 'Z'], total: 3 })
  t.same(cache.read('a'), { items: ['X', 'Y', 'Z'], total: 3 })
})

t.test('a partial of a call that was replaced or put aside is not shown', async (t) => {
  const { calls, query } = setUp()
  void query.load('a')
  void query.load('b')
  t.equal(calls[0]!.cancelled, true)
  calls[0]!.partial({ items: ['late'], total: 1 })
  t.same(query.state.value, { kind: 'loading', key: 'b' })
  query.put('b', { items: ['MADE'], total: 1 })
  calls[1]!.partial({ items: ['late'], total: 1 })
  t.same(query.state.value, { kind: 'loaded', key: 'b', items: ['MADE'], total: 1 })
})

t.test('a failure after a partial shows the failure', async (t) => {
  const { calls, query } = setUp()
  const loading = query.load('a')
  calls[0]!.partial({ items: ['x'], total: 2 })
  calls[0]!.answer({ success: false, error: 'Cannot connect to the server.', networkError: true })
  await loading
  t.same(query.state.value, { kind: 'failed', key: 'a', error: 'Cannot connect to the server.' })
})

t.test('a fetch that reads no partial works as before', async (t) => {
  const query = createRemoteQuery({
    keyOf: (key: string) => key,
    fetch: (key: string) => ({ promise: Promise.resolve({ success: true as const, items: [key], total: 1 }), cancel: () => {} }),
    valueOf: ({ items, total }: Found) => ({ items, total }),
    cache: createMemoryCache<Found>(10),
  })
  await query.load('k')
  t.same(query.state.value, { kind: 'loaded', key: 'k', items: ['k'], total: 1 })
})
