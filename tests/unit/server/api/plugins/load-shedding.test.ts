// The service's own guard: while its event loop lags past the limit, calls are refused at once with 503,
// Retry-After and the spec's reply shape; once it catches up, they are answered again.

import t from 'tap'
import { harness } from '../harness.js'

const block = (ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // holds the event loop, as a call that never yields would
  }
}

t.test('a lagging service refuses calls with 503 and the busy message, then recovers', async (t) => {
  const h = harness(t, { loadShedding: { maxEventLoopDelayMs: 100, retryAfterSeconds: 2 } })
  await h.app.ready()
  t.equal((await h.app.inject({ url: '/v1/authenticate' })).statusCode < 500, true, 'answered while idle')
  block(600)
  // under-pressure samples the lag once a second: the next sample after the block reports it.
  let refused = await h.app.inject({ url: '/v1/authenticate' })
  for (let i = 0; i < 30 && refused.statusCode !== 503; i++) {
    await new Promise((r) => setTimeout(r, 50))
    block(600)
    refused = await h.app.inject({ url: '/v1/authenticate' })
  }
  t.equal(refused.statusCode, 503)
  t.equal(refused.headers['retry-after'], '2')
  t.same(refused.json(), { success: false, error: 'The server is busy. Try again in 2 seconds.' })
  const signOut = await h.app.inject({ method: 'POST', url: '/v1/logout', payload: {} })
  t.equal(signOut.statusCode, 200, 'a sign-out is answered all the same: it is never turned away')
  t.equal(signOut.json().success, true)
  let answered = refused
  for (let i = 0; i < 60 && answered.statusCode === 503; i++) {
    await new Promise((r) => setTimeout(r, 100))
    answered = await h.app.inject({ url: '/v1/authenticate' })
  }
  t.not(answered.statusCode, 503, 'answered again once the loop caught up')
})
