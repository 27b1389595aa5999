// Users on both engines: created once per email whatever its case, settings changed one by one, logins throttled
// then locked; failures arriving at once (several service instances) are each counted.

import t from 'tap'
import {
  createUser,
  createUserUnlessTaken,
  DELAY_FROM_FAILURES,
  FAILURE_WINDOW_MS,
  findUserByEmail,
  findUserById,
  LOCK_AT_FAILURES,
  LOCK_MS,
  MAX_FAILURES_PER_WINDOW,
  loginLockedUntil,
  markUserVerified,
  recordFirstLogin,
  recordLoginFailure,
  recordLoginSuccess,
  setPassword,
  updateUserSettings,
} from '../../../../../../server/api/store/users.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import { onEachEngine } from './engines.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

onEachEngine(t, 'a new user has the defaults and is found by id and by email in any case', async (t, store) => {
  const user = await createUser(store, { email: ' Ana.Lyst@Example.org ', passwordHash: 'scrypt$x', organization: 'Example' }, NOW)
  t.same(user, {
    id: user.id,
    email: 'Ana.Lyst@Example.org',
    passwordHash: 'scrypt$x',
    firstName: '',
    lastName: '',
    organization: 'Example',
    showImages: true,
    showMenu: true,
    needsJustification: false,
    showCaidHeader: false,
    acceptedUniformTerms: false,
    firstLogin: true,
    verified: false,
    isAdmin: false,
    mfaRequired: false,
    failedLogins: 0,
    lockedUntil: null,
    createdAt: NOW,
  })
  t.type(user.id, 'number')
  t.same(await findUserById(store, user.id), user)
  t.same(await findUserByEmail(store, 'ana.lyst@example.ORG '), user)
  t.equal(await findUserByEmail(store, 'someone@example.org'), undefined)
  t.equal(await findUserById(store, user.id + 1), undefined)
})

onEachEngine(t, 'the flags given at creation are kept', async (t, store) => {
  const flags = { needsJustification: true, showCaidHeader: true, isAdmin: true, mfaRequired: true, verified: true }
  const user = await createUser(store, { email: 'admin@example.org', firstName: 'Ada', lastName: 'Min', ...flags }, NOW)
  t.match(await findUserById(store, user.id), { ...flags, firstName: 'Ada', lastName: 'Min', passwordHash: null })
})

onEachEngine(t, 'a second account with the same email in another case is refused', async (t, store) => {
  await createUser(store, { email: 'ana@example.org' }, NOW)
  await t.rejects(createUser(store, { email: 'ANA@Example.org' }, NOW))
  t.equal((await findUserByEmail(store, 'ana@example.org'))?.email, 'ana@example.org', 'the first is kept')
})

onEachEngine(t, 'two accounts for one address made at once: exactly one is made', async (t, store) => {
  const made = await Promise.allSettled([createUser(store, { email: 'bo@example.org' }, NOW), createUser(store, { email: 'BO@example.org' }, NOW)])
  t.same(made.map((m) => m.status).sort(), ['fulfilled', 'rejected'])
})

onEachEngine(t, 'a user made in a transaction that fails is not kept', async (t, store) => {
  await t.rejects(
    inTransaction(store, async (tx) => {
      await createUser(tx, { email: 'ana@example.org' }, NOW)
      throw new Error('later step failed')
    }),
    /later step failed/,
  )
  t.equal(await findUserByEmail(store, 'ana@example.org'), undefined)
})

onEachEngine(t, 'settings change only the fields given', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org', firstName: 'Ana', lastName: 'Lyst' }, NOW)
  t.equal(await updateUserSettings(store, id, { showImages: false }), true)
  t.match(await findUserById(store, id), { showImages: false, showMenu: true, firstName: 'Ana', lastName: 'Lyst' })
  await updateUserSettings(store, id, { showMenu: false, firstName: 'Anna', lastName: 'L' })
  t.match(await findUserById(store, id), { showImages: false, showMenu: false, firstName: 'Anna', lastName: 'L' })
  t.equal(await updateUserSettings(store, id, {}), true, 'nothing to change still finds the user')
  t.equal(await updateUserSettings(store, id + 1, { showMenu: true }), false, 'no such user')
  t.equal(await updateUserSettings(store, id + 1, {}), false)
})

onEachEngine(t, 'marking verified sets the flag', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  t.equal(await markUserVerified(store, id), true)
  t.equal((await findUserById(store, id))?.verified, true)
  t.equal(await markUserVerified(store, id + 1), false)
})

onEachEngine(t, 'the first sign-in is recorded once (spec-1 §2.3 firstLogin)', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  t.equal(await recordFirstLogin(store, id), true)
  t.equal(await recordFirstLogin(store, id), false, 'the second is not the first')
  t.equal((await findUserById(store, id))?.firstLogin, false)
  t.equal(await recordFirstLogin(store, id + 1), false)
})

onEachEngine(t, 'failures below the delay threshold do not hold the account', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < DELAY_FROM_FAILURES; i++) t.same(await recordLoginFailure(store, id, NOW + i), { failedLogins: i, lockedUntil: null })
  t.equal(loginLockedUntil((await findUserById(store, id))!, NOW + 10), null)
})

