// Fault: an upstream that answers more slowly than the edge waits. The client must get the edge's 504
// JSON, never a connection the edge itself cut first: the edge's own timeouts are longer than its waits.

import t from 'tap'
import { request } from 'node:http'
import { startEdge, startUpstream } from '../server/edge/harness.js'

/** A call over a real socket, as a browser sends it: the status and body, or the error that ended it. */
function call(method: string, url: string, body = ''): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    request(url, { method, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', (err) => resolve({ error: err.message }))
    })
      .on('error', (err) => resolve({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }))
      .end(body)
  })
}

t.test('a slow upstream\'s caller gets the 504 JSON over a real socket, not a reset', async (t) => {
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/slow', () => new Promise(() => {})) // never answers
    app.post('/v1/bigsearch/data', () => new Promise(() => {}))
  })
  const edge = await startEdge(upstream.url, { UPSTREAM_TIMEOUT_MS: '300', UPSTREAM_CONNECT_TIMEOUT_MS: '200', UPLOAD_TIMEOUT_MS: '2500' })
  t.teardown(async () => {
    await edge.close()
    upstream.app.server.closeAllConnections()
    await upstream.close()
  })
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  const gatewayTimeout = { status: 504, body: JSON.stringify({ success: false, error: 'Cannot connect to the server.' }) }
  let started = Date.now()
  t.same(await call('GET', `${base}/v1/slow`), gatewayTimeout)
  t.ok(Date.now() - started < 2_000, `answered in ${Date.now() - started} ms`)

  // An upload waits for its reply for the upload's own time.
  started = Date.now()
  t.same(await call('POST', `${base}/v1/bigsearch/data`, '{"file":"exif"}'), gatewayTimeout, 'an upload')
  const waited = Date.now() - started
  t.ok(waited >= 2_500 && waited < 6_000, `the upload's reply was awaited ${waited} ms, UPLOAD_TIMEOUT_MS`)
})

t.test('with any timeouts, the edge keeps a silent connection open longer than it waits for its upstream', async (t) => {
  const upstream = await startUpstream()
  t.teardown(() => upstream.close())
  const cases: Record<string, string>[] = [
    {}, // the defaults: 5 s to connect, 60 s for a reply, 10 minutes for an upload
    { UPSTREAM_TIMEOUT_MS: '120000', UPSTREAM_CONNECT_TIMEOUT_MS: '30000' },
    { UPSTREAM_TIMEOUT_MS: '3600000', UPLOAD_TIMEOUT_MS: '1000' },
    { UPSTREAM_TIMEOUT_MS: '100', UPLOAD_TIMEOUT_MS: '7200000' },
  ]
  for (const env of cases) {
    const edge = await startEdge(upstream.url, env)
    const connect = Number(env.UPSTREAM_CONNECT_TIMEOUT_MS ?? 5_000)
    const longestWait = Math.max(Number(env.UPSTREAM_TIMEOUT_MS ?? 60_000), Number(env.UPLOAD_TIMEOUT_MS ?? 600_000))
    // node's server.timeout is Fastify's connectionTimeout: a connection silent that long is cut.
    t.ok(edge.server.timeout > connect + longestWait, `${JSON.stringify(env)}: a connection may stay silent ${edge.server.timeout} ms`)
    t.ok(edge.server.requestTimeout > longestWait, `${JSON.stringify(env)}: a request may take ${edge.server.requestTimeout} ms to arrive`)
    await edge.close()
  }
})
