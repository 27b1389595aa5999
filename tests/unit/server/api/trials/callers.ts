// The callers of the trials tests, each signed in through their own browser: the global administrator,
// an AppCreator, a plain investigator, and a visitor with no session.

import type { Test } from 'tap'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { harnessOn, type Browser, type Harness } from '../harness.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'

export const ADMIN = 'root@sightline.example'
export const APP_CREATOR = 'ada@police.example'
export const PLAIN = 'carl@police.example'

type Method = 'GET' | 'POST'

export interface Caller {
  email: string
  call(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

export function callerOf(browser: Browser, email: string): Caller {
  return {
    email,
    call: (method, url, payload, headers) =>
      browser.call({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }), ...(headers ? { headers } : {}) }, email),
  }
}

export interface Callers {
  h: Harness
  admin: Caller
  appCreator: Caller
  plain: Caller
  anonymous: Caller
  /** A new browser signed in as `email`: after the test's clock has moved on, the old sessions have ended. */
  signIn(email: string): Promise<Caller>
}

/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES). */
export async function callers(t: Test, engine: EngineName = 'sqlite'): Promise<Callers> {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ADMIN, isAdmin: true })
  await h.addUser({ email: APP_CREATOR }, ['AppCreator'])
  await h.addUser({ email: PLAIN }, ['MetadataSearch'])
  const signedIn = async (email: string) => {
    const browser = h.browser()
    await browser.signIn(email)
    return callerOf(browser, email)
  }
  return {
    h,
    admin: await signedIn(ADMIN),
    appCreator: await signedIn(APP_CREATOR),
    plain: await signedIn(PLAIN),
    anonymous: callerOf(h.browser(), 'anonymous'),
    signIn: signedIn,
  }
}
