// Audit log: every recorded call found again by time range, email, domain and action, newest first.

import { testDatabase } from './test-db.js'
import t from 'tap'
import { type NewAuditRecord, findCalls, recordCall } from '../../../../../server/api/store/audit.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const HOUR = 60 * 60 * 1000

function entry(at: number, userEmail: string, action = 'search', more: Partial<NewAuditRecord> = {}): NewAuditRecord {
  return { at, userEmail, requestingApp: 'search', api: 'sightings', action, justification: null, details: null, success: true, error: null, ...more }
}

t.test('a recorded call is found again with every field', async (t) => {
  const db = testDatabase(t)
  const call = entry(NOW, 'ana@example.org', 'export', { justification: 'case 12', details: '{"q":1}', success: false, error: 'Too large' })
  const id = recordCall(db, call)
  t.same(findCalls(db, { from: NOW, to: NOW }), [{ id, ...call }])
})

t.test('calls are returned newest first, within the inclusive range only', async (t) => {
  const db = testDatabase(t)
  for (const h of [0, 2, 1, 3]) recordCall(db, entry(NOW + h * HOUR, 'ana@example.org', `a${h}`))
  t.same(findCalls(db, { from: NOW, to: NOW + 3 * HOUR }).map((c) => c.action), ['a3', 'a2', 'a1', 'a0'])
  t.same(findCalls(db, { from: NOW + 1, to: NOW + 2 * HOUR }).map((c) => c.action), ['a2', 'a1'])
  t.same(findCalls(db, { from: NOW + 4 * HOUR, to: NOW + 5 * HOUR }), [])
})

t.test('the email filter matches the address exactly in any case', async (t) => {
  const db = testDatabase(t)
  recordCall(db, entry(NOW, 'Ana@Example.org'))
  recordCall(db, entry(NOW, 'anna@example.org'))
  t.same(findCalls(db, { from: NOW, to: NOW, email: 'ana@EXAMPLE.org' }).map((c) => c.userEmail), ['Ana@Example.org'])
})

t.test('the domain filter matches every address at the domain and nothing else', async (t) => {
  const db = testDatabase(t)
  recordCall(db, entry(NOW, 'ana@example.org'))
  recordCall(db, entry(NOW + 1, 'bob@EXAMPLE.org'))
  recordCall(db, entry(NOW + 2, 'eve@notexample.org'))
  recordCall(db, entry(NOW + 3, 'eve@sub.example.org'))
  recordCall(db, entry(NOW + 4, 'eve@example_org'))
  t.same(findCalls(db, { from: NOW, to: NOW + 9, domain: 'example.org' }).map((c) => c.userEmail), ['bob@EXAMPLE.org', 'ana@example.org'])
  t.same(findCalls(db, { from: NOW, to: NOW + 9, domain: '%' }), [], 'wildcards are taken literally')
})

t.test('filters combine, and the limit keeps the newest', async (t) => {
  const db = testDatabase(t)
  recordCall(db, entry(NOW, 'ana@example.org', 'search'))
  recordCall(db, entry(NOW + 1, 'ana@example.org', 'export'))
  recordCall(db, entry(NOW + 2, 'bob@example.org', 'export'))
  t.same(findCalls(db, { from: NOW, to: NOW + 9, domain: 'example.org', action: 'export' }).map((c) => c.userEmail), ['bob@example.org', 'ana@example.org'])
  t.same(findCalls(db, { from: NOW, to: NOW + 9, email: 'ana@example.org', action: 'export' }).map((c) => c.at), [NOW + 1])
  t.same(findCalls(db, { from: NOW, to: NOW + 9, limit: 1 }).map((c) => c.at), [NOW + 2])
})
