// Server-side sessions: the client holds a random token, the table only its hash; idle and absolute
// lifetimes are enforced on every use (SECURITY.md "Sessions and cookies").

import { sql } from 'kysely'
import { changesOf, firstOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'
import { isDatabaseBusy } from './engine/errors.js'

/** spec-1 §4.3: inactivity over 30 minutes (1,800,000 ms) ends the session. */
export const SESSION_IDLE_MS = 1_800_000
/** SECURITY.md: a session lives at most 12 hours, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
const TOKEN_BYTES = 32
/**
 * How far the recorded last use may lag the real one. Writing it on every call made every call take the
 * database's write lock, and wait for it (its worker blocked) behind any long writer: a job storing its
 * results, an import. A session may so idle out up to this much before its 30 minutes, never after.
 */
export const LAST_SEEN_STEP_MS = 10_000

export interface Session {
  /** The token's hash, safe to log or compare; never the token. */
  id: string
  userId: number
  createdAt: number
  lastSeenAt: number
  requestingApp: string | null
}

interface SessionRow {
  id: string
  user_id: number
  created_at: number
  last_seen_at: number
  requesting_app: string | null
}

function isExpired(row: Pick<SessionRow, 'created_at' | 'last_seen_at'>, now: number): boolean {
  return now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at >= SESSION_ABSOLUTE_MS
}

/** Starts a session for the user and returns its token, for the client alone to keep. */
export async function createSession(store: Store, userId: number, now: number, requestingApp: string | null = null): Promise<string> {
  const token = randomToken(TOKEN_BYTES)
  await changesOf(
    store,
    sql`INSERT INTO sessions (id, user_id, created_at, last_seen_at, requesting_app) VALUES (${hashToken(token)}, ${userId}, ${now}, ${now}, ${requestingApp})`,
  )
  return token
}

/**
 * The live session for `token`, its last-seen time moved to `now`; undefined when there is none or it
 * has expired (idle over 30 minutes, or 12 hours old), in which case it is deleted.
 */
export async function touchSession(store: Store, token: string, now: number): Promise<Session | undefined> {
  const id = hashToken(token)
  const row = await firstOf(store, sql<SessionRow>`SELECT id, user_id, created_at, last_seen_at, requesting_app FROM sessions WHERE id = ${id}`)
  if (!row) return undefined
  if (isExpired(row, now)) {
    await changesOf(store, sql`DELETE FROM sessions WHERE id = ${id}`)
    return undefined
  }
  // A use close after the recorded one only reads (so does a clock that went backwards: last-seen never moves
  // back). Most calls come in bursts, and a read never waits for another connection's write.
  if (now - row.last_seen_at < LAST_SEEN_STEP_MS) return sessionOf(row, row.last_seen_at)
  let moved: number
  try {
    moved = await changesOf(
      store,
      sql`UPDATE sessions SET last_seen_at = CASE WHEN last_seen_at > ${now} THEN last_seen_at ELSE ${now} END WHERE id = ${id}`,
    )
  } catch (err) {
    // Another connection held the write lock past the wait: the session read is still good, and a later call
    // records the use. The call goes on as its user rather than fail for a note of when it came.
    if (isDatabaseBusy(err)) return sessionOf(row, row.last_seen_at)
    throw err
  }
  // Ended (signed out, renewed) between the read and the write: the call has no session.
  return moved === 1 ? sessionOf(row, now) : undefined
}

function sessionOf(row: SessionRow, lastSeenAt: number): Session {
  return { id: row.id, userId: row.user_id, createdAt: row.created_at, lastSeenAt, requestingApp: row.requesting_app }
}

/** Ends the session of `token` (logout); false when there was none. */
export async function deleteSession(store: Store, token: string): Promise<boolean> {
  return (await changesOf(store, sql`DELETE FROM sessions WHERE id = ${hashToken(token)}`)) === 1
}

/** Ends every session of a user (e.g. after a password change); returns how many. */
export async function deleteUserSessions(store: Store, userId: number): Promise<number> {
  return changesOf(store, sql`DELETE FROM sessions WHERE user_id = ${userId}`)
}

/** Removes sessions that can no longer be used, for a periodic clean-up; returns how many. */
export async function deleteExpiredSessions(store: Store, now: number): Promise<number> {
  return changesOf(store, sql`DELETE FROM sessions WHERE ${now} - last_seen_at > ${SESSION_IDLE_MS} OR ${now} - created_at >= ${SESSION_ABSOLUTE_MS}`)
}
