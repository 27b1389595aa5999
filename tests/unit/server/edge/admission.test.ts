// Load shedding at the edge: past API_MAX_IN_FLIGHT calls in flight to the upstream, a call is refused at
// once with 503, Retry-After and the busy message; pages, assets and the sign-out call are served all the while.

import t from 'tap'
import { startEdge, startUpstream } from './harness.js'

t.test('calls past the limit are refused at once; the rest pass, and pages are served', async (t) => {
  const held: (() => void)[] = []
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/slow', () => new Promise((resolve) => held.push(() => resolve({ success: true }))))
  })
  const edge = await startEdge(upstream.url, { API_MAX_IN_FLIGHT: '2' })
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => {
    held.forEach((release) => release())
    await edge.close()
    await upstream.close()
  })

  const first = [fetch(`${base}/v1/slow`), fetch(`${base}/v1/slow`)]
  while (held.length < 2) await new Promise((r) => setTimeout(r, 10))
  t.equal(edge.callsInFlight(), 2)

  const started = performance.now()
  const refused = await fetch(`${base}/v1/sightings?make=Canon`)
  t.equal(refused.status, 503)
  t.equal(refused.headers.get('retry-after'), '2')
  t.same(await refused.json(), { success: false, error: 'The server is busy. Try again in 2 seconds.' })
  t.ok(performance.now() - started < 1000, 'refused at once, not queued')

  const signOut = await fetch(`${base}/v1/logout?redirect=%2Fsearch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  t.equal(signOut.status, 200, 'a sign-out is passed on at capacity: it is never turned away')
  t.equal(edge.callsInFlight(), 2, 'and its place is given back')
  t.equal((await fetch(`${base}/login`)).status, 200, 'a page is served')
  t.equal((await fetch(`${base}/healthz`)).status, 200, 'health is answered')

  held.splice(0).forEach((release) => release())
  for (const reply of await Promise.all(first)) t.equal(reply.status, 200)
  while (edge.callsInFlight() > 0) await new Promise((r) => setTimeout(r, 10))
  t.equal((await fetch(`${base}/v1/echo`)).status, 200, 'once they end, calls pass again')
})

t.test('a client that goes away frees its place', async (t) => {
  const held: (() => void)[] = []
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/slow', () => new Promise((resolve) => held.push(() => resolve({ success: true }))))
  })
  const edge = await startEdge(upstream.url, { API_MAX_IN_FLIGHT: '1' })
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => {
    held.forEach((release) => release())
    await edge.close()
    await upstream.close()
  })
  const gone = new AbortController()
  const abandoned = fetch(`${base}/v1/slow`, { signal: gone.signal }).catch(() => null)
  while (held.length < 1) await new Promise((r) => setTimeout(r, 10))
  gone.abort()
  await abandoned
  while (edge.callsInFlight() > 0) await new Promise((r) => setTimeout(r, 10))
  t.equal((await fetch(`${base}/v1/echo`)).status, 200)
})
