// Device cookies on both engines: a token trusted only for the accounts its browser signed in to, stored as a hash,
// renewed at each sign-in, locked by its own failures, bounded per account, and forgotten after its life; failures
// and sign-ins arriving at once on several instances are each counted and keep the bound.

import t from 'tap'
import { sql } from 'kysely'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import {
  deleteExpiredDeviceCookies,
  DEVICE_COOKIE_LIFE_MS,
  DEVICE_FAILURE_WINDOW_MS,
  DEVICE_LOCK_AT_FAILURES,
  DEVICES_PER_ACCOUNT,
  isTrustedDevice,
  issueDeviceCookie,
  recordDeviceFailure,
} from '../../../../../../server/api/store/device-cookies.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

async function twoUsers(store: Store) {
  return { alice: await aUser(store, 'alice@example.org'), bob: await aUser(store, 'bob@example.org') }
}

async function tokenHashes(store: Store, userId?: number): Promise<string[]> {
  const whose = userId === undefined ? sql`` : sql`WHERE user_id = ${userId}`
  const { rows } = await sql<{ token_hash: string }>`SELECT token_hash FROM device_cookies ${whose} ORDER BY token_hash`.execute(store.db)
  return rows.map((row) => row.token_hash)
}

/** `count` calls, each begun once the one before has ended. */
async function sequentially<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let i = 0; i < count; i++) results.push(await call(i))
  return results
}

onEachEngine(t, 'a device cookie is trusted for its account only, and stored only as a hash', async (t, store) => {
  const { alice, bob } = await twoUsers(store)
  const token = await issueDeviceCookie(store, null, alice, NOW)
  t.match(token, /^[A-Za-z0-9_-]{43}$/)
  t.same(await tokenHashes(store), [hashToken(token)])
  t.ok(await isTrustedDevice(store, token, alice, NOW))
  t.notOk(await isTrustedDevice(store, token, bob, NOW), 'not for another account')
  t.notOk(await isTrustedDevice(store, 'B'.repeat(43), alice, NOW), 'an unknown token is none')
  t.notOk(await isTrustedDevice(store, `${token}x`, alice, NOW), 'nor is a malformed one')
})

onEachEngine(t, `a device cookie expires ${DEVICE_COOKIE_LIFE_MS / 86_400_000} days after its sign-in and is then deleted`, async (t, store) => {
  const { alice } = await twoUsers(store)
  const token = await issueDeviceCookie(store, null, alice, NOW)
  t.ok(await isTrustedDevice(store, token, alice, NOW + DEVICE_COOKIE_LIFE_MS - 1))
  t.notOk(await isTrustedDevice(store, token, alice, NOW + DEVICE_COOKIE_LIFE_MS))
  t.equal(await deleteExpiredDeviceCookies(store, NOW + DEVICE_COOKIE_LIFE_MS - 1), 0)
  t.equal(await deleteExpiredDeviceCookies(store, NOW + DEVICE_COOKIE_LIFE_MS), 1)
})

onEachEngine(t, 'each sign-in gives a new token that carries the accounts of the old one; the old one stops working', async (t, store) => {
  const { alice, bob } = await twoUsers(store)
  const first = await issueDeviceCookie(store, null, alice, NOW)
  const second = await issueDeviceCookie(store, first, bob, NOW + 1)
  t.not(second, first)
  t.ok(await isTrustedDevice(store, second, alice, NOW + 1), 'still trusted for Alice')
  t.ok(await isTrustedDevice(store, second, bob, NOW + 1), 'and now for Bob')
  t.notOk(await isTrustedDevice(store, first, alice, NOW + 1), 'the old token is dead')
  const planted = 'P'.repeat(43)
  const fresh = await issueDeviceCookie(store, planted, alice, NOW + 2)
  t.not(fresh, planted, 'a token the browser brought is never made trusted')
  t.notOk(await isTrustedDevice(store, planted, alice, NOW + 2))
})

