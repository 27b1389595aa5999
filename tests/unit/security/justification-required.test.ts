// The justification is the service's rule, not only the browser's (spec-1 §4.4, §5; spec-2 §6). Before, the
// account that must justify searched and opened sightings with none (the audit stored null), a one-character
// export justification was accepted, and usage reports were downloaded with none. Now a user who needs one is
// refused every call on investigation data without a justification of 3 to 1,000 characters, by session or API
// key, and the refusal is audited; the calls that only keep the page and the user's own account going stay open,
// so that the page can load and ask; and every export needs that length from everyone.

import t, { type Test } from 'tap'
import { auditRows, harness, type Browser, type Harness } from '../server/api/harness.js'
import { insertSightings } from '../../../server/api/store/sightings/rows.js'
import { renewApiKey } from '../../../server/api/store/api-keys.js'
import { SIGHTINGS, vector } from '../server/api/search/sightings-fixture.js'
import { JUSTIFICATION_NEEDED } from '../../../server/api/plugins/justification.js'
import { JUSTIFICATION_REQUIRED as AUDIT_EXPORT_NEEDS } from '../../../server/api/routes/licence-audit.js'
import { REPORT_JUSTIFICATION_REQUIRED } from '../../../server/api/routes/licence-usage.js'
import { JUSTIFICATION_REQUIRED as BIGSEARCH_EXPORT_NEEDS } from '../../../server/api/routes/bigsearch.js'
import { FEB } from '../server/api/audit/audit-fixture.js'

const MUST_JUSTIFY = 'judy@police.example'
const NEED_NOT = 'paul@police.example'
const ROLES = ['MetadataSearch', 'Audit', 'UsageStats']
const VALID = 'Operation Lantern 2026-0142'
/** Outside spec-1 §5's 3 to 1,000 characters, each as the header sends it. */
const INVALID: [string, Record<string, string>][] = [
  ['none', {}],
  ['blank', { 'x-justification': '   ' }],
  ['two characters', { 'x-justification': 'ab' }],
  ['two characters, padded', { 'x-justification': '  ab  ' }],
  ['1,001 characters', { 'x-justification': 'x'.repeat(1001) }],
  ['two characters as an ext-value', { 'x-justification': "utf-8''%C3%A9%C3%A9" }],
]

interface Setup {
  h: Harness
  licenceId: number
  judy: Browser
  paul: Browser
}

async function setup(t: Test): Promise<Setup> {
  const h = harness(t, { dataDir: t.testdir() })
  insertSightings(h.db, SIGHTINGS, h.clock.now)
  await h.addUser({ email: MUST_JUSTIFY, needsJustification: true }, ROLES)
  await h.addUser({ email: NEED_NOT }, ROLES)
  const licenceId = h.db.prepare('SELECT id FROM licences').pluck().get() as number
  const judy = h.browser()
  await judy.signIn(MUST_JUSTIFY)
  const paul = h.browser()
  await paul.signIn(NEED_NOT)
  return { h, licenceId, judy, paul }
}

/** Calls on investigation data, one of each kind the service has. */
function dataCalls(licenceId: number): { method: 'GET' | 'POST'; url: string; payload?: object }[] {
  return [
    { method: 'GET', url: '/v1/sightings?make=Canon' },
    { method: 'GET', url: '/v1/sightings/a1' },
    { method: 'GET', url: `/v1/sightings/similar/pdna/full/${vector(10, 1).join(',')}` },
    { method: 'GET', url: '/v1/searches' },
    { method: 'POST', url: '/v1/searches', payload: { queryString: 'make=Canon', reference: 'Lantern' } },
    { method: 'GET', url: '/v1/bigsearch/jobs' },
    { method: 'GET', url: '/v1/places?q=London' },
    { method: 'GET', url: '/v1/licences' },
    { method: 'GET', url: `/v1/licences/${licenceId}/audit?${FEB}` },
    { method: 'GET', url: `/v1/licences/${licenceId}/audit-options` },
    { method: 'GET', url: `/v1/licences/${licenceId}/usage` },
  ]
}

t.test('a user who must justify is refused every data call without a valid justification, and the refusal is audited', async (t) => {
  const { h, licenceId, judy } = await setup(t)
  for (const call of dataCalls(licenceId)) {
    for (const [label, headers] of INVALID) {
      const res = await judy.call({ ...call, headers }, MUST_JUSTIFY)
      t.same([res.statusCode, res.json()], [400, { success: false, error: JUSTIFICATION_NEEDED }], `${call.method} ${call.url}: ${label}`)
    }
    const res = await judy.call({ ...call, headers: { 'x-justification': VALID } }, MUST_JUSTIFY)
    t.ok(res.statusCode < 400, `${call.method} ${call.url}: with a justification, ${res.statusCode}`)
  }
  // Nothing was saved by the refused calls: the one saved search is the justified call's.
  t.equal(h.db.prepare('SELECT COUNT(*) FROM saved_searches').pluck().get(), 1, 'one saved search')
  const searches = auditRows(h.db).filter((row) => row.action === 'search' && row.user_email === MUST_JUSTIFY)
  t.same(
    searches.map((row) => [row.success, row.error]),
    [...INVALID.map(() => [0, JUSTIFICATION_NEEDED]), [1, null]],
    'each refused search is in the audit log as refused',
  )
  t.equal(searches.at(-1)?.justification, VALID, 'the justified one with its justification')
  t.match(searches[0]?.details, /make=Canon/, 'with what it searched for')
})

