// The polled query (spec-2 §4 "BigSearch job"): asked at once and again each interval after the last reply
// while its value says so, the value shown between rounds, a failure that stops the asking and shows its
// words, Retry that starts anew, and stopping or leaving that leaves no timer behind.

import t from 'tap'
import { CANCELLED, type Cancelable, type Cancelled } from '../../../../shared/api/client.js'
import type { Reply } from '../../../../shared/api/types/reply.js'
import { createMemoryCache } from '../../../../shared/state/keyedCache.js'
import { createPolledQuery } from '../../../../shared/state/polledQuery.js'
import { fakeTimers } from '../fakeTimers.js'

type Job = { done: number; of: number }
type Answer = Reply<Job>

const INTERVAL = 1000
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setUp() {
  const calls: { query: string; cancelled: boolean; answer: (reply: Answer) => void }[] = []
  const fetch = (query: string): Cancelable<Answer> => {
    let resolve: (reply: Answer | Cancelled) => void = () => {}
    const promise = new Promise<Answer | Cancelled>((r) => (resolve = r))
    const call = { query, cancelled: false, answer: (reply: Answer) => resolve(reply) }
    calls.push(call)
    return {
      promise,
      cancel: () => {
        call.cancelled = true
        resolve(CANCELLED)
      },
    }
  }
  const timers = fakeTimers()
  const delays = () => [...timers.pending.values()].map((p) => p.ms)
  /** Runs the waits now due, each once. */
  const tick = () => {
    const due = [...timers.pending.values()]
    timers.pending.clear()
    due.forEach((p) => p.fn())
  }
  const polled = createPolledQuery({
    keyOf: (id: string) => id,
    fetch,
    valueOf: ({ done, of }): Job => ({ done, of }),
    cache: createMemoryCache<Job>(1),
    errorOf: (failure) => (failure.status === 404 ? 'Query not found.' : failure.error),
    intervalMs: INTERVAL,
    pollWhile: (job) => job.done < job.of,
    timers,
  })
  const answerLast = async (reply: Answer) => {
    calls.at(-1)!.answer(reply)
    await settle()
  }
  return { calls, delays, tick, polled, answerLast }
}

t.test('asks at once, then once an interval after each reply while unfinished, and stops when finished', async (t) => {
  const { calls, delays, tick, polled, answerLast } = setUp()
  void polled.poll('job')
  t.same(polled.state.value, { kind: 'loading', key: 'job' })
  t.same(delays(), [], 'no wait runs while a call is on its way')
  await answerLast({ success: true, done: 1, of: 3 })
  t.same(polled.state.value, { kind: 'loaded', key: 'job', done: 1, of: 3 })
  t.same(delays(), [INTERVAL])
  tick()
  t.equal(calls.length, 2)
  t.same(polled.state.value, { kind: 'loaded', key: 'job', done: 1, of: 3 }, 'the value stays shown while the next round is asked')
  await answerLast({ success: true, done: 3, of: 3 })
  t.same(polled.state.value, { kind: 'loaded', key: 'job', done: 3, of: 3 })
  t.same(delays(), [], 'finished: no further round')
  t.equal(calls.length, 2)
})

t.test('a failure stops the asking with its words; asking again starts anew from loading', async (t) => {
  const { calls, delays, polled, answerLast } = setUp()
  void polled.poll('job')
  await answerLast({ success: false, error: 'No such job', status: 404 })
  t.same(polled.state.value, { kind: 'failed', key: 'job', error: 'Query not found.' })
  t.same(delays(), [])
  void polled.poll('job')
  t.same(polled.state.value, { kind: 'loading', key: 'job' }, 'Retry shows loading, not the failure')
  await answerLast({ success: true, done: 0, of: 2 })
  t.same(delays(), [INTERVAL], 'polling goes on after the retry')
  t.equal(calls.length, 2)
})

t.test('stop keeps what is shown and asks no more, even when a reply on its way arrives unfinished', async (t) => {
  const { calls, delays, tick, polled, answerLast } = setUp()
  void polled.poll('job')
  await answerLast({ success: true, done: 1, of: 3 })
  tick()
  polled.stop()
  await answerLast({ success: true, done: 2, of: 3 })
  t.same(polled.state.value, { kind: 'loaded', key: 'job', done: 2, of: 3 })
  t.same(delays(), [], 'no round after stop')
  t.equal(calls.length, 2)
})

t.test('poll(null) cancels the call on its way, goes idle and leaves no timer', async (t) => {
  const { calls, delays, polled, answerLast } = setUp()
  void polled.poll('job')
  await answerLast({ success: true, done: 1, of: 3 })
  t.same(delays(), [INTERVAL])
  await polled.poll(null)
  t.same(delays(), [])
  t.same(polled.state.value, { kind: 'idle' })
  void polled.poll('job')
  await polled.poll(null)
  t.ok(calls[1]!.cancelled, 'the call on its way was cancelled')
  t.same(polled.state.value, { kind: 'idle' })
})

t.test("another query replaces the first: its call is cancelled and the first's rounds end", async (t) => {
  const { calls, delays, tick, polled, answerLast } = setUp()
  void polled.poll('a')
  await answerLast({ success: true, done: 1, of: 3 })
  tick()
  void polled.poll('b')
  t.ok(calls[1]!.cancelled)
  t.same(polled.state.value, { kind: 'loading', key: 'b' }, "a's value gives way")
  await answerLast({ success: true, done: 0, of: 1 })
  t.same(delays(), [INTERVAL], "only b's round waits")
  tick()
  t.same(calls.map((c) => c.query), ['a', 'a', 'b', 'b'])
})

t.test('the same query asked again while its round is on its way joins that round', async (t) => {
  const { calls, delays, polled, answerLast } = setUp()
  void polled.poll('job')
  const again = polled.poll('job')
  t.equal(calls.length, 1, 'not asked twice')
  await answerLast({ success: true, done: 1, of: 2 })
  await again
  t.same(delays(), [INTERVAL], 'one round waits, not two')
})
