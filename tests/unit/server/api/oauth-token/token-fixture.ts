// An agency's application and one of its users for the token call's tests: the application registered as
// the operator's command registers it, a PKCE pair, the sign-in through /login that yields a code, and the
// token call and bearer calls made as the application makes them, each expected in the audit log.

import type { Test } from 'tap'
import { createHash, randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { harness, NOW, type Harness } from '../harness.js'
import { insertSightings } from '../../../../../server/api/store/sightings/rows.js'
import { createOperatorApplication } from '../../../../../server/api/store/operator-applications.js'
import { SIGHTINGS } from '../search/sightings-fixture.js'

export const INVESTIGATOR = 'ines@police.example'
export const CALLBACK = 'https://portal.agency.example/callback'
export const SCOPE = 'sightings'

export interface AgencyApp {
  id: number
  clientId: string
  clientSecret: string
}

export interface Pkce {
  verifier: string
  challenge: string
}

/** RFC 7636 §4.1–4.2: a random verifier and its S256 challenge. */
export function pkcePair(): Pkce {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function addAgencyApp(h: Harness, name = 'Agency portal', callbackUrl = CALLBACK): Promise<AgencyApp> {
  return createOperatorApplication(h.store, { name, description: '', callbackUrl, postLogoutRedirectUri: null }, h.clock.now)
}

export function setState(h: Harness, app: AgencyApp, state: string): void {
  h.db.prepare('UPDATE applications SET state = ? WHERE id = ?').run(state, app.id)
}

export function basic(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`
}

export interface TokenSetup {
  h: Harness
  app: AgencyApp
  /** Signs the investigator in through /login for the application and returns the code it was sent. */
  code(pkce: Pkce, app?: AgencyApp): Promise<string>
  /** POST /v1/authenticate/token, form-encoded, expected in the audit log as `as`. */
  token(form: Record<string, string>, options?: { as?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>
  /** The grant's form with client_secret_post, for the code and verifier. */
  grant(code: string, verifier: string, app?: AgencyApp): Record<string, string>
  /** A call with the bearer value, made as the application makes it (no cookie). */
  bearer(method: 'GET' | 'POST' | 'PUT', url: string, value: string, payload?: object, as?: string): Promise<LightMyRequestResponse>
}

/** A service with the search fixture's sightings, the investigator (MetadataSearch) and one active application. */
export async function tokenSetup(t: Test, roles: string[] = ['MetadataSearch']): Promise<TokenSetup> {
  const h = harness(t)
  insertSightings(h.db, SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, roles)
  const app = await addAgencyApp(h)
  const setup: TokenSetup = {
    h,
    app,
    async code(pkce, client = app) {
      const callback = (h.db.prepare('SELECT callback_url FROM applications WHERE id = ?').pluck().get(client.id) as string) ?? CALLBACK
      const res = await h.browser().signIn(INVESTIGATOR, {
        client_id: client.clientId,
        redirect_uri: callback,
        state: 'st-1',
        scope: SCOPE,
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      })
      t.equal(res.statusCode, 200, 'signed in through /login')
      return new URL(res.json().auth.redirectUri).searchParams.get('code') as string
    },
    async token(form, { as = INVESTIGATOR, headers = {} } = {}) {
      const options = {
        method: 'POST' as const,
        url: '/v1/authenticate/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(form).toString(),
      }
      const res = await h.app.inject(options)
      h.expectAudit(options, res, as)
      return res
    },
    grant: (code, verifier, client = app) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
    bearer: (method, url, value, payload, as = INVESTIGATOR) =>
      h.browser().call({ method, url, headers: { authorization: `Bearer ${value}` }, ...(payload ? { payload } : {}) }, as),
  }
  return setup
}
