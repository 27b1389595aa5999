// The audit log (store/audit.ts) on both engines: every recorded call found again by time range, email, domain and
// action, newest first; each call recorded under the licences that covered its user then; a batch recorded all or
// nothing; and a licence's calls read a page at a time, by its addresses and domains, and counted up to a bound.

import t from 'tap'
import { sql } from 'kysely'
import {
  countScopedCalls,
  findCalls,
  findScopedCalls,
  recordCall,
  recordCalls,
  type NewAuditRecord,
  type ScopedAuditQuery,
} from '../../../../../../server/api/store/audit.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aLicence, anEntity } from './given-licences.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const HOUR = 60 * 60 * 1000

function entry(at: number, userEmail: string, action = 'search', more: Partial<NewAuditRecord> = {}): NewAuditRecord {
  return { at, userEmail, requestingApp: 'search', api: 'sightings', action, justification: null, details: null, success: true, error: null, ...more }
}

const licencesOf = async (store: Store, auditId: number) =>
  (await sql<{ licence_id: number }>`SELECT licence_id FROM audit_licences WHERE audit_id = ${auditId} ORDER BY licence_id`.execute(store.db)).rows.map(
    (r) => r.licence_id,
  )

onEachEngine(t, 'a recorded call is found again with every field', async (t, store) => {
  const call = entry(NOW, 'ana@example.org', 'export', { justification: 'case 12', details: '{"q":1}', success: false, error: 'Too large' })
  const id = await recordCall(store, call)
  t.same(await findCalls(store, { from: NOW, to: NOW }), [{ id, ...call }])
  const ok = entry(NOW + 1, 'ana@example.org', 'search', { requestingApp: null })
  t.same(await findCalls(store, { from: NOW + 1, to: NOW + 1 }), [])
  const second = await recordCall(store, ok)
  t.ok(second > id, 'ids grow')
  t.same(await findCalls(store, { from: NOW + 1, to: NOW + 1 }), [{ id: second, ...ok }])
})

onEachEngine(t, 'calls are returned newest first, within the inclusive range only', async (t, store) => {
  for (const h of [0, 2, 1, 3]) await recordCall(store, entry(NOW + h * HOUR, 'ana@example.org', `a${h}`))
  t.same((await findCalls(store, { from: NOW, to: NOW + 3 * HOUR })).map((c) => c.action), ['a3', 'a2', 'a1', 'a0'])
  t.same((await findCalls(store, { from: NOW + 1, to: NOW + 2 * HOUR })).map((c) => c.action), ['a2', 'a1'])
  t.same(await findCalls(store, { from: NOW + 4 * HOUR, to: NOW + 5 * HOUR }), [])
})

onEachEngine(t, 'the email filter matches the address exactly in any case', async (t, store) => {
  await recordCall(store, entry(NOW, 'Ana@Example.org'))
  await recordCall(store, entry(NOW, 'anna@example.org'))
  t.same((await findCalls(store, { from: NOW, to: NOW, email: 'ana@EXAMPLE.org' })).map((c) => c.userEmail), ['Ana@Example.org'])
})

onEachEngine(t, 'the domain filter matches every address at the domain in any case and nothing else', async (t, store) => {
  await recordCall(store, entry(NOW, 'ana@example.org'))
  await recordCall(store, entry(NOW + 1, 'bob@EXAMPLE.org'))
  await recordCall(store, entry(NOW + 2, 'eve@notexample.org'))
  await recordCall(store, entry(NOW + 3, 'eve@sub.example.org'))
  await recordCall(store, entry(NOW + 4, 'eve@example_org'))
  t.same((await findCalls(store, { from: NOW, to: NOW + 9, domain: 'Example.ORG' })).map((c) => c.userEmail), ['bob@EXAMPLE.org', 'ana@example.org'])
  t.same(await findCalls(store, { from: NOW, to: NOW + 9, domain: '%' }), [], 'wildcards are taken literally')
  t.same((await findCalls(store, { from: NOW, to: NOW + 9, domain: 'example_org' })).map((c) => c.userEmail), ['eve@example_org'])
})

