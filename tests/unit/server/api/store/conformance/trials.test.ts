// User trials (store/trials.ts) on both engines: codes unique (also in case, when added by the calls; creations
// racing with one code: exactly one made), open only inside their window; registrants listed; verification starts
// each trial once (verifications racing: one start, one licence) with a licence for the registrant's address alone
// that ends with the trial; a start is all or nothing.

import t from 'tap'
import { sql } from 'kysely'
import {
  addMonths,
  addTrial,
  createTrial,
  findTrial,
  joinTrial,
  listTrials,
  openTrialByCode,
  startTrials,
  trialUsers,
} from '../../../../../../server/api/store/trials.js'
import { findLicence, licenceRolesFor } from '../../../../../../server/api/store/licences.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { atOnce } from './at-once.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

const count = async (store: Store, table: string) =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n

onEachEngine(t, 'a new trial has one month and VICTIM_ID unless given; codes are unique; the latest to open first', async (t, store) => {
  const trial = await createTrial(store, { code: ' SPRING26 ', validFrom: NOW, validUntil: NOW + 30 * DAY })
  t.same(trial, { id: trial.id, code: 'SPRING26', validFrom: NOW, validUntil: NOW + 30 * DAY, trialMonths: 1, trialType: 'VICTIM_ID' })
  t.same(await findTrial(store, trial.id), trial)
  const amped = await createTrial(store, { code: 'AMP', validFrom: NOW + DAY, validUntil: NOW + 2 * DAY, trialMonths: 3, trialType: 'AMPED' })
  t.match(amped, { trialMonths: 3, trialType: 'AMPED' })
  await t.rejects(createTrial(store, { code: 'SPRING26', validFrom: NOW, validUntil: NOW }), 'a code in use')
  await t.rejects(createTrial(store, { code: 'ZERO', validFrom: NOW, validUntil: NOW, trialMonths: 0 }), 'no months')
  t.same((await listTrials(store)).map((x) => x.code), ['AMP', 'SPRING26'])
  t.equal(await findTrial(store, 999), undefined)
})

onEachEngine(t, 'a trial added by the calls is refused a code taken in any case', async (t, store) => {
  const spring = await addTrial(store, { code: ' Spring26 ', validFrom: NOW, validUntil: NOW + DAY, trialMonths: 2 })
  t.match(spring, { code: 'Spring26', trialMonths: 2, trialType: 'VICTIM_ID' })
  t.equal(await addTrial(store, { code: 'SPRING26', validFrom: NOW, validUntil: NOW + DAY }), undefined)
  t.equal(await addTrial(store, { code: 'spring26', validFrom: NOW, validUntil: NOW + DAY }), undefined)
  t.match(await addTrial(store, { code: 'Spring27', validFrom: NOW, validUntil: NOW + DAY }), { code: 'Spring27' })
  t.equal((await listTrials(store)).length, 2)
})

onEachEngine(t, 'creations racing with one code in different cases: exactly one is made', async (t, store) => {
  const codes = ['AUTUMN', 'autumn', 'Autumn', 'aUTUMN', 'AUTUMN', 'autumn', 'AuTuMn', 'autumN']
  const made = await atOnce(store, codes.length, (i) => addTrial(store, { code: codes[i]!, validFrom: NOW, validUntil: NOW + DAY }))
  t.equal(made.filter((trial) => trial !== undefined).length, 1)
  t.equal(await count(store, 'trials'), 1)
})

onEachEngine(t, 'a code opens its trial from valid-from to valid-until, both included, and not outside', async (t, store) => {
  const trial = await createTrial(store, { code: 'WINDOW', validFrom: NOW, validUntil: NOW + DAY })
  t.equal(await openTrialByCode(store, 'WINDOW', NOW - 1), undefined, 'before')
  t.same(await openTrialByCode(store, 'WINDOW', NOW), trial, 'first moment')
  t.same(await openTrialByCode(store, ' WINDOW ', NOW + DAY / 2), trial, 'inside, spaces ignored')
  t.same(await openTrialByCode(store, 'WINDOW', NOW + DAY), trial, 'last moment')
  t.equal(await openTrialByCode(store, 'WINDOW', NOW + DAY + 1), undefined, 'after')
  t.equal(await openTrialByCode(store, 'window', NOW), undefined, 'codes are exact')
  t.equal(await openTrialByCode(store, 'OTHER', NOW), undefined, 'unknown')
})

t.test('months are calendar months, clamped to the end of a shorter month', async (t) => {
  t.equal(addMonths(Date.UTC(2026, 0, 5, 9), 1), Date.UTC(2026, 1, 5, 9))
  t.equal(addMonths(Date.UTC(2026, 0, 31, 12), 1), Date.UTC(2026, 1, 28, 12))
  t.equal(addMonths(Date.UTC(2028, 0, 31), 1), Date.UTC(2028, 1, 29), 'leap year')
  t.equal(addMonths(Date.UTC(2026, 10, 30), 3), Date.UTC(2027, 1, 28), 'across a year')
  t.equal(addMonths(Date.UTC(2026, 2, 31), 12), Date.UTC(2027, 2, 31))
})

