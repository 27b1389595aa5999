// POST /internal/edge-refusals: the edge that launched the service records the calls it refused itself
// in the audit log; no one else can, not without the secret, not from another address, not at all when
// no edge launched the service.

import t from 'tap'
import { auditRows, harness } from './harness.js'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH, type EdgeRefusal } from '../../../../server/settings/edge-audit.js'

const SECRET = 'k'.repeat(43)

const refusal: EdgeRefusal = {
  method: 'POST',
  path: '/v1/settings',
  status: 413,
  error: 'The request body is too large: at most 1 MB.',
  userEmail: 'investigator@example.org',
  requestingApp: 'lowside',
  justification: "utf-8''Case%2042%20%E2%80%93%20Hamburg",
}

const report = (headers: Record<string, string>, remoteAddress = '127.0.0.1', payload: object = refusal) => ({
  method: 'POST' as const,
  url: EDGE_REFUSALS_PATH,
  headers,
  remoteAddress,
  payload,
})

t.test('the edge\'s report, on loopback with the secret, is a failed call of the user in the audit log', async (t) => {
  const h = harness(t, { edgeAuditSecret: SECRET })
  const res = await h.app.inject(report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET }))
  t.same([res.statusCode, res.json()], [200, { success: true }])
  t.match(auditRows(h.db), [
    {
      user_email: 'investigator@example.org',
      api: 'settings',
      action: 'edge-refusal',
      success: 0,
      error: 'The request body is too large: at most 1 MB.',
      requesting_app: 'lowside',
      justification: 'Case 42 – Hamburg',
      details: 'POST /v1/settings (refused by the edge, 413)',
    },
  ])
  t.equal(auditRows(h.db).length, 1, 'the internal call is not itself a /v1 call')

  await h.app.inject(report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET }, '::1', { ...refusal, userEmail: null, justification: null }))
  t.match(auditRows(h.db)[1], { user_email: 'anonymous', justification: null }, 'signed out, and over IPv6 loopback')
})

t.test('without the secret, with another, or from another address, the path is not there', async (t) => {
  const h = harness(t, { edgeAuditSecret: SECRET })
  const attempts = [
    report({}),
    report({ [EDGE_AUDIT_SECRET_HEADER]: 'k'.repeat(42) }),
    report({ [EDGE_AUDIT_SECRET_HEADER]: `${SECRET}k` }),
    report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET }, '203.0.113.9'),
    report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET, 'x-forwarded-for': '127.0.0.1' }, '10.0.0.5'),
  ]
  for (const attempt of attempts) {
    const res = await h.app.inject(attempt)
    t.same([res.statusCode, res.json()], [404, { success: false, error: 'Not found.' }], JSON.stringify([attempt.headers, attempt.remoteAddress]))
  }
  t.same(auditRows(h.db), [], 'nothing recorded')
})

t.test('a service no edge launched takes no internal calls', async (t) => {
  const h = harness(t)
  const res = await h.app.inject(report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET }))
  t.equal(res.statusCode, 404)
  t.same(auditRows(h.db), [])
})

t.test('a report of anything but a /v1 call is refused', async (t) => {
  const h = harness(t, { edgeAuditSecret: SECRET })
  for (const path of ['/internal/edge-refusals', '/login', '/v1x']) {
    const res = await h.app.inject(report({ [EDGE_AUDIT_SECRET_HEADER]: SECRET }, '127.0.0.1', { ...refusal, path }))
    t.equal(res.statusCode, 400, path)
  }
  t.same(auditRows(h.db), [])
})
