// Access tokens (RFC 6749 §5.1, used as RFC 6750 bearer tokens): an application's right to call /v1 as
// one user for an hour, issued for an authorisation code. Stored hashed, like every secret here.

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'
import { findSignInClient, markAuthorisationCodeUsed, type AuthorisationCode } from './oauth.js'

/** Marks a bearer value as an access token, told apart from an API key ('sl_', store/api-keys.ts) by it. */
export const ACCESS_TOKEN_MARK = 'slt_'
const TOKEN_BYTES = 32
/** An hour: long enough for a sitting, short enough that a leaked token soon stops working. */
export const ACCESS_TOKEN_MS = 60 * 60 * 1000
/**
 * Live tokens one user may hold through one application (SECURITY.md "Limits on what users create"):
 * each sign-in through it makes one, and the oldest goes when a new one would pass the limit.
 */
export const LIVE_TOKENS_PER_GRANT = 20

export interface TokenApplication {
  id: number
  clientId: string
  name: string
}

export interface AccessToken {
  userId: number
  application: TokenApplication
  scope: string
}

export function isAccessToken(value: string): boolean {
  return value.startsWith(ACCESS_TOKEN_MARK)
}

/**
 * Redeems the code and issues its token in one transaction: undefined when the code was used or expired
 * meanwhile (markAuthorisationCodeUsed), so that a code never yields two tokens. The user's row is held while
 * their tokens for the application are counted, so that sign-ins through it at once keep the limit.
 */
export async function issueAccessTokenForCode(store: Store, code: AuthorisationCode, now: number): Promise<string | undefined> {
  const token = ACCESS_TOKEN_MARK + randomToken(TOKEN_BYTES)
  const issued = await inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', code.userId)
    if (!(await markAuthorisationCodeUsed(tx, code.codeHash, now))) return false
    await keepWithinLimit(tx, code.userId, code.applicationId, now)
    await changesOf(
      tx,
      sql`INSERT INTO access_tokens (token_hash, user_id, application_id, code_hash, scope, created_at, expires_at)
        VALUES (${hashToken(token)}, ${code.userId}, ${code.applicationId}, ${code.codeHash}, ${code.scope ?? ''}, ${now}, ${now + ACCESS_TOKEN_MS})`,
    )
    return true
  })
  return issued ? token : undefined
}

/** Drops the user's ended tokens for the application, then the oldest live ones past the limit less one. */
async function keepWithinLimit(tx: Store, userId: number, applicationId: number, now: number): Promise<void> {
  await changesOf(tx, sql`DELETE FROM access_tokens WHERE user_id = ${userId} AND application_id = ${applicationId} AND expires_at <= ${now}`)
  await changesOf(
    tx,
    sql`DELETE FROM access_tokens WHERE user_id = ${userId} AND application_id = ${applicationId} AND id NOT IN (
      SELECT id FROM access_tokens WHERE user_id = ${userId} AND application_id = ${applicationId}
       ORDER BY created_at DESC, id DESC LIMIT ${LIVE_TOKENS_PER_GRANT - 1})`,
  )
}

/**
 * The live token's user and application, or undefined: unknown, expired, revoked, or its application no
 * longer usable (deactivated or not approved: findSignInClient), which ends its tokens at once.
 */
export async function findAccessToken(store: Store, token: string, now: number): Promise<AccessToken | undefined> {
  if (!isAccessToken(token)) return undefined
  const row = await firstOf(
    store,
    sql<{ user_id: number; scope: string; application_id: number; client_id: string; name: string }>`
      SELECT t.user_id, t.scope, a.id AS application_id, a.client_id, a.name
        FROM access_tokens t JOIN applications a ON a.id = t.application_id
       WHERE t.token_hash = ${hashToken(token)} AND t.expires_at > ${now}`,
  )
  if (!row || !(await findSignInClient(store, row.client_id))) return undefined
  return { userId: row.user_id, scope: row.scope, application: { id: row.application_id, clientId: row.client_id, name: row.name } }
}

/**
 * RFC 6749 §4.1.2: a code used twice loses every token issued for it, found by the code's hash even once
 * the code itself has been cleaned up; returns how many were revoked.
 */
export async function revokeAccessTokensOfCode(store: Store, code: string): Promise<number> {
  return changesOf(store, sql`DELETE FROM access_tokens WHERE code_hash = ${hashToken(code)}`)
}

/** Removes tokens past their hour, for a periodic clean-up; returns how many. */
export async function deleteExpiredAccessTokens(store: Store, now: number): Promise<number> {
  return changesOf(store, sql`DELETE FROM access_tokens WHERE expires_at <= ${now}`)
}
