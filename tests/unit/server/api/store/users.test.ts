// Users: created once per email whatever its case, settings changed one by one, logins throttled then locked.

import { testDatabase } from './test-db.js'
import t from 'tap'
import {
  createUser,
  DELAY_FROM_FAILURES,
  FAILURE_WINDOW_MS,
  findUserByEmail,
  findUserById,
  LOCK_AT_FAILURES,
  LOCK_MS,
  MAX_FAILURES_PER_WINDOW,
  loginLockedUntil,
  markUserVerified,
  recordLoginFailure,
  recordLoginSuccess,
  setPassword,
  updateUserSettings,
} from '../../../../../server/api/store/users.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

t.test('a new user has the defaults and is found by id and by email in any case', async (t) => {
  const db = testDatabase(t)
  const user = createUser(db, { email: 'Ana.Lyst@Example.org', passwordHash: 'scrypt$x', organization: 'Example' }, NOW)
  t.match(user, {
    email: 'Ana.Lyst@Example.org',
    passwordHash: 'scrypt$x',
    organization: 'Example',
    showImages: true,
    showMenu: true,
    firstLogin: true,
    verified: false,
    isAdmin: false,
    failedLogins: 0,
    lockedUntil: null,
    createdAt: NOW,
  })
  t.same(findUserById(db, user.id), user)
  t.same(findUserByEmail(db, 'ana.lyst@example.ORG'), user)
  t.equal(findUserByEmail(db, 'someone@example.org'), undefined)
  t.equal(findUserById(db, user.id + 1), undefined)
})

t.test('a second account with the same email in another case is refused', async (t) => {
  const db = testDatabase(t)
  createUser(db, { email: 'ana@example.org' }, NOW)
  t.throws(() => createUser(db, { email: 'ANA@Example.org' }, NOW), { code: 'SQLITE_CONSTRAINT_UNIQUE' })
})

t.test('settings change only the fields given', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org', firstName: 'Ana', lastName: 'Lyst' }, NOW)
  t.equal(updateUserSettings(db, id, { showImages: false }), true)
  t.match(findUserById(db, id), { showImages: false, showMenu: true, firstName: 'Ana', lastName: 'Lyst' })
  updateUserSettings(db, id, { showMenu: false, firstName: 'Anna', lastName: 'L' })
  t.match(findUserById(db, id), { showImages: false, showMenu: false, firstName: 'Anna', lastName: 'L' })
  t.equal(updateUserSettings(db, id, {}), true, 'nothing to change still finds the user')
  t.equal(updateUserSettings(db, id + 1, { showMenu: true }), false, 'no such user')
  t.equal(updateUserSettings(db, id + 1, {}), false)
})

t.test('marking verified sets the flag', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  t.equal(markUserVerified(db, id), true)
  t.equal(findUserById(db, id)?.verified, true)
  t.equal(markUserVerified(db, id + 1), false)
})

t.test('failures below the delay threshold do not hold the account', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < DELAY_FROM_FAILURES; i++) t.same(recordLoginFailure(db, id, NOW + i), { failedLogins: i, lockedUntil: null })
  t.equal(loginLockedUntil(findUserById(db, id)!, NOW + 10), null)
})

t.test('from the delay threshold each failure waits twice as long as the one before', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < DELAY_FROM_FAILURES; i++) recordLoginFailure(db, id, NOW)
  const waits: number[] = []
  for (let i = DELAY_FROM_FAILURES; i < LOCK_AT_FAILURES; i++) waits.push(recordLoginFailure(db, id, NOW)!.lockedUntil! - NOW)
  t.same(waits, [1000, 2000, 4000, 8000, 16000])
  t.equal(loginLockedUntil(findUserById(db, id)!, NOW + 15_999), NOW + 16_000)
  t.equal(loginLockedUntil(findUserById(db, id)!, NOW + 16_000), null, 'the wait ends')
})

t.test('at the lock threshold the account is locked for 15 minutes', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < LOCK_AT_FAILURES; i++) recordLoginFailure(db, id, NOW + i)
  const at = NOW + 60_000
  t.same(recordLoginFailure(db, id, at), { failedLogins: LOCK_AT_FAILURES, lockedUntil: at + LOCK_MS })
  t.equal(LOCK_MS, 15 * 60 * 1000)
  const user = findUserById(db, id)!
  t.equal(loginLockedUntil(user, at + LOCK_MS - 1), at + LOCK_MS, 'still locked 1 ms before the end')
  t.equal(loginLockedUntil(user, at + LOCK_MS), null)
  const next = recordLoginFailure(db, id, at + LOCK_MS)!
  t.equal(next.lockedUntil, at + 2 * LOCK_MS, 'a failure after the lock locks again')
})

t.test('failures are counted afresh an hour after the first one', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  for (let i = 0; i < DELAY_FROM_FAILURES; i++) recordLoginFailure(db, id, NOW)
  t.same(recordLoginFailure(db, id, NOW + FAILURE_WINDOW_MS), { failedLogins: 1, lockedUntil: null })
})

t.test('a successful login clears the failures and the lock', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  for (let i = 0; i < LOCK_AT_FAILURES; i++) recordLoginFailure(db, id, NOW)
  recordLoginSuccess(db, id)
  t.match(findUserById(db, id), { failedLogins: 0, lockedUntil: null })
  t.same(recordLoginFailure(db, id, NOW + 1), { failedLogins: 1, lockedUntil: null })
  t.equal(recordLoginFailure(db, id + 1, NOW), undefined, 'no such user')
})

t.test('setting a password stores the new hash and lifts a lock', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org', passwordHash: 'old' }, NOW)
  for (let i = 0; i < LOCK_AT_FAILURES; i++) recordLoginFailure(db, id, NOW)
  t.equal(setPassword(db, id, 'new'), true)
  t.match(findUserById(db, id), { passwordHash: 'new', failedLogins: 0, lockedUntil: null })
  t.equal(setPassword(db, id + 1, 'new'), false)
})

t.test('at 100 failures in an hour the account stays locked until the hour is over (ASVS)', async (t) => {
  const db = testDatabase(t)
  const { id } = createUser(db, { email: 'ana@example.org' }, NOW)
  let last = recordLoginFailure(db, id, NOW)!
  for (let i = 1; i < MAX_FAILURES_PER_WINDOW; i++) last = recordLoginFailure(db, id, NOW + 1000)!
  t.same(last, { failedLogins: MAX_FAILURES_PER_WINDOW, lockedUntil: NOW + FAILURE_WINDOW_MS })
})
