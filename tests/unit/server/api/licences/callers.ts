// The callers of the licence tests, each signed in through their own browser: the global administrator,
// the Admin of licence A, the Admin of licence B, a plain investigator on licence A, and a visitor with no
// session; and the two licences, made through the store as the demo seed makes its own.

import type { Test } from 'tap'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { harnessOn, MINUTE, NOW, type Browser, type Harness } from '../harness.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'
import { sql } from 'kysely'
import { addLicensedEntity, createLicence, type LicensedEntityRecord } from '../../../../../server/api/store/licences.js'

export const ROOT = 'root@sightline.example'
export const LICENCE_ADMIN = 'lena@agency-a.example'
export const OTHER_ADMIN = 'otto@agency-b.example'
export const PLAIN = 'carl@agency-a.example'

export const YEAR = 365 * 24 * 60 * MINUTE
/** Every role the tests give or take on licence A. */
export const A_ROLES = ['Admin', 'Audit', 'CTD', 'DomainAudit', 'MetadataSearch', 'ServiceAccount', 'UniformSearch', 'UsageStats']
export const A_SEATS = 10

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Caller {
  email: string
  call(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

function callerOf(browser: Browser, email: string): Caller {
  return {
    email,
    call: (method, url, payload, headers) =>
      browser.call({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }), ...(headers ? { headers } : {}) }, email),
  }
}

export interface Licences {
  h: Harness
  /** Licence A: LICENCE_ADMIN holds Admin and PLAIN MetadataSearch on it. */
  a: number
  /** Licence B: OTHER_ADMIN holds Admin on it. */
  b: number
  root: Caller
  licenceAdmin: Caller
  otherAdmin: Caller
  plain: Caller
  anonymous: Caller
  /** Puts an entity on a licence with these roles, as the store does, without a call. */
  entity(licenceId: number, value: string, roles?: string[]): Promise<LicensedEntityRecord>
  /** The If-Match header naming an entity's version as stored now, as a page loaded now would send it (SQLite only). */
  seen(entityId: number): { 'if-match': string }
  /** seen(), on either engine. */
  seenNow(entityId: number): Promise<{ 'if-match': string }>
}

/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES). */
export async function licences(t: Test, engine: EngineName = 'sqlite'): Promise<Licences> {
  const h = await harnessOn(t, engine)
  for (const email of [ROOT, LICENCE_ADMIN, OTHER_ADMIN, PLAIN]) await h.addUser({ email, isAdmin: email === ROOT })
  const a = (await createLicence(h.store, { name: 'Agency A', maxSeats: A_SEATS, expiresAt: NOW + YEAR, availableRoles: A_ROLES }, NOW)).id
  const b = (await createLicence(h.store, { name: 'Agency B', maxSeats: 5, expiresAt: NOW + YEAR, availableRoles: ['Admin', 'UsageStats'] }, NOW)).id
  const entity = (licenceId: number, value: string, roles: string[] = []) => addLicensedEntity(h.store, licenceId, value, roles)
  await entity(a, LICENCE_ADMIN, ['Admin'])
  await entity(a, PLAIN, ['MetadataSearch'])
  await entity(b, OTHER_ADMIN, ['Admin'])
  const signedIn = async (email: string) => {
    const browser = h.browser()
    await browser.signIn(email)
    return callerOf(browser, email)
  }
  return {
    h,
    a,
    b,
    root: await signedIn(ROOT),
    licenceAdmin: await signedIn(LICENCE_ADMIN),
    otherAdmin: await signedIn(OTHER_ADMIN),
    plain: await signedIn(PLAIN),
    anonymous: callerOf(h.browser(), 'anonymous'),
    entity,
    seen: (entityId) => {
      const version = h.db.prepare('SELECT version FROM licensed_entities WHERE id = ?').pluck().get(entityId) as number | undefined
      return { 'if-match': `"${version ?? 1}"` }
    },
    seenNow: async (entityId) => {
      const [row] = (await sql<{ version: number }>`SELECT version FROM licensed_entities WHERE id = ${entityId}`.execute(h.store.db)).rows
      return { 'if-match': `"${row?.version ?? 1}"` }
    },
  }
}

/** The entities of a licence as stored, to show a refused call changed none of them. */
export function entityRows(h: Harness, licenceId: number): { value: string; roles: string[] }[] {
  return (h.db.prepare('SELECT value, roles FROM licensed_entities WHERE licence_id = ? ORDER BY id').all(licenceId) as { value: string; roles: string }[]).map(
    (row) => ({ value: row.value, roles: JSON.parse(row.roles) as string[] }),
  )
}

/** entityRows(), on either engine. */
export async function entityRowsNow(h: Harness, licenceId: number): Promise<{ value: string; roles: string[] }[]> {
  const rows = (await sql<{ value: string; roles: string }>`SELECT value, roles FROM licensed_entities WHERE licence_id = ${licenceId} ORDER BY id`.execute(h.store.db)).rows
  return rows.map((row) => ({ value: row.value, roles: JSON.parse(row.roles) as string[] }))
}
