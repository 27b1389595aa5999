// Fault: calls the edge refuses itself (a bad percent-escape, a body without a length, a body over its
// limit) never reach the built-in service, yet every /v1 call must be in its audit log, under the user
// the session names. The edge reports them on loopback with the secret it made at launch; nobody else can.

import t from 'tap'
import { join } from 'node:path'
import { request as httpRequest } from 'node:http'
import { buildApi } from '../../../server/api/app.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { createUser } from '../../../server/api/store/users.js'
import { hashPassword } from '../../../server/api/store/passwords.js'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH, newEdgeAuditSecret } from '../../../server/settings/edge-audit.js'
import { MIGRATIONS, PASSWORD, TEST_PASSWORD_COST, auditRows } from '../server/api/harness.js'
import { cookieHeaderFrom, startEdge } from '../server/edge/harness.js'
import Database from 'better-sqlite3'
import { builtProduct, startEdgeProcess, waitFor } from './processes.js'
import { serviceStoreOn } from '../../support/service-store.js'

const EMAIL = 'investigator@example.org'

/** A call over a real socket with exactly these headers, its body written in the chunks given. */
function send(base: string, path: string, options: { method: string; headers: Record<string, string>; chunks?: string[] }) {
  return new Promise<{ status: number; body: { success: boolean; error?: string } }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: options.method, headers: options.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) }))
    })
    req.on('error', reject)
    for (const chunk of options.chunks ?? []) req.write(chunk)
    req.end()
  })
}

