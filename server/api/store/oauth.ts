// What sign-in needs of applications (spec-3 §3 "Application"): whether an OAuth-style client and its
// addresses are known, and the single-use authorisation codes handed to it after sign-in.

import type Database from 'better-sqlite3'
import { hashToken, randomToken } from './passwords.js'

/** spec-3 §3 leaves the state values open; these are the ones under which an application may sign users in. */
export const USABLE_STATES = ['active', 'approved'] as const
export const AUTHORISATION_CODE_MS = 10 * 60 * 1000

export interface SignInClient {
  id: number
  clientId: string
  callbackUrl: string
  postLogoutRedirectUri: string | null
}

const USABLE = `lower(state) IN (${USABLE_STATES.map((s) => `'${s}'`).join(', ')})`

/** The usable application with this client id, or undefined. */
export function findSignInClient(db: Database.Database, clientId: string): SignInClient | undefined {
  const row = db
    .prepare(`SELECT id, client_id, callback_url, post_logout_redirect_uri FROM applications WHERE client_id = ? AND ${USABLE}`)
    .get(clientId) as
    | { id: number; client_id: string; callback_url: string; post_logout_redirect_uri: string | null }
    | undefined
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
export function isPostLogoutAddress(db: Database.Database, uri: string, clientId?: string): boolean {
  const named = clientId === undefined ? undefined : db.prepare('SELECT 1 FROM applications WHERE client_id = ?').get(clientId)
  const sql = `SELECT 1 FROM applications WHERE post_logout_redirect_uri = ? AND ${USABLE}${named ? ' AND client_id = ?' : ''}`
  const params = named ? [uri, clientId] : [uri]
  return db.prepare(sql).get(...params) !== undefined
}

export interface AuthorisationRequest {
  applicationId: number
  userId: number
  redirectUri: string
  scope: string | null
  codeChallenge: string | null
  codeChallengeMethod: string | null
}

/** A new single-use code for the client to exchange, live for 10 minutes; only its hash is kept. */
export function issueAuthorisationCode(db: Database.Database, request: AuthorisationRequest, now: number): string {
  const code = randomToken()
  db.prepare(
    `INSERT INTO authorisation_codes (code_hash, application_id, user_id, redirect_uri, scope, code_challenge,
       code_challenge_method, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(code),
    request.applicationId,
    request.userId,
    request.redirectUri,
    request.scope,
    request.codeChallenge,
    request.codeChallengeMethod,
    now + AUTHORISATION_CODE_MS,
  )
  return code
}

/** Removes codes past their lifetime, used or not, for a periodic clean-up; returns how many. */
export function deleteExpiredAuthorisationCodes(db: Database.Database, now: number): number {
  return db.prepare('DELETE FROM authorisation_codes WHERE expires_at <= ?').run(now).changes
}