onEachEngine(t, 'filters combine, and the limit keeps the newest', async (t, store) => {
  await recordCall(store, entry(NOW, 'ana@example.org', 'search'))
  await recordCall(store, entry(NOW + 1, 'ana@example.org', 'export'))
  await recordCall(store, entry(NOW + 2, 'bob@example.org', 'export'))
  t.same((await findCalls(store, { from: NOW, to: NOW + 9, domain: 'example.org', action: 'export' })).map((c) => c.userEmail), ['bob@example.org', 'ana@example.org'])
  t.same((await findCalls(store, { from: NOW, to: NOW + 9, email: 'ana@example.org', action: 'export' })).map((c) => c.at), [NOW + 1])
  t.same((await findCalls(store, { from: NOW, to: NOW + 9, limit: 1 })).map((c) => c.at), [NOW + 2])
})

onEachEngine(t, 'a call is recorded under the unexpired licences naming its address in any case or its domain', async (t, store) => {
  const kent = await aLicence(store, 'Kent', NOW + HOUR)
  const cid = await aLicence(store, 'Kent CID')
  const pilot = await aLicence(store, 'Pilot', NOW)
  await anEntity(store, kent, 'kent.police.example')
  await anEntity(store, cid, 'ann@kent.police.example')
  await anEntity(store, cid, 'cid.kent.police.example')
  await anEntity(store, pilot, 'kent.police.example')
  const cases: [string, number, number[]][] = [
    ['ann@kent.police.example', NOW, [kent, cid]],
    ['ANN@Kent.Police.Example', NOW - 1, [kent, cid, pilot]],
    ['bob@kent.police.example', NOW + HOUR, []],
    ['pc@cid.kent.police.example', NOW, [cid]],
    ['odd@one@kent.police.example', NOW, [kent]],
    ['kent.police.example', NOW, []],
    ['anonymous', NOW, []],
  ]
  for (const [address, at, expected] of cases) {
    t.same(await licencesOf(store, await recordCall(store, entry(at, address))), expected.sort((a, b) => a - b), `${address} at ${at - NOW}`)
  }
  const copied = await sql<Record<string, unknown>>`SELECT at, user_email, action FROM audit_licences WHERE licence_id = ${pilot}`.execute(store.db)
  t.same(copied.rows, [{ at: NOW - 1, user_email: 'ANN@Kent.Police.Example', action: 'search' }], "the call's time, address and action are copied")
})

