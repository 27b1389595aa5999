// The calls the edge refuses itself: answered in the spec-1 §7 shape, logged with the user the session
// names, and sent to the built-in service's audit log with the launch secret; the internal call's path
// and header are never forwarded from a client.

import t, { type Test } from 'tap'
import { request as httpRequest } from 'node:http'
import { Writable } from 'node:stream'
import { demoUser, signIn, startEdge, startUpstream } from './harness.js'
import { waitFor } from '../../fault/processes.js'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH, type EdgeRefusal } from '../../../../server/settings/edge-audit.js'

const SECRET = 'e'.repeat(43)
const investigator = demoUser({ email: 'investigator@example.org' })

async function setUp(t: Test, builtIn: boolean, env: Record<string, string> = {}) {
  const reports: { body: EdgeRefusal; secret: unknown }[] = []
  const upstream = await startUpstream([investigator], (app) => {
    app.post(EDGE_REFUSALS_PATH, async (request) => {
      reports.push({ body: request.body as EdgeRefusal, secret: request.headers[EDGE_AUDIT_SECRET_HEADER] })
      return { success: true }
    })
    app.post('/v1/feedback', async () => ({ success: true }))
  })
  const logged: Record<string, any>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const edge = await startEdge(upstream.url, env, {
    logger: { level: 'warn', stream },
    builtIn: builtIn ? { waiting: () => null, auditSecret: SECRET } : null,
  })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const refusalsLogged = () => logged.filter((line) => line.refusal).map((line) => line.refusal)
  return { upstream, edge, reports, refusalsLogged }
}

/** A POST whose body comes in chunks with no Content-Length, over a real socket. */
function chunkedPost(base: string, path: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie } }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.write('{"message":')
    req.end('"hello"}')
  })
}

t.test('each refusal of a /v1 call names the signed-in user, in the log and in the built-in service\'s audit', async (t) => {
  const { upstream, edge, reports, refusalsLogged } = await setUp(t, true)
  const cookie = await signIn(edge, investigator.email)
  const headers = { cookie, 'x-requesting-app': 'lowside', 'x-justification': 'Case 42' }

  const tooLarge = await edge.inject({ method: 'POST', url: '/v1/feedback?draft=1', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }) })
  t.same([tooLarge.statusCode, tooLarge.json()], [413, { success: false, error: 'The request body is too large: at most 1 MB.' }], 'the built-in service\'s limit, refused before sending')
  const badAddress = await edge.inject({ method: 'GET', url: '/v1/sightings/%E0%A4%A', headers })
  t.same([badAddress.statusCode, badAddress.json()], [400, { success: false, error: 'Bad address.' }])
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  const noLength = await chunkedPost(base, '/v1/feedback', cookie)
  t.same([noLength.status, JSON.parse(noLength.body)], [411, { success: false, error: 'The request needs a Content-Length.' }])

  await waitFor('three reports', 5_000, () => reports.length === 3)
  const byStatus = (status: number) => reports.find((r) => r.body.status === status)
  t.same(byStatus(413), {
    secret: SECRET,
    body: { method: 'POST', path: '/v1/feedback', status: 413, error: 'The request body is too large: at most 1 MB.', userEmail: investigator.email, requestingApp: 'lowside', justification: 'Case 42' },
  }, 'without the query string')
  t.match(byStatus(400), { secret: SECRET, body: { method: 'GET', path: '/v1/sightings/%E0%A4%A', error: 'Bad address.', userEmail: investigator.email } }, 'refused before routing, the cookie still names the user')
  t.match(byStatus(411), { secret: SECRET, body: { path: '/v1/feedback', userEmail: investigator.email, requestingApp: null } })
  t.notOk(upstream.seen.some((call) => call.url.startsWith('/v1/feedback') || call.url.startsWith('/v1/sightings')), 'no refused call reached the upstream')

  t.match(refusalsLogged(), [
    { method: 'POST', path: '/v1/feedback', status: 413, user: investigator.email, requestingApp: 'lowside' },
    { method: 'GET', path: '/v1/sightings/:value', status: 400, user: investigator.email },
    { method: 'POST', path: '/v1/feedback', status: 411, user: investigator.email },
  ])
  t.notMatch(JSON.stringify(refusalsLogged()), 'Case 42', 'the justification stays out of the edge\'s log')
})

t.test('a refusal of a signed-out visitor or of a page is logged; only /v1 calls go to the audit', async (t) => {
  const { edge, reports, refusalsLogged } = await setUp(t, true)
  await edge.inject({ method: 'GET', url: '/search/%' })
  await edge.inject({ method: 'GET', url: '/v1/%', headers: { cookie: 'sightline=forged' } })
  await waitFor('one report', 5_000, () => reports.length === 1)
  t.match(reports[0]!.body, { path: '/v1/%', userEmail: null })
  t.match(refusalsLogged(), [
    { path: '/search/:value', status: 400, user: 'anonymous' },
    { path: '/v1/:value', status: 400, user: 'anonymous' },
  ])
})

t.test('with another upstream, refusals are logged and nothing is sent to it', async (t) => {
  const { edge, upstream, refusalsLogged } = await setUp(t, false, { PROXY_BODY_LIMIT_MB: '2' })
  const res = await edge.inject({ method: 'POST', url: '/v1/feedback', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) }) })
  t.same([res.statusCode, res.json()], [413, { success: false, error: 'The request body is too large: at most 2 MB.' }], 'PROXY_BODY_LIMIT_MB')
  t.match(refusalsLogged(), [{ path: '/v1/feedback', status: 413 }])
  await edge.inject('/v1/echo') // a report, had one been sent, would have arrived first
  t.notOk(upstream.seen.some((call) => call.url === EDGE_REFUSALS_PATH))
})

t.test('a client can neither reach the internal call through the edge nor send its secret', async (t) => {
  const { edge, upstream } = await setUp(t, true)
  for (const url of [
    EDGE_REFUSALS_PATH,
    `/v1/..${EDGE_REFUSALS_PATH}`,
    `/v1/%2e%2e${EDGE_REFUSALS_PATH}`,
    `/v1/%2E%2E%2F..${EDGE_REFUSALS_PATH}`,
    `/tiles/..%2f..${EDGE_REFUSALS_PATH}`,
    `/media/0/..%2f..${EDGE_REFUSALS_PATH}`,
  ]) {
    const res = await edge.inject({ method: 'POST', url, headers: { [EDGE_AUDIT_SECRET_HEADER]: SECRET, 'content-type': 'application/json' }, payload: '{}' })
    t.not(res.statusCode, 200, url)
  }
  t.notOk(upstream.seen.some((call) => call.url.includes('internal')), 'no such call reached the upstream')
  await edge.inject({ url: '/v1/echo', headers: { [EDGE_AUDIT_SECRET_HEADER]: SECRET } })
  t.equal(upstream.seen.at(-1)?.headers[EDGE_AUDIT_SECRET_HEADER], undefined, 'the secret header is not forwarded')
})