t.test('each call the edge refuses is in the built-in service\'s audit log, as a failure of the signed-in user', async (t) => {
  // As main.ts launches it: a fresh secret, given to the service and kept by the edge.
  const secret = newEdgeAuditSecret()
  const db = openDatabase(join(t.testdir(), 'sightline.db'), MIGRATIONS)
  await createUser(storeOnSqlite(db), { email: EMAIL, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST), verified: true }, Date.now())
  const service = buildApi({ store: serviceStoreOn(db), cookieSecure: false, edgeAuditSecret: secret })
  const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' })
  const edge = await startEdge(serviceUrl, { COOKIE_SECURE: '0' }, { builtIn: { waiting: () => null, auditSecret: secret } })
  t.teardown(async () => {
    await edge.close()
    await service.close()
  })
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })

  const signIn = await fetch(`${base}/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  })
  t.equal(signIn.status, 200, 'signed in through the edge')
  const cookie = cookieHeaderFrom(signIn.headers.getSetCookie())
  const headers = { cookie, 'x-requesting-app': 'lowside', 'x-justification': 'Case 42' }
  const before = auditRows(db).length

  const badEscape = await send(base, '/v1/sightings/%E0%A4%A', { method: 'GET', headers })
  const noLength = await send(base, '/v1/settings', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    chunks: ['{"showMenu":', 'false}'],
  })
  const large = JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) })
  const overLimit = await send(base, '/v1/settings', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(large.length) },
    chunks: [large],
  })
  t.same(
    [badEscape, noLength, overLimit].map((r) => [r.status, r.body.error]),
    [
      [400, 'Bad address.'],
      [411, 'The request needs a Content-Length.'],
      [413, 'The request body is too large: at most 1 MB.'],
    ],
  )

  const refusals = await waitFor('three audit entries', 5_000, () => {
    const rows = auditRows(db).slice(before)
    return rows.length >= 3 && rows
  })
  t.same(
    refusals.map((row) => [row.user_email, row.api, row.action, row.success, row.error, row.requesting_app, row.justification]).sort(),
    [
      [EMAIL, 'settings', 'edge-refusal', 0, 'The request body is too large: at most 1 MB.', 'lowside', 'Case 42'],
      [EMAIL, 'settings', 'edge-refusal', 0, 'The request needs a Content-Length.', 'lowside', 'Case 42'],
      [EMAIL, 'sightings', 'edge-refusal', 0, 'Bad address.', 'lowside', 'Case 42'],
    ].sort(),
  )
})

t.test('nobody but the edge can write such an entry: not through the edge, not without the secret', async (t) => {
  const secret = newEdgeAuditSecret()
  const db = openDatabase(join(t.testdir(), 'sightline.db'), MIGRATIONS)
  const service = buildApi({ store: serviceStoreOn(db), edgeAuditSecret: secret })
  const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' })
  const edge = await startEdge(serviceUrl, {}, { builtIn: { waiting: () => null, auditSecret: secret } })
  t.teardown(async () => {
    await edge.close()
    await service.close()
  })
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  const forged = JSON.stringify({ method: 'GET', path: '/v1/sightings', status: 400, error: 'x', userEmail: 'someone-else@example.org', requestingApp: null, justification: null })
  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: forged })

  // Through the edge, even with the secret (had it leaked): the path is not proxied.
  for (const path of [EDGE_REFUSALS_PATH, `/v1/..${EDGE_REFUSALS_PATH}`, `/v1/%2e%2e${EDGE_REFUSALS_PATH}`, `/tiles/..%2f..${EDGE_REFUSALS_PATH}`]) {
    t.not((await post(`${base}${path}`, { [EDGE_AUDIT_SECRET_HEADER]: secret })).status, 200, `through the edge: ${path}`)
  }
  // At the service itself, on loopback, with no secret or a wrong one.
  t.equal((await post(`${serviceUrl}${EDGE_REFUSALS_PATH}`)).status, 404, 'no secret')
  t.equal((await post(`${serviceUrl}${EDGE_REFUSALS_PATH}`, { [EDGE_AUDIT_SECRET_HEADER]: newEdgeAuditSecret() })).status, 404, 'another secret')
  t.notOk(auditRows(db).some((row) => row.user_email === 'someone-else@example.org'), 'no forged entry')
})

t.test('as deployed: the edge\'s built-in service, launched with the edge\'s secret, records its refusals', async (t) => {
  const dist = builtProduct(t)
  const dataDir = t.testdir()
  const edge = await startEdgeProcess(t, dist, { DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD })
  await edge.line(/built-in service ready on port/)
  const signIn = await fetch(`${edge.base}/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  })
  t.equal(signIn.status, 200, 'signed in through the edge')
  const headers = { cookie: cookieHeaderFrom(signIn.headers.getSetCookie()) }
  const large = JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) })
  const refused = [
    await send(edge.base, '/v1/sightings/%E0%A4%A', { method: 'GET', headers }),
    await send(edge.base, '/v1/settings', { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(large.length) }, chunks: [large] }),
  ]
  t.same(refused.map((r) => r.status), [400, 413])

  const db = new Database(join(dataDir, 'sightline.db'), { readonly: true, fileMustExist: true })
  t.teardown(() => db.close())
  const rows = await waitFor('two edge refusals in the audit log', 10_000, () => {
    const found = auditRows(db).filter((row) => row.action === 'edge-refusal')
    return found.length >= 2 && found
  })
  t.same(rows.map((row) => [row.user_email, row.api, row.success, row.error]).sort(), [
    [EMAIL, 'settings', 0, 'The request body is too large: at most 1 MB.'],
    [EMAIL, 'sightings', 0, 'Bad address.'],
  ])
  // The edge's log reaches this test through a pipe, which may lag the audit rows.
  const logged = await waitFor('two refusals in the edge\'s log', 10_000, () => {
    const found = edge.lines.filter((line) => line.includes('"refusal"')).map((line) => JSON.parse(line).refusal)
    return found.length >= 2 && found
  })
  t.match(logged, [
    { method: 'GET', path: '/v1/sightings/:value', status: 400, user: EMAIL },
    { method: 'POST', path: '/v1/settings', status: 413, user: EMAIL },
  ], 'and in the edge\'s own log')
})
