// Failed sign-ins counted by something other than a known account (SECURITY.md "Sessions and cookies"):
// per client address, so one address cannot try many accounts; and per address no account has, so that
// an unknown address locks exactly as a real account does and the 429 tells nobody which exist. Both
// count and stop untrusted attempts only (store/device-cookies.ts).

import type Database from 'better-sqlite3'
import { FAILURE_WINDOW_MS, lockAfterFailures, MAX_FAILURES_PER_WINDOW } from './users.js'

export interface ThrottlePolicy {
  windowMs: number
  /** The wait after the n-th failure in a window; 0 for none. */
  waitAfter: (failures: number) => number
  /** At this many failures the key stays locked until its window ends. */
  maxPerWindow: number
}

/** An address no account has: the same schedule store/users.ts keeps for accounts. */
export const UNKNOWN_ACCOUNT_POLICY: ThrottlePolicy = {
  windowMs: FAILURE_WINDOW_MS,
  waitAfter: lockAfterFailures,
  maxPerWindow: MAX_FAILURES_PER_WINDOW,
}

/**
 * A client address, for untrusted attempts only (a browser with a device cookie for the account it tries is
 * never stopped here). Many investigators can share one office address, and an attacker behind it can fill
 * its count: so no wait for the first failures, only a ceiling, and a short window, so that a first-time
 * user behind a guesser waits at most 15 minutes, never an hour. It still caps spraying many accounts
 * from one address at 200 guesses an hour.
 */
export const CLIENT_ADDRESS_POLICY: ThrottlePolicy = {
  windowMs: 15 * 60 * 1000,
  waitAfter: () => 0,
  maxPerWindow: 50,
}

export const addressKey = (address: string) => `ip:${address}`
export const unknownAccountKey = (email: string) => `email:${email.trim().toLowerCase()}`

/** When `key` may next try, or null when it may try now. */
export function throttledUntil(db: Database.Database, key: string, now: number): number | null {
  const until = db.prepare('SELECT locked_until FROM login_throttle WHERE key = ?').pluck().get(key)
  return typeof until === 'number' && until > now ? until : null
}

/** Counts one failure against `key` and sets its wait; returns the failures in the current window. */
export function recordThrottledFailure(db: Database.Database, key: string, policy: ThrottlePolicy, now: number): number {
  return db.transaction(() => {
    const row = db.prepare('SELECT failures, failures_since FROM login_throttle WHERE key = ?').get(key) as
      | { failures: number; failures_since: number }
      | undefined
    const windowOver = !row || now - row.failures_since >= policy.windowMs
    const since = windowOver ? now : row.failures_since
    const failures = (windowOver ? 0 : row.failures) + 1
    const wait = policy.waitAfter(failures)
    let lockedUntil = wait > 0 ? now + wait : null
    if (failures >= policy.maxPerWindow) lockedUntil = Math.max(lockedUntil ?? 0, since + policy.windowMs)
    db.prepare(
      `INSERT INTO login_throttle (key, failures, failures_since, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, failures_since = excluded.failures_since,
         locked_until = excluded.locked_until`,
    ).run(key, failures, since, lockedUntil)
    return failures
  }).immediate()
}

/** Removes counts whose window is over and whose wait has passed, for a periodic clean-up. */
export function deleteStaleThrottles(db: Database.Database, now: number, windowMs: number): number {
  return db
    .prepare('DELETE FROM login_throttle WHERE ? - failures_since >= ? AND (locked_until IS NULL OR locked_until <= ?)')
    .run(now, windowMs, now).changes
}