t.test('a justification in any script counts by its characters as typed', async (t) => {
  const { judy } = await setup(t)
  const ok = await judy.call({ method: 'GET', url: '/v1/sightings/a1', headers: { 'x-justification': "utf-8''%C3%A9t%C3%A9" } }, MUST_JUSTIFY)
  t.equal(ok.statusCode, 200, 'été: three characters')
  const longest = await judy.call({ method: 'GET', url: '/v1/sightings/a1', headers: { 'x-justification': 'x'.repeat(1000) } }, MUST_JUSTIFY)
  t.equal(longest.statusCode, 200, '1,000 characters')
})

t.test('the rule holds for the API key of a user who must justify', async (t) => {
  const { h } = await setup(t)
  const id = h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(MUST_JUSTIFY) as number
  const key = await renewApiKey(h.store, id, h.clock.now)
  const bare = await h.app.inject({ method: 'GET', url: '/v1/sightings?make=Canon', headers: { 'x-api-key': key } })
  t.same([bare.statusCode, bare.json()], [400, { success: false, error: JUSTIFICATION_NEEDED }])
  const justified = await h.app.inject({ method: 'GET', url: '/v1/sightings?make=Canon', headers: { 'x-api-key': key, 'x-justification': VALID } })
  t.equal(justified.statusCode, 200)
})

t.test('the calls that keep the page and the account going need no justification, so the page can ask for one', async (t) => {
  const { h, judy } = await setup(t)
  const open = [
    { method: 'GET', url: '/v1/authenticate' },
    { method: 'PUT', url: '/v1/authenticate' },
    { method: 'POST', url: '/v1/settings', payload: { showImages: false } },
    { method: 'POST', url: '/v1/metrics/user', payload: { type: 'page', event: '/search' } },
    { method: 'GET', url: '/v1/authenticate/api-key' },
    { method: 'GET', url: '/thumbnails/a1' },
    { method: 'GET', url: '/tiles/style.json' },
  ] as const
  for (const call of open) {
    const res = await judy.call({ ...call }, MUST_JUSTIFY)
    t.equal(res.statusCode, 200, `${call.method} ${call.url}`)
  }
  const session = await judy.call({ method: 'GET', url: '/v1/authenticate' }, MUST_JUSTIFY)
  t.equal((session.json() as { user: { needsJustification: boolean } }).user.needsJustification, true, 'the session check tells the page to ask')
  t.equal((await judy.call({ method: 'POST', url: '/v1/logout' }, MUST_JUSTIFY)).statusCode, 200, 'sign-out')
  t.equal(h.db.prepare("SELECT COUNT(*) FROM audit_log WHERE error = ?").pluck().get(JUSTIFICATION_NEEDED), 0, 'none refused')
})

t.test('a user who need not justify calls without one', async (t) => {
  const { licenceId, paul } = await setup(t)
  for (const call of dataCalls(licenceId)) {
    const res = await paul.call({ ...call }, NEED_NOT)
    t.ok(res.statusCode < 400, `${call.method} ${call.url}: ${res.statusCode}`)
  }
})

t.test('every export needs a justification of 3 to 1,000 characters, from everyone', async (t) => {
  const { licenceId, judy, paul } = await setup(t)
  const exports: [string, string][] = [
    [`/v1/licences/${licenceId}/audit/export?format=csv&${FEB}`, AUDIT_EXPORT_NEEDS],
    [`/v1/licences/${licenceId}/usage/report/summary?format=csv`, REPORT_JUSTIFICATION_REQUIRED],
    [`/v1/licences/${licenceId}/usage/report/activeUsers?format=pdf`, REPORT_JUSTIFICATION_REQUIRED],
    ['/v1/bigsearch/export/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', BIGSEARCH_EXPORT_NEEDS],
  ]
  for (const [url, message] of exports) {
    for (const [label, headers] of INVALID) {
      const res = await paul.call({ method: 'GET', url, headers }, NEED_NOT)
      t.same([res.statusCode, res.json()], [400, { success: false, error: message }], `${url}: ${label}`)
    }
  }
  for (const [url] of exports.slice(0, 3)) {
    const res = await paul.call({ method: 'GET', url, headers: { 'x-justification': VALID } }, NEED_NOT)
    t.equal(res.statusCode, 200, `${url}: justified`)
  }
  // The account that must justify gives the same justification for its call and its export.
  const report = await judy.call({ method: 'GET', url: exports[1]![0], headers: { 'x-justification': VALID } }, MUST_JUSTIFY)
  t.equal(report.statusCode, 200, 'the account that must justify, justified')
})