onEachEngine(t, 'registrants are listed unverified until their trial starts, the latest first; joining twice is once', async (t, store) => {
  const trial = await createTrial(store, { code: 'T1', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await aUser(store, 'ana@police.example')
  const ben = await aUser(store, 'ben@police.example')
  await joinTrial(store, trial.id, ana, NOW)
  await joinTrial(store, trial.id, ben, NOW + 1000)
  await joinTrial(store, trial.id, ben, NOW + 2000)
  t.same(await trialUsers(store, trial.id), [
    { email: 'ben@police.example', registrationDate: NOW + 1000, verificationDate: null, accountExpiryDate: null },
    { email: 'ana@police.example', registrationDate: NOW, verificationDate: null, accountExpiryDate: null },
  ])
  t.same(await trialUsers(store, trial.id + 1), [])
  await sql`DELETE FROM users WHERE id = ${ana}`.execute(store.db)
  t.same((await trialUsers(store, trial.id)).map((u) => u.email), ['ben@police.example'], 'a deleted account leaves the list')
  await sql`DELETE FROM trials WHERE id = ${trial.id}`.execute(store.db)
  t.equal(await count(store, 'trial_users'), 0, "a deleted trial's registrants go with it")
})

onEachEngine(t, 'starting a trial gives a licence named after its code, for that address, until the trial ends', async (t, store) => {
  const trial = await createTrial(store, { code: 'SPRING26', validFrom: NOW, validUntil: NOW + DAY, trialMonths: 2 })
  const ana = await aUser(store, 'Ana@Police.example')
  await aUser(store, 'carl@police.example')
  await joinTrial(store, trial.id, ana, NOW)
  t.same(await licenceRolesFor(store, 'Ana@Police.example', NOW), {}, 'no access before verification')

  const verifiedAt = NOW + 3 * DAY
  const expiresAt = Date.UTC(2026, 2, 8, 9)
  t.equal(await startTrials(store, ana, 'Ana@Police.example', verifiedAt), 1)
  t.same(await trialUsers(store, trial.id), [
    { email: 'Ana@Police.example', registrationDate: NOW, verificationDate: verifiedAt, accountExpiryDate: expiresAt },
  ])
  const roles = await licenceRolesFor(store, 'ana@police.example', verifiedAt)
  const [licenceId] = Object.keys(roles)
  t.same(Object.values(roles), [['MetadataSearch']])
  t.match(await findLicence(store, Number(licenceId)), { name: 'Trial SPRING26 for ana@police.example', expiresAt, maxSeats: 1, availableRoles: ['MetadataSearch'] })
  t.same(await licenceRolesFor(store, 'carl@police.example', verifiedAt), {}, 'not the rest of the domain')
  t.same(await licenceRolesFor(store, 'ana@police.example', expiresAt - 1), roles, 'until the last moment')
  t.same(await licenceRolesFor(store, 'ana@police.example', expiresAt), {}, 'gone when the trial ends')
})

onEachEngine(t, 'a trial starts once: a second verification changes nothing; a user of no trial starts none', async (t, store) => {
  const trial = await createTrial(store, { code: 'ONCE', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await aUser(store, 'ana@police.example')
  await joinTrial(store, trial.id, ana, NOW)
  t.equal(await startTrials(store, ana, 'ana@police.example', NOW), 1)
  t.equal(await startTrials(store, ana, 'ana@police.example', NOW + 10 * DAY), 0)
  t.equal(await count(store, 'licences'), 1)
  t.equal((await trialUsers(store, trial.id))[0]?.verificationDate, NOW)
  const ben = await aUser(store, 'ben@police.example')
  t.equal(await startTrials(store, ben, 'ben@police.example', NOW), 0)
  t.equal(await count(store, 'licences'), 1)
})

onEachEngine(t, 'verifications racing: each trial starts once, with one licence', async (t, store) => {
  const spring = await createTrial(store, { code: 'SPRING', validFrom: NOW, validUntil: NOW + DAY })
  const summer = await createTrial(store, { code: 'SUMMER', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await aUser(store, 'ana@police.example')
  await joinTrial(store, spring.id, ana, NOW)
  await joinTrial(store, summer.id, ana, NOW)
  const started = await atOnce(store, 8, (i) => startTrials(store, ana, 'ana@police.example', NOW + i))
  t.same(started.filter((n) => n > 0), [2], 'one verification started both')
  t.equal(await count(store, 'licences'), 2)
  t.equal(await count(store, 'licensed_entities'), 2)
})

onEachEngine(t, "a start is undone with the caller's transaction", async (t, store) => {
  const trial = await createTrial(store, { code: 'UNDONE', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await aUser(store, 'ana@police.example')
  await joinTrial(store, trial.id, ana, NOW)
  await t.rejects(
    inTransaction(store, async (tx) => {
      await startTrials(tx, ana, 'ana@police.example', NOW)
      throw new Error('the verification failed after')
    }),
  )
  t.equal(await count(store, 'licences'), 0)
  t.equal((await trialUsers(store, trial.id))[0]?.verificationDate, null, 'still to start')
  t.equal(await startTrials(store, ana, 'ana@police.example', NOW), 1)
})
