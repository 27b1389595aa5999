// The audit log of every /v1 call (spec-3 §3 "Audit entry"): who, which app, which api and action, the
// justification as typed, the outcome, and never a secret.

import t from 'tap'
import { assertAudited, auditRows, harness, PASSWORD } from '../harness.js'
import { apiOf, decodeJustification } from '../../../../../server/api/plugins/audit.js'
import { SECURE_COOKIE } from '../../../../../server/api/plugins/authentication.js'

const DAN = 'dan@police.example'

t.test('each account call is logged under its own action name', async (t) => {
  const h = harness(t)
  await h.addUser({ email: DAN })
  const b = h.browser()
  await b.signIn(DAN)
  await b.call({ method: 'GET', url: '/v1/authenticate' }, DAN)
  await b.call({ method: 'PUT', url: '/v1/authenticate', payload: {} }, DAN)
  await b.call({ method: 'GET', url: '/v1/authenticate/api-key' }, DAN)
  await b.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, DAN)
  await b.call({ method: 'POST', url: '/v1/settings', payload: { showMenu: false } }, DAN)
  await b.call({ method: 'POST', url: '/v1/feedback', payload: { message: 'Hello' } }, DAN)
  await b.call({ method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: '/search?make=Canon' } }, DAN)
  await b.call({ method: 'GET', url: '/v1/no/such/call?q=secret' }, DAN)
  await b.call({ method: 'POST', url: '/v1/logout', payload: {} }, DAN)
  const rows = await assertAudited(t, h)
  t.same(
    rows.map((r) => [r.api, r.action]),
    [
      ['authenticate', 'login'],
      ['authenticate', 'session-check'],
      ['authenticate', 'session-refresh'],
      ['authenticate', 'api-key-read'],
      ['authenticate', 'api-key-renew'],
      ['settings', 'settings-update'],
      ['feedback', 'feedback'],
      ['metrics', 'metrics'],
      ['no', 'unknown'],
      ['logout', 'logout'],
    ],
  )
  t.match(rows[8], { success: 0, error: 'Unknown call: GET /v1/no/such/call' })
  t.equal(rows[5]?.details, 'showMenu')
  t.notOk(JSON.stringify(rows).includes('make=Canon'), 'no search terms from a metric event or a query string')
  t.ok(rows.every((r) => r.at === h.clock.now), 'at is the service clock')
})

t.test('the requesting app and the justification are recorded, the justification decoded as typed', async (t) => {
  const h = harness(t)
  await h.addUser({ email: DAN })
  const b = h.browser()
  await b.signIn(DAN)
  const typed = 'Opération « Nordlicht » – case 42'
  await b.call(
    {
      method: 'GET',
      url: '/v1/authenticate',
      headers: { 'x-requesting-app': 'lowside', 'x-justification': `utf-8''${encodeURIComponent(typed)}` },
    },
    DAN,
  )
  await b.call({ method: 'GET', url: '/v1/authenticate', headers: { 'x-justification': 'Case 7 review' } }, DAN)
  const rows = await assertAudited(t, h)
  t.match(rows[1], { requesting_app: 'lowside', justification: typed })
  t.match(rows[2], { requesting_app: null, justification: 'Case 7 review' })
  t.equal(rows[0]?.justification, null)
})

t.test('failures are logged with their error, and a signed-out call under the address it named', async (t) => {
  const h = harness(t)
  await h.addUser({ email: DAN })
  const b = h.browser()
  await b.signIn(DAN, {}, 'wrong password')
  await b.call({ method: 'POST', url: '/v1/settings', payload: { showMenu: false } }, 'anonymous')
  await b.call({ method: 'POST', url: '/v1/authenticate', payload: { password: 'x' } }, 'anonymous')
  const rows = await assertAudited(t, h)
  t.match(rows[0], { user_email: DAN, action: 'login', success: 0, error: 'Incorrect email or password.' })
  t.match(rows[1], { user_email: 'anonymous', action: 'settings-update', success: 0, error: 'Your session has ended. Please sign in again.' })
  t.match(rows[2], { success: 0, error: /^The request is not valid: .*username/ })
})

t.test('no password, key or session token ever reaches the log', async (t) => {
  const h = harness(t)
  await h.addUser({ email: DAN })
  const b = h.browser()
  await b.signIn(DAN)
  await b.signIn(DAN, {}, 'a wrong but secret password')
  const key = (await b.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, DAN)).json().apiKey as string
  await b.call({ method: 'GET', url: '/v1/authenticate', headers: { 'x-api-key': key } }, DAN)
  const token = b.cookies.get(SECURE_COOKIE) as string
  const text = JSON.stringify(await assertAudited(t, h))
  for (const secret of [PASSWORD, 'a wrong but secret password', key, token]) t.notOk(text.includes(secret), 'a secret is absent')
})

t.test('calls outside /v1 are not audited', async (t) => {
  const h = harness(t)
  await h.app.inject({ method: 'GET', url: '/healthz' })
  await h.app.inject({ method: 'GET', url: '/elsewhere' })
  await new Promise((resolve) => setImmediate(resolve))
  t.same(auditRows(h.db), [])
})

t.test('the api is the first path segment after /v1', async (t) => {
  t.equal(apiOf('/v1/authenticate/api-key'), 'authenticate')
  t.equal(apiOf('/v1/metrics/user'), 'metrics')
  t.equal(apiOf('/v1'), '')
  t.equal(apiOf('/tiles/3/4/2.pbf'), 'tiles', 'a path outside /v1 by its own first segment')
  t.equal(apiOf('/v1/caf%C3%A9'), 'café')
  t.equal(apiOf('/v1/%E0%A4%A'), '%E0%A4%A', 'an undecodable segment is kept as sent')
  t.equal(apiOf(`/v1/${'x'.repeat(500)}`).length, 64, 'and clipped')
})

t.test('a justification that does not decode is kept as sent; a blank one is none', async (t) => {
  t.equal(decodeJustification("utf-8''%E0%A4%A"), "utf-8''%E0%A4%A")
  t.equal(decodeJustification("UTF-8''case%20one"), 'case one')
  t.equal(decodeJustification('   '), null)
  t.equal(decodeJustification(null), null)
  t.equal(decodeJustification('x'.repeat(5000))?.length, 1000)
})