onEachEngine(t, 'from the delay threshold each failure waits twice as long as the one before', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < DELAY_FROM_FAILURES; i++) await recordLoginFailure(store, id, NOW)
  const waits: number[] = []
  for (let i = DELAY_FROM_FAILURES; i < LOCK_AT_FAILURES; i++) waits.push((await recordLoginFailure(store, id, NOW))!.lockedUntil! - NOW)
  t.same(waits, [1000, 2000, 4000, 8000, 16000])
  t.equal(loginLockedUntil((await findUserById(store, id))!, NOW + 15_999), NOW + 16_000)
  t.equal(loginLockedUntil((await findUserById(store, id))!, NOW + 16_000), null, 'the wait ends')
})

onEachEngine(t, 'at the lock threshold the account is locked for 15 minutes', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  for (let i = 1; i < LOCK_AT_FAILURES; i++) await recordLoginFailure(store, id, NOW + i)
  const at = NOW + 60_000
  t.same(await recordLoginFailure(store, id, at), { failedLogins: LOCK_AT_FAILURES, lockedUntil: at + LOCK_MS })
  t.equal(LOCK_MS, 15 * 60 * 1000)
  const user = (await findUserById(store, id))!
  t.equal(loginLockedUntil(user, at + LOCK_MS - 1), at + LOCK_MS, 'still locked 1 ms before the end')
  t.equal(loginLockedUntil(user, at + LOCK_MS), null)
  const next = (await recordLoginFailure(store, id, at + LOCK_MS))!
  t.equal(next.lockedUntil, at + 2 * LOCK_MS, 'a failure after the lock locks again')
})

onEachEngine(t, 'failures are counted afresh an hour after the first one', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  for (let i = 0; i < DELAY_FROM_FAILURES; i++) await recordLoginFailure(store, id, NOW)
  t.same(await recordLoginFailure(store, id, NOW + FAILURE_WINDOW_MS), { failedLogins: 1, lockedUntil: null })
})

onEachEngine(t, 'a successful login clears the failures and the lock', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  for (let i = 0; i < LOCK_AT_FAILURES; i++) await recordLoginFailure(store, id, NOW)
  await recordLoginSuccess(store, id)
  t.match(await findUserById(store, id), { failedLogins: 0, lockedUntil: null })
  t.same(await recordLoginFailure(store, id, NOW + 1), { failedLogins: 1, lockedUntil: null })
  t.equal(await recordLoginFailure(store, id + 1, NOW), undefined, 'no such user')
})

onEachEngine(t, 'setting a password stores the new hash and lifts a lock', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org', passwordHash: 'old' }, NOW)
  for (let i = 0; i < LOCK_AT_FAILURES; i++) await recordLoginFailure(store, id, NOW)
  t.equal(await setPassword(store, id, 'new'), true)
  t.match(await findUserById(store, id), { passwordHash: 'new', failedLogins: 0, lockedUntil: null })
  t.equal(await setPassword(store, id + 1, 'new'), false)
})

onEachEngine(t, 'at 100 failures in an hour the account stays locked until the hour is over (ASVS)', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  let last = (await recordLoginFailure(store, id, NOW))!
  for (let i = 1; i < MAX_FAILURES_PER_WINDOW; i++) last = (await recordLoginFailure(store, id, NOW + 1000))!
  t.same(last, { failedLogins: MAX_FAILURES_PER_WINDOW, lockedUntil: NOW + FAILURE_WINDOW_MS })
})

onEachEngine(t, 'failures arriving at once are each counted: the count is exact', async (t, store) => {
  const { id } = await createUser(store, { email: 'ana@example.org' }, NOW)
  const racing = 12
  const counted = await Promise.all(Array.from({ length: racing }, () => recordLoginFailure(store, id, NOW)))
  t.same(counted.map((c) => c!.failedLogins).sort((a, b) => a - b), Array.from({ length: racing }, (_, i) => i + 1), 'each saw its own count')
  t.equal((await findUserById(store, id))?.failedLogins, racing)
  t.equal((await findUserById(store, id))?.lockedUntil, NOW + LOCK_MS, 'and the lock of the last')
})

onEachEngine(t, 'an account made unless the address is taken: made once, whatever the case, also when made at once', async (t, store) => {
  const made = await createUserUnlessTaken(store, { email: 'ana@example.org', firstName: 'Ana' }, NOW)
  t.match(made, { email: 'ana@example.org', firstName: 'Ana', createdAt: NOW })
  t.equal(await createUserUnlessTaken(store, { email: ' ANA@example.org' }, NOW), undefined, 'taken')
  t.equal((await findUserByEmail(store, 'ana@example.org'))?.firstName, 'Ana', 'the first is kept')
  const racing = await atOnce(store, 6, (i) => createUserUnlessTaken(store, { email: i % 2 ? 'bo@example.org' : 'BO@example.org' }, NOW))
  t.equal(racing.filter((user) => user !== undefined).length, 1)
})
