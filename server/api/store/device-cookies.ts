// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): the browser holds a random
// token, the table its hash once per account the browser signed in to, with that pair's own failure count.
// A live, unlocked pair makes an attempt "trusted": the account's and the address's limits do not apply to it.

import type Database from 'better-sqlite3'
import { hashToken, randomToken } from './passwords.js'

/** How long a browser stays known after its last sign-in to an account (docs/sign-in.md, sign-in limits). */
export const DEVICE_COOKIE_LIFE_MS = 180 * 24 * 60 * 60 * 1000
/** Failures a device cookie may make against its account in a window before it is locked. */
export const DEVICE_LOCK_AT_FAILURES = 10
/** The window device failures are counted in; a locked device cookie is untrusted until it ends. */
export const DEVICE_FAILURE_WINDOW_MS = 60 * 60 * 1000
/** The browsers an account is known on; signing in from one more forgets the one unused longest. */
export const DEVICES_PER_ACCOUNT = 20
const TOKEN_BYTES = 32
/** What randomToken(32) looks like; anything else is no device cookie at all. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/

/** Whether `token` is a live, unlocked device cookie for the account: the attempt is then trusted. */
export function isTrustedDevice(db: Database.Database, token: string, userId: number, now: number): boolean {
  if (!TOKEN_FORMAT.test(token)) return false
  const row = db
    .prepare('SELECT expires_at, locked_until FROM device_cookies WHERE token_hash = ? AND user_id = ?')
    .get(hashToken(token), userId) as { expires_at: number; locked_until: number | null } | undefined
  return row !== undefined && row.expires_at > now && (row.locked_until === null || row.locked_until <= now)
}

/**
 * Counts a failed sign-in made with a trusted device cookie against its account; at DEVICE_LOCK_AT_FAILURES
 * in a window the pair is locked (untrusted) until the window ends. Returns the failures in the window.
 */
export function recordDeviceFailure(db: Database.Database, token: string, userId: number, now: number): number {
  const tokenHash = hashToken(token)
  return db.transaction(() => {
    const row = db
      .prepare('SELECT failures, failures_since FROM device_cookies WHERE token_hash = ? AND user_id = ?')
      .get(tokenHash, userId) as { failures: number; failures_since: number | null } | undefined
    if (!row) return 0
    const windowOver = row.failures_since === null || now - row.failures_since >= DEVICE_FAILURE_WINDOW_MS
    const since = windowOver ? now : (row.failures_since as number)
    const failures = (windowOver ? 0 : row.failures) + 1
    const lockedUntil = failures >= DEVICE_LOCK_AT_FAILURES ? since + DEVICE_FAILURE_WINDOW_MS : null
    db.prepare('UPDATE device_cookies SET failures = ?, failures_since = ?, locked_until = ? WHERE token_hash = ? AND user_id = ?').run(
      failures,
      since,
      lockedUntil,
      tokenHash,
      userId,
    )
    return failures
  }).immediate()
}

/**
 * After a successful sign-in: a new token for the browser (OWASP: a new device cookie at each sign-in, so a
 * token planted in a browser is never made trusted), carrying the accounts the browser's earlier token was
 * live for, and trusted for this account from now for DEVICE_COOKIE_LIFE_MS with no failures.
 */
export function issueDeviceCookie(db: Database.Database, previous: string | null, userId: number, now: number): string {
  const token = randomToken(TOKEN_BYTES)
  const tokenHash = hashToken(token)
  db.transaction(() => {
    if (previous !== null && TOKEN_FORMAT.test(previous)) {
      db.prepare('UPDATE device_cookies SET token_hash = ? WHERE token_hash = ? AND user_id != ? AND expires_at > ?').run(
        tokenHash,
        hashToken(previous),
        userId,
        now,
      )
      db.prepare('DELETE FROM device_cookies WHERE token_hash = ?').run(hashToken(previous))
    }
    db.prepare(
      `INSERT INTO device_cookies (token_hash, user_id, signed_in_at, expires_at) VALUES (?, ?, ?, ?)`,
    ).run(tokenHash, userId, now, now + DEVICE_COOKIE_LIFE_MS)
    // Bounded per account, so that signing in from scripts that drop their cookies cannot grow the table.
    db.prepare(
      `DELETE FROM device_cookies WHERE user_id = ? AND rowid NOT IN (
         SELECT rowid FROM device_cookies WHERE user_id = ? ORDER BY signed_in_at DESC, rowid DESC LIMIT ?)`,
    ).run(userId, userId, DEVICES_PER_ACCOUNT)
  }).immediate()
  return token
}

/** Removes device cookies past their life, for a periodic clean-up; returns how many. */
export function deleteExpiredDeviceCookies(db: Database.Database, now: number): number {
  return db.prepare('DELETE FROM device_cookies WHERE expires_at <= ?').run(now).changes
}
