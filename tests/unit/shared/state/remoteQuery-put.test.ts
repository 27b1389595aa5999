// A value the page put itself (a row it created) shows and is kept as if the service had answered it:
// asking again asks nothing, and a call on its way is dropped. A change to the value shown (a row added to
// a loaded list) is kept alike, changes nothing when nothing is loaded, and leaves a call on its way alone.

import t from 'tap'
import { CANCELLED, type Cancelable, type Cancelled } from '../../../../shared/api/client.js'
import type { Reply } from '../../../../shared/api/types/reply.js'
import { createMemoryCache } from '../../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../../shared/state/remoteQuery.js'

type Answer = Reply<{ rows: string[] }>

function setUp() {
  const calls: { cancelled: boolean; answer: (reply: Answer) => void }[] = []
  const query = createRemoteQuery({
    keyOf: (key: string) => key,
    fetch: (): Cancelable<Answer> => {
      let settle: (reply: Answer | Cancelled) => void = () => {}
      const call = { cancelled: false, answer: (reply: Answer) => settle(reply) }
      calls.push(call)
      return {
        promise: new Promise<Answer | Cancelled>((resolve) => (settle = resolve)),
        cancel: () => {
          call.cancelled = true
          settle(CANCELLED)
        },
      }
    },
    valueOf: ({ rows }) => ({ rows }),
    cache: createMemoryCache<{ rows: string[] }>(5),
  })
  return { calls, query }
}

t.test('a put value shows at once and answers the next load', async (t) => {
  const { calls, query } = setUp()
  query.put('all', { rows: ['new'] })
  t.same(query.state.value, { kind: 'loaded', key: 'all', rows: ['new'] })
  await query.load('all')
  t.equal(calls.length, 0, 'nothing was asked')
})

t.test('a put drops the call on its way, whose reply is ignored', async (t) => {
  const { calls, query } = setUp()
  const loading = query.load('all')
  query.put('all', { rows: ['mine'] })
  t.ok(calls[0]?.cancelled)
  calls[0]?.answer({ success: true, rows: ['stale'] })
  await loading
  t.same(query.state.value, { kind: 'loaded', key: 'all', rows: ['mine'] })
})

t.test('an update changes the value shown and kept, so that the next load answers with it', async (t) => {
  const { calls, query } = setUp()
  const loading = query.load('all')
  calls[0]?.answer({ success: true, rows: ['a', 'b'] })
  await loading
  query.update(({ rows }) => ({ rows: ['new', ...rows] }))
  t.same(query.state.value, { kind: 'loaded', key: 'all', rows: ['new', 'a', 'b'] })
  await query.load(null)
  await query.load('all')
  t.same(query.state.value, { kind: 'loaded', key: 'all', rows: ['new', 'a', 'b'] }, 'from the cache')
  t.equal(calls.length, 1)
})

t.test('an update with nothing loaded changes nothing, and a call on its way goes on', async (t) => {
  const { calls, query } = setUp()
  query.update(() => ({ rows: ['lost'] }))
  t.same(query.state.value, { kind: 'idle' })
  const loading = query.load('all')
  query.update(() => ({ rows: ['lost'] }))
  t.same(query.state.value, { kind: 'loading', key: 'all' })
  t.notOk(calls[0]?.cancelled)
  calls[0]?.answer({ success: true, rows: ['served'] })
  await loading
  t.same(query.state.value, { kind: 'loaded', key: 'all', rows: ['served'] })
})
