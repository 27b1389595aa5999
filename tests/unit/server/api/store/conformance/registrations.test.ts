// The writes that make and prove an account, on both engines (spec-1 §7, spec-3 §4 "Verify"): a registration makes
// one unverified account per address whatever its case, with its verification code and its trial; registrations of
// one address at once on several instances make one account; a verification starts the trials; a password reset
// verifies and signs out everywhere; and each is all or nothing.

import t from 'tap'
import { sql } from 'kysely'
import { registerAccount, resetPassword, verifyAccount } from '../../../../../../server/api/store/registrations.js'
import { createSession, touchSession } from '../../../../../../server/api/store/sessions.js'
import { createTrial, trialUsers } from '../../../../../../server/api/store/trials.js'
import { findUserByEmail, findUserById } from '../../../../../../server/api/store/users.js'
import { issueCode } from '../../../../../../server/api/store/codes.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const DAY = 24 * 60 * 60 * 1000
const ACCOUNT = { email: 'Ana.Lyst@Police.example', firstName: 'Ana', lastName: 'Lyst', organization: 'Northshire', passwordHash: 'scrypt$x' }

async function userCount(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(store.db)
  return Number(rows[0]!.n)
}

async function aTrial(store: Store) {
  return createTrial(store, { code: 'SPRING26', validFrom: NOW - DAY, validUntil: NOW + 30 * DAY, trialMonths: 3 })
}

onEachEngine(t, 'a new address gets an unverified account and a verification code; a known one, in any case, is told so', async (t, store) => {
  const made = await registerAccount(store, ACCOUNT, null, NOW)
  if (made.kind !== 'created') throw new Error('not created')
  t.match(made.user, { email: ACCOUNT.email, firstName: 'Ana', lastName: 'Lyst', organization: 'Northshire', passwordHash: 'scrypt$x', verified: false, createdAt: NOW })
  t.type(made.code, 'string')
  const again = await registerAccount(store, { ...ACCOUNT, email: 'ana.lyst@police.EXAMPLE', passwordHash: 'other' }, null, NOW + 1)
  t.same(again, { kind: 'existing', user: made.user }, 'the existing account, unchanged')
  t.equal(await userCount(store), 1)
})

onEachEngine(t, 'a trial registration joins the trial, which starts when the address is verified', async (t, store) => {
  const trial = await aTrial(store)
  const made = await registerAccount(store, ACCOUNT, trial.id, NOW)
  if (made.kind !== 'created') throw new Error('not created')
  t.match(await trialUsers(store, trial.id), [{ email: ACCOUNT.email, registrationDate: NOW, verificationDate: null }])
  t.equal(await verifyAccount(store, made.user, 'a wrong code', NOW + 1), false)
  t.equal((await findUserById(store, made.user.id))?.verified, false)
  t.equal(await verifyAccount(store, made.user, made.code, NOW + 2), true)
  t.equal((await findUserById(store, made.user.id))?.verified, true)
  t.match(await trialUsers(store, trial.id), [{ email: ACCOUNT.email, verificationDate: NOW + 2 }])
  t.equal(await verifyAccount(store, made.user, made.code, NOW + 3), false, 'a code verifies once')
})

onEachEngine(t, 'registrations of one address at once make one account, round after round', async (t, store) => {
  for (let round = 1; round <= 3; round++) {
    const email = `racer${round}@police.example`
    const outcomes = await atOnce(store, 6, (i) => registerAccount(store, { ...ACCOUNT, email: i % 2 ? email : email.toUpperCase() }, null, NOW))
    t.equal(outcomes.filter((o) => o.kind === 'created').length, 1, `round ${round}: one made`)
    const id = (await findUserByEmail(store, email))!.id
    t.ok(outcomes.every((o) => o.user.id === id), `round ${round}: the others found it`)
  }
  t.equal(await userCount(store), 3)
})

onEachEngine(t, 'a registration that fails half-way leaves no account', async (t, store) => {
  // A trial that is not there: joining it breaks its key after the account was made.
  await t.rejects(registerAccount(store, ACCOUNT, 4242, NOW))
  t.equal(await userCount(store), 0)
  const made = await registerAccount(store, ACCOUNT, null, NOW)
  t.equal(made.kind, 'created', 'and the address can register again')
})

onEachEngine(t, 'a password reset stores the new hash, verifies the address, starts its trials and signs it out everywhere', async (t, store) => {
  const trial = await aTrial(store)
  const made = await registerAccount(store, ACCOUNT, trial.id, NOW)
  const user = made.user
  const session = await createSession(store, user.id, NOW)
  await resetPassword(store, user, 'scrypt$new', NOW + 5)
  t.match(await findUserById(store, user.id), { passwordHash: 'scrypt$new', verified: true })
  t.match(await trialUsers(store, trial.id), [{ verificationDate: NOW + 5 }])
  t.equal(await touchSession(store, session, NOW + 6), undefined, 'signed out')
})

onEachEngine(t, 'verifications of one code at once verify once and start the trial once', async (t, store) => {
  const trial = await aTrial(store)
  const made = await registerAccount(store, ACCOUNT, trial.id, NOW)
  const code = await issueCode(store, made.user.id, 'verify', NOW)
  const verified = await atOnce(store, 5, () => verifyAccount(store, made.user, code, NOW + 1))
  t.equal(verified.filter(Boolean).length, 1)
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM licences`.execute(store.db)
  t.equal(Number(rows[0]!.n), 1, "one trial licence for the address")
})
