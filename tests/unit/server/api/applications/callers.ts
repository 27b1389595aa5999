// The callers of the applications tests, each signed in through their own browser: the global
// administrator, two AppCreators, a plain investigator, and a visitor with no session; and the audit
// check that a call adds its row and leaves every earlier row as it was.

import type { Test } from 'tap'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { auditRowsOf, harnessOn, type AuditRow, type Browser, type Harness } from '../harness.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'
import { findApplication } from '../../../../../server/api/store/applications.js'
import type { Application, ApplicationRequest, CreatedApplication } from '../../../../../shared/api/types/applications.js'

export const ADMIN = 'root@sightline.example'
export const CREATOR = 'ada@police.example'
export const OTHER_CREATOR = 'ben@partner.example'
export const PLAIN = 'carl@police.example'
export const ANONYMOUS = 'anonymous'

export const FORM: ApplicationRequest = {
  name: 'Case linker',
  description: 'Links our case system to Sightline.',
  callbackURL: 'https://cases.example/callback',
  postLogoutRedirectUri: 'https://cases.example/signed-out',
}

type Method = 'GET' | 'POST' | 'DELETE'

export interface Caller {
  email: string
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>
}

export interface Callers {
  h: Harness
  admin: Caller
  creator: Caller
  otherCreator: Caller
  plain: Caller
  anonymous: Caller
  /** Creates an application as `by` and returns it with its secret. */
  create(by: Caller, form?: Partial<ApplicationRequest>): Promise<CreatedApplication>
  /** The applications `by` lists. */
  list(by: Caller): Promise<Application[]>
}

function callerOf(browser: Browser, email: string): Caller {
  return {
    email,
    call: (method, url, payload) => browser.call({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) }, email),
  }
}

/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES). */
export async function callers(t: Test, engine: EngineName = 'sqlite'): Promise<Callers> {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ADMIN, isAdmin: true })
  await h.addUser({ email: CREATOR, organization: 'Metropolitan Police' }, ['AppCreator'])
  await h.addUser({ email: OTHER_CREATOR, organization: 'Partner Ltd' }, ['AppCreator', 'MetadataSearch'])
  await h.addUser({ email: PLAIN }, ['MetadataSearch'])
  const signedIn = async (email: string) => {
    const browser = h.browser()
    await browser.signIn(email)
    return callerOf(browser, email)
  }
  const c = {
    h,
    admin: await signedIn(ADMIN),
    creator: await signedIn(CREATOR),
    otherCreator: await signedIn(OTHER_CREATOR),
    plain: await signedIn(PLAIN),
    anonymous: callerOf(h.browser(), ANONYMOUS),
  }
  return {
    ...c,
    async create(by, form = {}) {
      const res = await by.call('POST', '/v1/applications', { ...FORM, ...form })
      if (res.statusCode !== 200) throw new Error(`creation failed: ${res.body}`)
      return res.json().application as CreatedApplication
    },
    async list(by) {
      return (await by.call('GET', '/v1/applications')).json().applications as Application[]
    },
  }
}

/**
 * The body of an approval of these ids as the administrator sees them now: each with the version the
 * service holds (1 for an id it does not have), as the list would show it.
 */
export async function reviewed(h: Harness, ids: readonly number[]): Promise<{ ids: number[]; versions: Record<string, number> }> {
  const versions: Record<string, number> = {}
  for (const id of ids) versions[String(id)] = (await findApplication(h.store, id))?.version ?? 1
  return { ids: [...ids], versions }
}

/** The audit log so far, to show later that no call changed or deleted any of it. */
export async function auditSoFar(h: Harness): Promise<AuditRow[]> {
  return auditRowsOf(h.store)
}

/** Every row of `earlier` is still there, unchanged, at the start of the log. */
export async function assertAuditKept(t: Test, h: Harness, earlier: AuditRow[]): Promise<void> {
  const now = await auditRowsOf(h.store)
  t.ok(now.length >= earlier.length, 'no audit row was deleted')
  t.same(now.slice(0, earlier.length), earlier, 'no earlier audit row was changed')
}
