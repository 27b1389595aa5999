// User trials: codes open only inside their window, registrants are listed, and verification starts a
// trial with a licence for the registrant's address that ends with the trial.

import { testDatabase } from './test-db.js'
import t from 'tap'
import {
  addMonths,
  createTrial,
  findTrial,
  joinTrial,
  listTrials,
  openTrialByCode,
  startTrials,
  trialUsers,
} from '../../../../../server/api/store/trials.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { findLicence, licenceRolesFor } from '../../../../../server/api/store/licences.js'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

t.test('a new trial has one month and VICTIM_ID unless given; codes are unique', async (t) => {
  const db = testDatabase(t)
  const trial = createTrial(db, { code: ' SPRING26 ', validFrom: NOW, validUntil: NOW + 30 * DAY })
  t.same(trial, { id: trial.id, code: 'SPRING26', validFrom: NOW, validUntil: NOW + 30 * DAY, trialMonths: 1, trialType: 'VICTIM_ID' })
  t.same(findTrial(db, trial.id), trial)
  const amped = createTrial(db, { code: 'AMP', validFrom: NOW + DAY, validUntil: NOW + 2 * DAY, trialMonths: 3, trialType: 'AMPED' })
  t.match(amped, { trialMonths: 3, trialType: 'AMPED' })
  t.throws(() => createTrial(db, { code: 'SPRING26', validFrom: NOW, validUntil: NOW }), { code: 'SQLITE_CONSTRAINT_UNIQUE' })
  t.throws(() => createTrial(db, { code: 'ZERO', validFrom: NOW, validUntil: NOW, trialMonths: 0 }), { code: 'SQLITE_CONSTRAINT_CHECK' })
  t.same(
    listTrials(db).map((x) => x.code),
    ['AMP', 'SPRING26'],
    'the latest to open first',
  )
  t.equal(findTrial(db, 999), undefined)
})

t.test('a code opens its trial from valid-from to valid-until, both included, and not outside', async (t) => {
  const db = testDatabase(t)
  const trial = createTrial(db, { code: 'WINDOW', validFrom: NOW, validUntil: NOW + DAY })
  t.equal(openTrialByCode(db, 'WINDOW', NOW - 1), undefined, 'before')
  t.same(openTrialByCode(db, 'WINDOW', NOW), trial, 'first moment')
  t.same(openTrialByCode(db, ' WINDOW ', NOW + DAY / 2), trial, 'inside, spaces ignored')
  t.same(openTrialByCode(db, 'WINDOW', NOW + DAY), trial, 'last moment')
  t.equal(openTrialByCode(db, 'WINDOW', NOW + DAY + 1), undefined, 'after')
  t.equal(openTrialByCode(db, 'window', NOW), undefined, 'codes are exact')
  t.equal(openTrialByCode(db, 'OTHER', NOW), undefined, 'unknown')
})

t.test('months are calendar months, clamped to the end of a shorter month', async (t) => {
  t.equal(addMonths(Date.UTC(2026, 0, 5, 9), 1), Date.UTC(2026, 1, 5, 9))
  t.equal(addMonths(Date.UTC(2026, 0, 31, 12), 1), Date.UTC(2026, 1, 28, 12))
  t.equal(addMonths(Date.UTC(2028, 0, 31), 1), Date.UTC(2028, 1, 29), 'leap year')
  t.equal(addMonths(Date.UTC(2026, 10, 30), 3), Date.UTC(2027, 1, 28), 'across a year')
  t.equal(addMonths(Date.UTC(2026, 2, 31), 12), Date.UTC(2027, 2, 31))
})

t.test('registrants are listed unverified until their trial starts', async (t) => {
  const db = testDatabase(t)
  const trial = createTrial(db, { code: 'T1', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await createUser(storeOnSqlite(db), { email: 'ana@police.example' }, NOW)
  const ben = await createUser(storeOnSqlite(db), { email: 'ben@police.example' }, NOW)
  joinTrial(db, trial.id, ana.id, NOW)
  joinTrial(db, trial.id, ben.id, NOW + 1000)
  joinTrial(db, trial.id, ben.id, NOW + 2000)
  t.same(trialUsers(db, trial.id), [
    { email: 'ben@police.example', registrationDate: NOW + 1000, verificationDate: null, accountExpiryDate: null },
    { email: 'ana@police.example', registrationDate: NOW, verificationDate: null, accountExpiryDate: null },
  ])
  t.same(trialUsers(db, trial.id + 1), [])
})

t.test('starting a trial gives a licence named after its code, for that address, until the trial ends', async (t) => {
  const db = testDatabase(t)
  const trial = createTrial(db, { code: 'SPRING26', validFrom: NOW, validUntil: NOW + DAY, trialMonths: 2 })
  const ana = await createUser(storeOnSqlite(db), { email: 'Ana@Police.example' }, NOW)
  const colleague = await createUser(storeOnSqlite(db), { email: 'carl@police.example' }, NOW)
  joinTrial(db, trial.id, ana.id, NOW)
  t.same(licenceRolesFor(db, ana.email, NOW), {}, 'no access before verification')

  const verifiedAt = NOW + 3 * DAY
  const expiresAt = Date.UTC(2026, 2, 8, 9)
  t.equal(startTrials(db, ana.id, ana.email, verifiedAt), 1)
  t.same(trialUsers(db, trial.id), [
    { email: 'Ana@Police.example', registrationDate: NOW, verificationDate: verifiedAt, accountExpiryDate: expiresAt },
  ])
  const roles = licenceRolesFor(db, ana.email, verifiedAt)
  const [licenceId] = Object.keys(roles)
  t.same(Object.values(roles), [['MetadataSearch']])
  t.match(findLicence(db, Number(licenceId)), { name: 'Trial SPRING26 for ana@police.example', expiresAt, maxSeats: 1, availableRoles: ['MetadataSearch'] })
  t.same(licenceRolesFor(db, colleague.email, verifiedAt), {}, 'not the rest of the domain')
  t.same(licenceRolesFor(db, ana.email, expiresAt - 1), roles, 'until the last moment')
  t.same(licenceRolesFor(db, ana.email, expiresAt), {}, 'gone when the trial ends')
})

t.test('a trial starts once: a second verification changes nothing', async (t) => {
  const db = testDatabase(t)
  const trial = createTrial(db, { code: 'ONCE', validFrom: NOW, validUntil: NOW + DAY })
  const ana = await createUser(storeOnSqlite(db), { email: 'ana@police.example' }, NOW)
  joinTrial(db, trial.id, ana.id, NOW)
  startTrials(db, ana.id, ana.email, NOW)
  t.equal(startTrials(db, ana.id, ana.email, NOW + 10 * DAY), 0)
  t.equal(db.prepare('SELECT count(*) FROM licences').pluck().get(), 1)
  t.equal(trialUsers(db, trial.id)[0]?.verificationDate, NOW)
})

t.test('a user of no trial starts none', async (t) => {
  const db = testDatabase(t)
  const ana = await createUser(storeOnSqlite(db), { email: 'ana@police.example' }, NOW)
  t.equal(startTrials(db, ana.id, ana.email, NOW), 0)
  t.equal(db.prepare('SELECT count(*) FROM licences').pluck().get(), 0)
})
