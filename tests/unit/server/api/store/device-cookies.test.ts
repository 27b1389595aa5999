// Device cookies: a token trusted only for the accounts its browser signed in to, stored as a hash, renewed
// at each sign-in, locked by its own failures, bounded per account, and forgotten after its life.

import { testDatabase } from './test-db.js'
import t from 'tap'
import { createUser } from '../../../../../server/api/store/users.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { hashToken } from '../../../../../server/api/store/passwords.js'
import {
  deleteExpiredDeviceCookies,
  DEVICE_COOKIE_LIFE_MS,
  DEVICE_FAILURE_WINDOW_MS,
  DEVICE_LOCK_AT_FAILURES,
  DEVICES_PER_ACCOUNT,
  isTrustedDevice,
  issueDeviceCookie,
  recordDeviceFailure,
} from '../../../../../server/api/store/device-cookies.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

async function twoUsers(t: Parameters<typeof testDatabase>[0]) {
  const db = testDatabase(t)
  const alice = (await createUser(storeOnSqlite(db), { email: 'alice@example.org' }, NOW)).id
  const bob = (await createUser(storeOnSqlite(db), { email: 'bob@example.org' }, NOW)).id
  return { db, alice, bob }
}

t.test('a device cookie is trusted for its account only, and stored only as a hash', async (t) => {
  const { db, alice, bob } = await twoUsers(t)
  const token = issueDeviceCookie(db, null, alice, NOW)
  t.match(token, /^[A-Za-z0-9_-]{43}$/)
  t.same(db.prepare('SELECT token_hash FROM device_cookies').pluck().all(), [hashToken(token)])
  t.ok(isTrustedDevice(db, token, alice, NOW))
  t.notOk(isTrustedDevice(db, token, bob, NOW), 'not for another account')
  t.notOk(isTrustedDevice(db, 'B'.repeat(43), alice, NOW), 'an unknown token is none')
  t.notOk(isTrustedDevice(db, `${token}x`, alice, NOW), 'nor is a malformed one')
})

t.test(`a device cookie expires ${DEVICE_COOKIE_LIFE_MS / 86_400_000} days after its sign-in and is then deleted`, async (t) => {
  const { db, alice } = await twoUsers(t)
  const token = issueDeviceCookie(db, null, alice, NOW)
  t.ok(isTrustedDevice(db, token, alice, NOW + DEVICE_COOKIE_LIFE_MS - 1))
  t.notOk(isTrustedDevice(db, token, alice, NOW + DEVICE_COOKIE_LIFE_MS))
  t.equal(deleteExpiredDeviceCookies(db, NOW + DEVICE_COOKIE_LIFE_MS - 1), 0)
  t.equal(deleteExpiredDeviceCookies(db, NOW + DEVICE_COOKIE_LIFE_MS), 1)
})

t.test('each sign-in gives a new token that carries the accounts of the old one; the old one stops working', async (t) => {
  const { db, alice, bob } = await twoUsers(t)
  const first = issueDeviceCookie(db, null, alice, NOW)
  const second = issueDeviceCookie(db, first, bob, NOW + 1)
  t.not(second, first)
  t.ok(isTrustedDevice(db, second, alice, NOW + 1), 'still trusted for Alice')
  t.ok(isTrustedDevice(db, second, bob, NOW + 1), 'and now for Bob')
  t.notOk(isTrustedDevice(db, first, alice, NOW + 1), 'the old token is dead')
  const planted = 'P'.repeat(43)
  const fresh = issueDeviceCookie(db, planted, alice, NOW + 2)
  t.not(fresh, planted, 'a token the browser brought is never made trusted')
  t.notOk(isTrustedDevice(db, planted, alice, NOW + 2))
})

t.test(`${DEVICE_LOCK_AT_FAILURES} failures in an hour lock the device cookie until the hour is over`, async (t) => {
  const { db, alice } = await twoUsers(t)
  const token = issueDeviceCookie(db, null, alice, NOW)
  for (let i = 1; i < DEVICE_LOCK_AT_FAILURES; i++) t.equal(recordDeviceFailure(db, token, alice, NOW + i - 1), i)
  t.ok(isTrustedDevice(db, token, alice, NOW + 100), 'still trusted before the last failure')
  t.equal(recordDeviceFailure(db, token, alice, NOW + 100), DEVICE_LOCK_AT_FAILURES)
  t.notOk(isTrustedDevice(db, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS - 1), 'untrusted until the window ends')
  t.ok(isTrustedDevice(db, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS), 'trusted again after it')
  t.equal(recordDeviceFailure(db, token, alice, NOW + DEVICE_FAILURE_WINDOW_MS), 1, 'a new window counts from one')
  t.equal(recordDeviceFailure(db, 'B'.repeat(43), alice, NOW), 0, 'an unknown token counts nothing')
})

t.test('signing in again with the device cookie clears its failures', async (t) => {
  const { db, alice } = await twoUsers(t)
  const token = issueDeviceCookie(db, null, alice, NOW)
  for (let i = 0; i < DEVICE_LOCK_AT_FAILURES - 1; i++) recordDeviceFailure(db, token, alice, NOW)
  const renewed = issueDeviceCookie(db, token, alice, NOW + 1)
  t.equal(recordDeviceFailure(db, renewed, alice, NOW + 2), 1)
})

t.test(`an account is known on at most ${DEVICES_PER_ACCOUNT} browsers: the one unused longest is forgotten`, async (t) => {
  const { db, alice, bob } = await twoUsers(t)
  const bobs = issueDeviceCookie(db, null, bob, NOW)
  const tokens = Array.from({ length: DEVICES_PER_ACCOUNT + 1 }, (_, i) => issueDeviceCookie(db, null, alice, NOW + i))
  t.notOk(isTrustedDevice(db, tokens[0] as string, alice, NOW + 100), 'the oldest is forgotten')
  t.ok(tokens.slice(1).every((token) => isTrustedDevice(db, token, alice, NOW + 100)), 'the newest are kept')
  t.ok(isTrustedDevice(db, bobs, bob, NOW + 100), "another account's browsers are not touched")
})
