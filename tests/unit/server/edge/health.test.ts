// GET /healthz: the upstream's own health, or, while the built-in service restarts, what the edge waits for.

import t from 'tap'
import { startEdge, startUpstream } from './harness.js'

t.test('while the built-in service restarts, /healthz answers 503 saying what the edge waits for', async (t) => {
  const upstream = await startUpstream()
  let waiting: string | null = 'the built-in service to restart (attempt 3, next in 2 s): port 41234 is in use'
  const edge = await startEdge(upstream.url, {}, { builtIn: { waiting: () => waiting, auditSecret: 'x'.repeat(43) } })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const during = await edge.inject('/healthz')
  t.equal(during.statusCode, 503)
  t.equal(during.headers['cache-control'], 'no-store')
  t.same(during.json(), { ok: false, upstream: 'restarting', waiting })
  waiting = null
  const after = await edge.inject('/healthz')
  t.same([after.statusCode, after.json()], [200, { ok: true, upstream: 'ok' }], 'then the upstream\'s own health')
})
