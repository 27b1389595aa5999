// What sign-in needs of applications (spec-3 §3 "Application"): whether an OAuth-style client and its
// addresses are known, and the single-use authorisation codes handed to it after sign-in and redeemed by
// the token call (accounts/token-grant.ts).

import { sql } from 'kysely'
import { changesOf, firstOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'

/**
 * The states under which an application may sign users in and receive them after sign-out: approved and
 * not deactivated. The applications calls write 'active' for it (store/applications.ts, where the states
 * are described); 'approved', any case, is read as the same state, as applications stored by other means
 * may name it. 'pending' (not approved yet) and 'inactive' (deactivated), like any other value, are not.
 */
export const USABLE_STATES = ['active', 'approved'] as const
/** RFC 6749 §4.1.2 recommends at most ten minutes; the client redeems its code at once, so one is enough. */
export const AUTHORISATION_CODE_MS = 60 * 1000

export interface SignInClient {
  id: number
  clientId: string
  callbackUrl: string
  postLogoutRedirectUri: string | null
}

const USABLE = sql`lower(state) IN (${sql.join(USABLE_STATES.map((state) => sql`${state}`))})`

interface SignInClientRow {
  id: number
  client_id: string
  callback_url: string
  post_logout_redirect_uri: string | null
}

/** The usable application with this client id, or undefined. */
export async function findSignInClient(store: Store, clientId: string): Promise<SignInClient | undefined> {
  const row = await firstOf(
    store,
    sql<SignInClientRow>`SELECT id, client_id, callback_url, post_logout_redirect_uri FROM applications WHERE client_id = ${clientId} AND ${USABLE}`,
  )
  return (
    row && {
      id: row.id,
      clientId: row.client_id,
      callbackUrl: row.callback_url,
      postLogoutRedirectUri: row.post_logout_redirect_uri,
    }
  )
}

/**
 * Whether `uri` is exactly the post-logout address of a usable application; when `clientId` names an
 * application, only that one's address counts.
 */
export async function isPostLogoutAddress(store: Store, uri: string, clientId?: string): Promise<boolean> {
  const named = clientId !== undefined && (await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM applications WHERE client_id = ${clientId}`)) !== undefined
  const ofClient = named ? sql` AND client_id = ${clientId}` : sql``
  const row = await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM applications WHERE post_logout_redirect_uri = ${uri} AND ${USABLE}${ofClient}`)
  return row !== undefined
}

export interface AuthorisationRequest {
  applicationId: number
  userId: number
  redirectUri: string
  scope: string | null
  codeChallenge: string | null
  codeChallengeMethod: string | null
}

/** A new single-use code for the client to exchange, live for AUTHORISATION_CODE_MS; only its hash is kept. */
export async function issueAuthorisationCode(store: Store, request: AuthorisationRequest, now: number): Promise<string> {
  const code = randomToken()
  await changesOf(
    store,
    sql`INSERT INTO authorisation_codes (code_hash, application_id, user_id, redirect_uri, scope, code_challenge,
       code_challenge_method, expires_at) VALUES (${hashToken(code)}, ${request.applicationId}, ${request.userId}, ${request.redirectUri},
       ${request.scope}, ${request.codeChallenge}, ${request.codeChallengeMethod}, ${now + AUTHORISATION_CODE_MS})`,
  )
  return code
}

/** Removes codes past their lifetime, used or not, for a periodic clean-up; returns how many. */
export async function deleteExpiredAuthorisationCodes(store: Store, now: number): Promise<number> {
  return changesOf(store, sql`DELETE FROM authorisation_codes WHERE expires_at <= ${now}`)
}

/** What the token call (POST /v1/authenticate/token) reads of a client: its name and secret's hash too. */
export interface TokenClient extends SignInClient {
  name: string
  /** hashToken of the secret (store/applications.ts), or an scrypt hash written by other means. */
  clientSecretHash: string
}

/** The usable application with this client id and what authenticates it, or undefined. */
export async function findTokenClient(store: Store, clientId: string): Promise<TokenClient | undefined> {
  const client = await findSignInClient(store, clientId)
  if (!client) return undefined
  const row = await firstOf(store, sql<{ name: string; client_secret_hash: string }>`SELECT name, client_secret_hash FROM applications WHERE id = ${client.id}`)
  return row && { ...client, name: row.name, clientSecretHash: row.client_secret_hash }
}

export interface AuthorisationCode extends AuthorisationRequest {
  codeHash: string
  expiresAt: number
  usedAt: number | null
}

interface AuthorisationCodeRow {
  code_hash: string
  application_id: number
  user_id: number
  redirect_uri: string
  scope: string | null
  code_challenge: string | null
  code_challenge_method: string | null
  expires_at: number
  used_at: number | null
}

/** The code as issued, used or expired alike, or undefined when it was never issued or has been cleaned up. */
export async function findAuthorisationCode(store: Store, code: string): Promise<AuthorisationCode | undefined> {
  const row = await firstOf(
    store,
    sql<AuthorisationCodeRow>`SELECT code_hash, application_id, user_id, redirect_uri, scope, code_challenge, code_challenge_method, expires_at, used_at
      FROM authorisation_codes WHERE code_hash = ${hashToken(code)}`,
  )
  return (
    row && {
      codeHash: row.code_hash,
      applicationId: row.application_id,
      userId: row.user_id,
      redirectUri: row.redirect_uri,
      scope: row.scope,
      codeChallenge: row.code_challenge,
      codeChallengeMethod: row.code_challenge_method,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  )
}

/**
 * Marks the code used if it is still unused and live, in one statement, so that of two exchanges racing
 * (another worker process or instance may hold the same code) exactly one wins; returns whether this one did.
 */
export async function markAuthorisationCodeUsed(store: Store, codeHash: string, now: number): Promise<boolean> {
  const changed = await changesOf(store, sql`UPDATE authorisation_codes SET used_at = ${now} WHERE code_hash = ${codeHash} AND used_at IS NULL AND expires_at > ${now}`)
  return changed === 1
}
