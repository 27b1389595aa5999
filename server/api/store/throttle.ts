// Failed sign-ins counted by something other than a known account (SECURITY.md "Sessions and cookies"):
// per client address, so one address cannot try many accounts; and per address no account has, so that
// an unknown address locks exactly as a real account does and the 429 tells nobody which exist. Both
// count and stop untrusted attempts only (store/device-cookies.ts).

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
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
export async function throttledUntil(store: Store, key: string, now: number): Promise<number | null> {
  const row = await firstOf(store, sql<{ locked_until: number | null }>`SELECT locked_until FROM login_throttle WHERE key = ${key}`)
  const until = row?.locked_until
  return typeof until === 'number' && until > now ? until : null
}

/**
 * Counts one failure against `key` and sets its wait; returns the failures in the current window. The count is
 * taken in the statement that writes it, which also holds the key's row until the wait is written: failures
 * reaching several instances at once are each counted, and each wait follows its own count.
 */
export async function recordThrottledFailure(store: Store, key: string, policy: ThrottlePolicy, now: number): Promise<number> {
  return inTransaction(store, async (tx) => {
    const counted = await firstOf(
      tx,
      sql<{ failures: number; failures_since: number }>`INSERT INTO login_throttle (key, failures, failures_since, locked_until)
        VALUES (${key}, 1, ${now}, NULL)
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN ${now} - login_throttle.failures_since >= ${policy.windowMs} THEN 1 ELSE login_throttle.failures + 1 END,
          failures_since = CASE WHEN ${now} - login_throttle.failures_since >= ${policy.windowMs} THEN ${now} ELSE login_throttle.failures_since END
        RETURNING failures, failures_since`,
    )
    const { failures, failures_since: since } = counted!
    const wait = policy.waitAfter(failures)
    let lockedUntil = wait > 0 ? now + wait : null
    if (failures >= policy.maxPerWindow) lockedUntil = Math.max(lockedUntil ?? 0, since + policy.windowMs)
    await changesOf(tx, sql`UPDATE login_throttle SET locked_until = ${lockedUntil} WHERE key = ${key}`)
    return failures
  })
}

/** Removes counts whose window is over and whose wait has passed, for a periodic clean-up. */
export async function deleteStaleThrottles(store: Store, now: number, windowMs: number): Promise<number> {
  return changesOf(
    store,
    sql`DELETE FROM login_throttle WHERE ${now} - failures_since >= ${windowMs} AND (locked_until IS NULL OR locked_until <= ${now})`,
  )
}