onEachEngine(t, `${DEVICE_LOCK_AT_FAILURES} failures in an hour lock the device cookie until the hour is over`, async (t, store) => {
  const { alice } = await twoUsers(store)
  const token = await issueDeviceCookie(store, null, alice, NOW)
  for (let i = 1; i < DEVICE_LOCK_AT_FAILURES; i++) t.equal(await recordDeviceFailure(store, token, alice, NOW + i - 1), i)
  t.ok(await isTrustedDevice(store, token, alice, NOW + 100), 'still trusted before the last failure')
  t.equal(await recordDeviceFailure(store, token, alice, NOW + 100), DEVICE_LOCK_AT_FAILURES)
  t.notOk(await isTrustedDevice(store, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS - 1), 'untrusted until the window ends')
  t.ok(await isTrustedDevice(store, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS), 'trusted again after it')
  t.equal(await recordDeviceFailure(store, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS), 1, 'a new window counts from one')
  t.equal(await recordDeviceFailure(store, 'B'.repeat(43), alice, NOW), 0, 'an unknown token counts nothing')
})

onEachEngine(t, 'signing in again with the device cookie clears its failures', async (t, store) => {
  const { alice } = await twoUsers(store)
  const token = await issueDeviceCookie(store, null, alice, NOW)
  for (let i = 0; i < DEVICE_LOCK_AT_FAILURES - 1; i++) await recordDeviceFailure(store, token, alice, NOW)
  const renewed = await issueDeviceCookie(store, token, alice, NOW + 1)
  t.equal(await recordDeviceFailure(store, renewed, alice, NOW + 2), 1)
})

onEachEngine(t, `an account is known on at most ${DEVICES_PER_ACCOUNT} browsers: the one unused longest is forgotten`, async (t, store) => {
  const { alice, bob } = await twoUsers(store)
  const bobs = await issueDeviceCookie(store, null, bob, NOW)
  const tokens = await sequentially(DEVICES_PER_ACCOUNT + 1, (i) => issueDeviceCookie(store, null, alice, NOW + i))
  t.notOk(await isTrustedDevice(store, tokens[0] as string, alice, NOW + 100), 'the oldest is forgotten')
  t.ok((await sequentially(DEVICES_PER_ACCOUNT, (i) => isTrustedDevice(store, tokens[i + 1]!, alice, NOW + 100))).every(Boolean), 'the newest are kept')
  t.ok(await isTrustedDevice(store, bobs, bob, NOW + 100), "another account's browsers are not touched")
})

onEachEngine(t, 'failures arriving at once are each counted, and lock the cookie at the tenth', async (t, store) => {
  const { alice } = await twoUsers(store)
  const token = await issueDeviceCookie(store, null, alice, NOW)
  const counted = await atOnce(store, 12, () => recordDeviceFailure(store, token, alice, NOW))
  t.same(counted.sort((a, b) => a - b), Array.from({ length: 12 }, (_, i) => i + 1), 'each saw its own count')
  t.notOk(await isTrustedDevice(store, token, alice, NOW + 1), 'locked')
})

onEachEngine(t, 'sign-ins at once from browsers without a cookie keep the bound of browsers per account', async (t, store) => {
  const { alice } = await twoUsers(store)
  for (let round = 1; round <= 3; round++) {
    await atOnce(store, DEVICES_PER_ACCOUNT + 5, () => issueDeviceCookie(store, null, alice, NOW + round))
    t.equal((await tokenHashes(store, alice)).length, DEVICES_PER_ACCOUNT, `round ${round}`)
  }
})

onEachEngine(t, "an account's device cookies go with the account", async (t, store) => {
  const { alice, bob } = await twoUsers(store)
  await issueDeviceCookie(store, null, alice, NOW)
  const bobs = await issueDeviceCookie(store, null, bob, NOW)
  await sql`DELETE FROM users WHERE id = ${alice}`.execute(store.db)
  t.same(await tokenHashes(store), [hashToken(bobs)])
})
