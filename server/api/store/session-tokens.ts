// Session token ages and rotation (PUT /v1/authenticate): a session keeps its sign-in time, so the 12 h
// absolute limit of store/sessions.ts holds across refreshes, while each token is short-lived.

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'

/** spec-1 §7: a session check tells the browser to refresh a token older than this. */
export const TOKEN_REFRESH_AFTER_MS = 15 * 60 * 1000
const TOKEN_BYTES = 32

/** When the token of this session (by its id, the token's hash) was issued; undefined when there is none. */
export async function tokenIssuedAt(store: Store, sessionId: string): Promise<number | undefined> {
  const row = await firstOf(
    store,
    sql<{ created_at: number; token_issued_at: number | null }>`SELECT created_at, token_issued_at FROM sessions WHERE id = ${sessionId}`,
  )
  return row && (row.token_issued_at ?? row.created_at)
}

/**
 * Replaces the session's token with a new one, keeping its user, sign-in time and requesting app; the
 * old token stops working at once. Undefined when the session no longer exists. The old row is taken in the
 * statement that deletes it, so that of refreshes at once on several instances one renews the session and the
 * others find it gone: a session never forks into two.
 */
export async function rotateSessionToken(store: Store, sessionId: string, now: number): Promise<string | undefined> {
  const token = randomToken(TOKEN_BYTES)
  return inTransaction(store, async (tx) => {
    const old = await firstOf(
      tx,
      sql<{ user_id: number; created_at: number; last_seen_at: number; requesting_app: string | null }>`
        DELETE FROM sessions WHERE id = ${sessionId} RETURNING user_id, created_at, last_seen_at, requesting_app`,
    )
    if (!old) return undefined
    await changesOf(
      tx,
      sql`INSERT INTO sessions (id, user_id, created_at, last_seen_at, requesting_app, token_issued_at)
        VALUES (${hashToken(token)}, ${old.user_id}, ${old.created_at}, ${Math.max(old.last_seen_at, now)}, ${old.requesting_app}, ${now})`,
    )
    return token
  })
}
