// The Uniform Hub through the built-in service for one test: a small demo register (the generator's own schools and
// drawn pictures, stored as a first start stores them) and signed-in users: a searcher and a second one who has not
// accepted the terms, two contributors, and a user with neither of the Hub's roles.

import type { Test } from 'tap'
import { join } from 'node:path'
import { harnessOn, NOW, type Browser, type Harness } from '../harness.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'
import { seedUniformRegister } from '../../../../../server/api/seed/uniform-register.js'
import { acceptUniformTerms } from '../../../../../server/api/store/uniforms/terms.js'

export const SEARCHER = 'sam@northshire.police.example'
export const NEWCOMER = 'nina@northshire.police.example'
export const CONTRIBUTOR = 'cora@gen.example'
export const CONTRIBUTOR_2 = 'colm@gen.example'
export const OUTSIDER = 'otto@northshire.police.example'
/** Schools in the test's register: enough for every filter to narrow something. */
export const SCHOOLS = 150

export type Caller = (method: 'GET' | 'POST', url: string, options?: { payload?: unknown; headers?: Record<string, string> }) => ReturnType<Browser['call']>

export interface UniformSetup {
  h: Harness
  dataDir: string
  as(email: string): Caller
}

/** `engine`: the engine the service runs on (harness.ts HTTP_ENGINES), SQLite unless given. */
export async function uniformSetup(t: Test, options: { schools?: number; engine?: EngineName } = {}): Promise<UniformSetup> {
  const dataDir = join(t.testdir(), 'data')
  const h = await harnessOn(t, options.engine ?? 'sqlite', { dataDir })
  await seedUniformRegister(h.store, { count: options.schools ?? SCHOOLS, seed: 7, now: NOW })
  const people: [string, string[], boolean][] = [
    [SEARCHER, ['UniformSearch'], true],
    [NEWCOMER, ['UniformSearch'], false],
    [CONTRIBUTOR, ['UniformContributor'], true],
    [CONTRIBUTOR_2, ['UniformContributor', 'UniformSearch'], true],
    [OUTSIDER, ['MetadataSearch'], true],
  ]
  const browsers = new Map<string, Browser>()
  for (const [email, roles, accepted] of people) {
    const user = await h.addUser({ email }, roles)
    if (accepted) await acceptUniformTerms(h.store, user.id)
    const browser = h.browser()
    await browser.signIn(email)
    browsers.set(email, browser)
  }
  return {
    h,
    dataDir,
    as: (email) => (method, url, options = {}) =>
      browsers.get(email)!.call({ method, url, payload: options.payload as never, headers: options.headers }, email),
  }
}

/** The multipart body of a picture upload (spec-3 §7 POST /uniforms/schools/{id}/images): its style, then its file. */
export function uploadForm(style: string | null, file: Buffer | null, name: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----hub-test-boundary'
  const parts: Buffer[] = []
  if (style !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${style}\r\n`))
  if (file !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`))
    parts.push(file, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