onEachEngine(t, 'a batch is recorded in order, all or nothing', async (t, store) => {
  const kent = await aLicence(store, 'Kent')
  await anEntity(store, kent, 'kent.police.example')
  await recordCalls(store, [entry(NOW, 'ann@kent.police.example'), entry(NOW, 'sam@elsewhere.example', 'login'), entry(NOW + 1, 'bob@kent.police.example', 'similar')])
  t.same((await findCalls(store, { from: NOW, to: NOW + 1 })).map((c) => c.action), ['similar', 'login', 'search'])
  const broken = { ...entry(NOW + 2, 'eve@kent.police.example'), api: null as unknown as string }
  await t.rejects(recordCalls(store, [entry(NOW + 2, 'dan@kent.police.example'), broken]))
  t.same(await findCalls(store, { from: NOW + 2, to: NOW + 2 }), [], 'the entry before the failing one is not kept')
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM audit_licences`.execute(store.db)
  t.equal(rows[0]!.n, 2, 'nor its licence')
})

onEachEngine(t, 'two batches written at once are both kept whole', async (t, store) => {
  const batch = (who: string) => Array.from({ length: 50 }, (_, i) => entry(NOW + i, `${who}@kent.police.example`))
  await Promise.all([recordCalls(store, batch('ann')), recordCalls(store, batch('bob'))])
  const found = await findCalls(store, { from: NOW, to: NOW + 100 })
  t.equal(found.length, 100)
  t.equal(new Set(found.map((c) => c.id)).size, 100, 'each its own id')
})

/** A licence by address and domain, and calls under it: six addresses, two per domain. */
async function licenceWithCalls(store: Store) {
  const kent = await aLicence(store, 'Kent')
  const other = await aLicence(store, 'Other')
  await anEntity(store, kent, 'kent.police.example')
  await anEntity(store, kent, 'solo@mail.example')
  await anEntity(store, kent, 'essex.police.example')
  await anEntity(store, other, 'kent.police.example')
  const calls: NewAuditRecord[] = []
  for (let i = 0; i < 12; i++) {
    const who = ['ann@kent.police.example', 'Bob@Kent.Police.Example', 'solo@mail.example', 'eve@essex.police.example', 'x@essex.police.example', 'sam@elsewhere.example'][i % 6]!
    calls.push(entry(NOW + i * HOUR, who, i % 2 ? 'search' : 'sighting'))
  }
  await recordCalls(store, calls)
  return { kent, other }
}

const emailsOf = (records: { userEmail: string; at: number }[]) => records.map((r) => `${r.userEmail} ${(r.at - NOW) / HOUR}`)

onEachEngine(t, "a licence's calls come newest first a page at a time, narrowed by scope and action, and counted", async (t, store) => {
  const { kent } = await licenceWithCalls(store)
  const all: ScopedAuditQuery = { licenceId: kent, from: NOW, to: NOW + 11 * HOUR }
  const first = await findScopedCalls(store, all, { offset: 0, limit: 4 })
  t.same(emailsOf(first), ['x@essex.police.example 10', 'eve@essex.police.example 9', 'solo@mail.example 8', 'Bob@Kent.Police.Example 7'])
  t.same(emailsOf(await findScopedCalls(store, all, { offset: 7, limit: 4 })), ['solo@mail.example 2', 'Bob@Kent.Police.Example 1', 'ann@kent.police.example 0'], 'the last page')
  t.equal(await countScopedCalls(store, all, 100), 10, "the stranger's calls are under no licence")
  t.equal(await countScopedCalls(store, all, 3), 4, 'counted to one past the bound')
  t.same(emailsOf(await findScopedCalls(store, { ...all, from: NOW + HOUR, to: NOW + 2 * HOUR }, { offset: 0, limit: 10 })), ['solo@mail.example 2', 'Bob@Kent.Police.Example 1'], 'inclusive bounds')

  const scoped = { ...all, scope: { emails: ['SOLO@mail.example'], domains: ['Kent.Police.Example'] } }
  t.same(emailsOf(await findScopedCalls(store, scoped, { offset: 0, limit: 10 })), [
    'solo@mail.example 8',
    'Bob@Kent.Police.Example 7',
    'ann@kent.police.example 6',
    'solo@mail.example 2',
    'Bob@Kent.Police.Example 1',
    'ann@kent.police.example 0',
  ])
  t.equal(await countScopedCalls(store, scoped, 100), 6)
  const searches = { ...scoped, action: 'search' }
  t.same(emailsOf(await findScopedCalls(store, searches, { offset: 0, limit: 10 })), ['Bob@Kent.Police.Example 7', 'Bob@Kent.Police.Example 1'])
  t.equal(await countScopedCalls(store, searches, 100), 2)
  const nobody = { ...all, scope: { emails: [], domains: [] } }
  t.same(await findScopedCalls(store, nobody, { offset: 0, limit: 10 }), [])
  t.equal(await countScopedCalls(store, nobody, 100), 0)
  t.same(await findScopedCalls(store, all, { offset: 0, limit: 0 }), [])
})

onEachEngine(t, 'a scope past the merge limit reads the same calls', async (t, store) => {
  const { kent } = await licenceWithCalls(store)
  const many = Array.from({ length: 120 }, (_, i) => `nobody${i}@kent.example`)
  const wide = { licenceId: kent, from: NOW, to: NOW + 11 * HOUR, scope: { emails: ['solo@mail.example', ...many], domains: ['essex.police.example'] } }
  t.same(emailsOf(await findScopedCalls(store, wide, { offset: 0, limit: 10 })), [
    'x@essex.police.example 10',
    'eve@essex.police.example 9',
    'solo@mail.example 8',
    'x@essex.police.example 4',
    'eve@essex.police.example 3',
    'solo@mail.example 2',
  ])
  t.equal(await countScopedCalls(store, wide, 100), 6)
  t.equal(await countScopedCalls(store, { ...wide, action: 'sighting' }, 100), 4)
})
