// Two licences, their users' audit entries at known times, and a signed-in caller for each kind of access
// the audit calls know (spec-3 §6): the global administrator, Audit and DomainAudit in licence Kent, Audit
// in licence Essex, UsageStats in Kent, and a user with no role.

import type { Test } from 'tap'
import type Database from 'better-sqlite3'
import { harnessOn, MINUTE, NOW, type Browser, type Harness } from '../harness.js'
import { addLicensedEntity, createLicence } from '../../../../../server/api/store/licences.js'
import { recordCall, recordCalls, type NewAuditRecord } from '../../../../../server/api/store/audit.js'
import type { EngineName, Store } from '../../../../../server/api/store/engine/store.js'

export const DAY = 24 * 60 * MINUTE
export const YEAR = 365 * DAY

export const ADMIN = 'root@hq.example'
export const AUDITOR = 'ada@audit.example'
export const DOMAIN_AUDITOR = 'dom@audit.example'
export const ESSEX_AUDITOR = 'ed@audit.example'
export const STATS = 'stan@audit.example'
export const NOBODY = 'noel@audit.example'

/** Kent's users: two at its domain, one by address; Essex's: one at its domain; and one nobody's. */
export const ALICE = 'alice@kent.police.example'
export const BOB = 'Bob@Kent.Police.Example'
export const SOLO = 'solo@mail.example'
export const EVE = 'eve@essex.police.example'
export const STRANGER = 'sam@elsewhere.example'

export const at = (iso: string) => Date.parse(iso)

export interface Row extends Partial<NewAuditRecord> {
  at: number
  userEmail: string
}

/** An audited call of these values, the rest those of a successful search. */
export const entryOf = (row: Row): NewAuditRecord => ({
  requestingApp: 'lowside',
  api: 'sightings',
  action: 'search',
  justification: null,
  details: null,
  success: true,
  error: null,
  ...row,
})

export function record(store: Store, row: Row): Promise<number> {
  return recordCall(store, entryOf(row))
}

/** Many entries in one transaction, in the order given. */
export function recordAll(store: Store, rows: readonly Row[]): Promise<void> {
  return recordCalls(store, rows.map(entryOf))
}

/** Entries in February 2026, one each, oldest first: the audit calls are asked about February. */
export const FEBRUARY: Row[] = [
  { at: at('2026-02-01T08:00:00Z'), userEmail: ALICE, action: 'login', api: 'authenticate' },
  { at: at('2026-02-02T09:30:00Z'), userEmail: BOB, action: 'search', details: 'make=Canon', justification: 'case 17' },
  { at: at('2026-02-03T10:00:00Z'), userEmail: SOLO, action: 'sighting', details: 'a1' },
  { at: at('2026-02-04T11:00:00Z'), userEmail: EVE, action: 'search' },
  { at: at('2026-02-05T12:00:00Z'), userEmail: STRANGER, action: 'search' },
  { at: at('2026-02-06T13:00:00Z'), userEmail: 'anonymous', action: 'login', api: 'authenticate', success: false, error: 'Bad credentials' },
  { at: at('2026-02-07T14:00:00Z'), userEmail: ALICE, action: 'search', success: false, error: 'Permission Denied.', requestingApp: null },
]

export interface AuditSetup {
  h: Harness
  kent: number
  essex: number
  as: Record<'admin' | 'auditor' | 'domainAuditor' | 'essexAuditor' | 'stats' | 'nobody', { browser: Browser; email: string }>
  get(who: keyof AuditSetup['as'], url: string, headers?: Record<string, string>): ReturnType<Browser['call']>
}

/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES). */
export async function auditSetup(t: Test, rows: Row[] = FEBRUARY, engine: EngineName = 'sqlite'): Promise<AuditSetup> {
  const h = await harnessOn(t, engine)
  const expiresAt = NOW + YEAR
  const kent = (await createLicence(h.store, { name: 'Kent Police', maxSeats: 50, expiresAt }, NOW - YEAR)).id
  const essex = (await createLicence(h.store, { name: 'Essex Police', maxSeats: 50, expiresAt }, NOW - YEAR)).id
  await addLicensedEntity(h.store, kent, 'kent.police.example', [])
  await addLicensedEntity(h.store, kent, SOLO, [])
  await addLicensedEntity(h.store, essex, 'essex.police.example', [])
  const people = {
    admin: { email: ADMIN, isAdmin: true },
    auditor: { email: AUDITOR, licence: kent, roles: ['Audit'] },
    domainAuditor: { email: DOMAIN_AUDITOR, licence: kent, roles: ['DomainAudit'] },
    essexAuditor: { email: ESSEX_AUDITOR, licence: essex, roles: ['Audit'] },
    stats: { email: STATS, licence: kent, roles: ['UsageStats'] },
    nobody: { email: NOBODY },
  }
  for (const email of [ALICE, BOB.toLowerCase(), SOLO, EVE, STRANGER]) await h.addUser({ email })
  const as = {} as AuditSetup['as']
  for (const [key, person] of Object.entries(people) as [keyof typeof people, (typeof people)[keyof typeof people]][]) {
    await h.addUser({ email: person.email, isAdmin: 'isAdmin' in person })
    if ('licence' in person) await addLicensedEntity(h.store, person.licence, person.email, person.roles)
    const browser = h.browser()
    const res = await browser.signIn(person.email)
    if (res.statusCode !== 200) throw new Error(`${person.email} could not sign in: ${res.body}`)
    as[key] = { browser, email: person.email }
  }
  await recordAll(h.store, rows)
  return {
    h,
    kent,
    essex,
    as,
    get: (who, url, headers = {}) => as[who].browser.call({ method: 'GET', url, headers }, as[who].email),
  }
}

/** The audit log as stored, to show that a call changed no row of it. */
export const auditLog = (db: Database.Database) => db.prepare('SELECT * FROM audit_log ORDER BY id').all() as Record<string, unknown>[]

export const FEB = 'from=2026-02-01%2000:00&to=2026-02-28%2023:59'
