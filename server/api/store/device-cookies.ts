// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): the browser holds a random
// token, the table its hash once per account the browser signed in to, with that pair's own failure count.
// A live, unlocked pair makes an attempt "trusted": the account's and the address's limits do not apply to it.

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
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
export async function isTrustedDevice(store: Store, token: string, userId: number, now: number): Promise<boolean> {
  if (!TOKEN_FORMAT.test(token)) return false
  const row = await firstOf(
    store,
    sql<{ expires_at: number; locked_until: number | null }>`SELECT expires_at, locked_until FROM device_cookies
      WHERE token_hash = ${hashToken(token)} AND user_id = ${userId}`,
  )
  return row !== undefined && row.expires_at > now && (row.locked_until === null || row.locked_until <= now)
}

/**
 * Counts a failed sign-in made with a trusted device cookie against its account; at DEVICE_LOCK_AT_FAILURES
 * in a window the pair is locked (untrusted) until the window ends. Returns the failures in the window. The
 * account's row is held from the read to the write, so that failures reaching several instances at once are
 * each counted.
 */
export async function recordDeviceFailure(store: Store, token: string, userId: number, now: number): Promise<number> {
  const tokenHash = hashToken(token)
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    const row = await firstOf(
      tx,
      sql<{ failures: number; failures_since: number | null }>`SELECT failures, failures_since FROM device_cookies
        WHERE token_hash = ${tokenHash} AND user_id = ${userId}`,
    )
    if (!row) return 0
    const windowOver = row.failures_since === null || now - row.failures_since >= DEVICE_FAILURE_WINDOW_MS
    const since = windowOver ? now : (row.failures_since as number)
    const failures = (windowOver ? 0 : row.failures) + 1
    const lockedUntil = failures >= DEVICE_LOCK_AT_FAILURES ? since + DEVICE_FAILURE_WINDOW_MS : null
    await changesOf(
      tx,
      sql`UPDATE device_cookies SET failures = ${failures}, failures_since = ${since}, locked_until = ${lockedUntil}
        WHERE token_hash = ${tokenHash} AND user_id = ${userId}`,
    )
    return failures
  })
}

/**
 * After a successful sign-in: a new token for the browser (OWASP: a new device cookie at each sign-in, so a
 * token planted in a browser is never made trusted), carrying the accounts the browser's earlier token was
 * live for, and trusted for this account from now for DEVICE_COOKIE_LIFE_MS with no failures. The account's
 * row is held while its browsers are counted, so that sign-ins at once on several instances keep the bound.
 */
export async function issueDeviceCookie(store: Store, previous: string | null, userId: number, now: number): Promise<string> {
  const token = randomToken(TOKEN_BYTES)
  const tokenHash = hashToken(token)
  await inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    if (previous !== null && TOKEN_FORMAT.test(previous)) {
      await changesOf(
        tx,
        sql`UPDATE device_cookies SET token_hash = ${tokenHash} WHERE token_hash = ${hashToken(previous)} AND user_id <> ${userId} AND expires_at > ${now}`,
      )
      await changesOf(tx, sql`DELETE FROM device_cookies WHERE token_hash = ${hashToken(previous)}`)
    }
    await changesOf(
      tx,
      sql`INSERT INTO device_cookies (token_hash, user_id, signed_in_at, expires_at) VALUES (${tokenHash}, ${userId}, ${now}, ${now + DEVICE_COOKIE_LIFE_MS})`,
    )
    // Bounded per account, so that signing in from scripts that drop their cookies cannot grow the table: the new
    // token and the browsers signed in to most recently are kept.
    await changesOf(
      tx,
      sql`DELETE FROM device_cookies WHERE user_id = ${userId} AND token_hash <> ${tokenHash} AND token_hash NOT IN (
        SELECT token_hash FROM device_cookies WHERE user_id = ${userId} AND token_hash <> ${tokenHash}
         ORDER BY signed_in_at DESC, token_hash DESC LIMIT ${DEVICES_PER_ACCOUNT - 1})`,
    )
  })
  return token
}

/** Removes device cookies past their life, for a periodic clean-up; returns how many. */
export async function deleteExpiredDeviceCookies(store: Store, now: number): Promise<number> {
  return changesOf(store, sql`DELETE FROM device_cookies WHERE expires_at <= ${now}`)
}
