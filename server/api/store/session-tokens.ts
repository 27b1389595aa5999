// Session token ages and rotation (PUT /v1/authenticate): a session keeps its sign-in time, so the 12 h
// absolute limit of store/sessions.ts holds across refreshes, while each token is short-lived.

import type Database from 'better-sqlite3'
import { hashToken, randomToken } from './passwords.js'

/** spec-1 §7: a session check tells the browser to refresh a token older than this. */
export const TOKEN_REFRESH_AFTER_MS = 15 * 60 * 1000
const TOKEN_BYTES = 32

/** When the token of this session (by its id, the token's hash) was issued; undefined when there is none. */
export function tokenIssuedAt(db: Database.Database, sessionId: string): number | undefined {
  const row = db.prepare('SELECT created_at, token_issued_at FROM sessions WHERE id = ?').get(sessionId) as
    | { created_at: number; token_issued_at: number | null }
    | undefined
  return row && (row.token_issued_at ?? row.created_at)
}

/**
 * Replaces the session's token with a new one, keeping its user, sign-in time and requesting app; the
 * old token stops working at once. Undefined when the session no longer exists.
 */
export function rotateSessionToken(db: Database.Database, sessionId: string, now: number): string | undefined {
  const token = randomToken(TOKEN_BYTES)
  const moved = db.transaction(() => {
    const inserted = db
      .prepare(
        `INSERT INTO sessions (id, user_id, created_at, last_seen_at, requesting_app, token_issued_at)
         SELECT ?, user_id, created_at, MAX(last_seen_at, ?), requesting_app, ? FROM sessions WHERE id = ?`,
      )
      .run(hashToken(token), now, now, sessionId).changes
    if (inserted !== 1) return false
    db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId)
    return true
  }).immediate()
  return moved ? token : undefined
}
