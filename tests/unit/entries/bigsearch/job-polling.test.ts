// The job's state polled once a second until it is finished (spec-2 §4 "BigSearch job", §8).

import t from 'tap'
import { createApiClient } from '../../../../shared/api/client.js'
import { createBigSearchState, QUERY_NOT_FOUND } from '../../../../entries/bigsearch/state.js'
import { fakeTimers } from '../../shared/fakeTimers.js'

const JOB = 'a'.repeat(64)
const status = (name: string, processed: number) => ({ success: true, status: name, finished: null, mediaCount: 10, mediaProcessed: processed, error: null, statusText: null })

function service(replies: (() => Response)[]) {
  const asked: string[] = []
  const api = createApiClient({
    fetch: async (url) => {
      asked.push(url)
      return (replies.shift() ?? (() => new Response('{}', { status: 500 })))()
    },
    justification: () => '',
    onUnauthorized: () => {},
  })
  return { api, asked }
}

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The fake timers' waits, and running the due ones (each once). */
function clock() {
  const timers = fakeTimers()
  const delays = () => [...timers.pending.values()].map((p) => p.ms)
  const fire = () => {
    const due = [...timers.pending.values()]
    timers.pending.clear()
    due.forEach((p) => p.fn())
  }
  return { timers, delays, fire }
}

t.test('polls once a second while processing and stops on COMPLETE', async (t) => {
  const { api, asked } = service([json(status('QUEUED', 0)), json(status('PROCESSING', 4)), json(status('COMPLETE', 10))])
  const { timers, delays, fire } = clock()
  const state = createBigSearchState(api, timers)
  state.follow(JOB)
  await settle()
  t.equal(asked[0], `/v1/bigsearch/status/${JOB}`)
  t.same(delays(), [1000])
  fire()
  await settle()
  const now = state.job.value
  t.equal(now.kind === 'status' && now.status.mediaProcessed, 4)
  fire()
  await settle()
  t.equal(state.job.value.kind === 'status' && state.job.value.status.status, 'COMPLETE')
  t.same(delays(), [], 'no further poll')
  t.equal(asked.length, 3)
})

t.test("a 404 reads 'Query not found.' and stops; Retry asks again", async (t) => {
  const { api, asked } = service([json({ success: false, error: 'No such job' }, 404), json(status('ERROR', 2))])
  const { timers, delays } = clock()
  const state = createBigSearchState(api, timers)
  state.follow(JOB)
  await settle()
  t.same(state.job.value, { kind: 'failed', jobId: JOB, error: QUERY_NOT_FOUND })
  t.same(delays(), [])
  state.follow(JOB)
  await settle()
  t.equal(state.job.value.kind === 'status' && state.job.value.status.status, 'ERROR')
  t.same(delays(), [], 'an ERROR job is finished')
  t.equal(asked.length, 2)
})

t.test('leaving the screen stops polling', async (t) => {
  const { api } = service([json(status('PROCESSING', 1))])
  const { timers, delays } = clock()
  const state = createBigSearchState(api, timers)
  state.follow(JOB)
  await settle()
  t.same(delays(), [1000])
  state.leave()
  t.same(delays(), [])
  t.same(state.job.value, { kind: 'idle' })
})
