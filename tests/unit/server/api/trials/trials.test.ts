// The user-trial calls (spec-3 §3, §5, §6, §7 "Trials"): the global administrator's only; a new trial
// with the spec's defaults and its dates as ISO 8601 in UTC; each bad value refused naming its field with
// nothing changed; codes unique; the users of a trial listed.

import t from 'tap'
import { NOW, assertAudited, auditRowsOf, onEachEngine, snapshotOf } from '../harness.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import { PERMISSION_DENIED } from '../../../../../shared/api/types/reply.js'
import { TRIAL_CODE_TAKEN, TRIAL_NOT_FOUND } from '../../../../../server/api/routes/trials.js'
import { joinTrial } from '../../../../../server/api/store/trials.js'
import { findUserByEmail } from '../../../../../server/api/store/users.js'
import { callers, PLAIN } from './callers.js'

const SPRING = { code: 'SPRING26', codeValidFrom: '2026-03-01', codeValidUntil: '2026-03-31' }

onEachEngine(t, 'only the global administrator may list, create or read the users of trials; nothing changes otherwise', async (t, engine) => {
  const c = await callers(t, engine)
  const created = await c.admin.call('POST', '/v1/trials', SPRING)
  const id = created.json().trial.id
  // The audit rows so far are written as their replies finish: all in before they are taken as they were.
  await assertAudited(t, c.h)
  const before = await snapshotOf(c.h.store)
  const earlier = (await auditRowsOf(c.h.store))
  const calls = [
    ['GET', '/v1/trials', undefined],
    ['GET', `/v1/trials/${id}/users`, undefined],
    ['POST', '/v1/trials', { ...SPRING, code: 'AUTUMN26' }],
  ] as const
  for (const [method, url, payload] of calls) {
    for (const caller of [c.appCreator, c.plain]) {
      const res = await caller.call(method, url, payload)
      t.same([res.statusCode, res.json()], [403, { success: false, error: PERMISSION_DENIED }], `${caller.email}: ${method} ${url}`)
    }
    const res = await c.anonymous.call(method, url, payload)
    t.same([res.statusCode, res.json()], [401, { success: false, error: SESSION_ENDED }], `signed out: ${method} ${url}`)
  }
  t.equal(await snapshotOf(c.h.store), before, 'the refused calls changed nothing')
  for (const [method, url, payload] of calls) t.equal((await c.admin.call(method, url, payload)).statusCode, 200, `admin: ${method} ${url}`)
  const rows = await assertAudited(t, c.h)
  t.same(rows.slice(0, earlier.length), earlier, 'no earlier audit row was changed or deleted')
  const actions = ['trials', 'trial-users', 'trial-create']
  t.same(
    rows.slice(earlier.length).map((r) => [r.action, r.success]),
    [...actions.flatMap((action) => Array(3).fill([action, 0])), ...actions.map((action) => [action, 1])],
    'each call has its row, refused or not',
  )
})

onEachEngine(t, 'a new trial has one month and VICTIM_ID unless given, its dates as ISO 8601 UTC, and the whole last day', async (t, engine) => {
  const c = await callers(t, engine)
  const res = await c.admin.call('POST', '/v1/trials', { ...SPRING, code: '  SPRING26  ' })
  t.same(res.json(), {
    success: true,
    trial: {
      id: res.json().trial.id,
      code: 'SPRING26',
      codeValidFrom: '2026-03-01T00:00:00.000Z',
      codeValidUntil: '2026-03-31T23:59:59.999Z',
      trialMonths: 1,
      trialType: 'VICTIM_ID',
    },
  })
  const timed = await c.admin.call('POST', '/v1/trials', {
    code: 'amped_2026-q2',
    codeValidFrom: '2026-04-01T09:30:00+02:00',
    codeValidUntil: '2026-06-30T17:00:00.5Z',
    trialMonths: 24,
    trialType: 'AMPED',
  })
  t.match(timed.json().trial, { code: 'amped_2026-q2', codeValidFrom: '2026-04-01T07:30:00.000Z', codeValidUntil: '2026-06-30T17:00:00.500Z', trialMonths: 24, trialType: 'AMPED' })
  const form = new URLSearchParams({ code: 'FORM1', codeValidFrom: '2026-05-01', codeValidUntil: '2026-05-01', trialMonths: '3', trialType: 'OTHER' }).toString()
  const sentAsForm = await c.admin.call('POST', '/v1/trials', form, { 'content-type': 'application/x-www-form-urlencoded' })
  t.match(sentAsForm.json().trial, { code: 'FORM1', codeValidFrom: '2026-05-01T00:00:00.000Z', codeValidUntil: '2026-05-01T23:59:59.999Z', trialMonths: 3, trialType: 'OTHER' })
  const blanks = await c.admin.call('POST', '/v1/trials', { ...SPRING, code: 'BLANKS', trialMonths: '', trialType: '' })
  t.match(blanks.json().trial, { trialMonths: 1, trialType: 'VICTIM_ID' }, 'empty form fields take the defaults')

  const list = (await c.admin.call('GET', '/v1/trials')).json()
  t.same(list.trials.map((x: { code: string }) => x.code), ['FORM1', 'amped_2026-q2', 'BLANKS', 'SPRING26'], 'the latest to open first')
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'trial-create'), [{ details: `trial ${res.json().trial.id}` }, {}, {}, {}])
  t.notOk(rows.some((r) => (r.details ?? '').includes('SPRING26')), 'the code, which lets its holder sign up, is not logged')
})

/** Bad values of each field, and the words the refusal must hold to name it. */
const BAD_FIELDS: [string, Record<string, unknown>, RegExp][] = [
  ['no code', { code: undefined }, /code/],
  ['a blank code', { code: '  ' }, /^The code is required\.$/],
  ['a code with a space', { code: 'SPRING 26' }, /^The code may hold only letters, digits, - and _\.$/],
  ['a code with other characters', { code: 'SPRÍNG' }, /^The code may hold only/],
  ['a code too long', { code: 'C'.repeat(65) }, /body\/code must NOT have more than 64 characters/],
  ['a code that is no text', { code: 26 }, /body\/code must be string/],
  ['no valid-from', { codeValidFrom: undefined }, /codeValidFrom/],
  ['a valid-from that is no date', { codeValidFrom: 'next monday' }, /^The codeValidFrom must be a real date/],
  ['30 February', { codeValidFrom: '2026-02-30' }, /^The codeValidFrom must be a real date/],
  ['month 13', { codeValidFrom: '2026-13-01' }, /^The codeValidFrom must be a real date/],
  ['hour 24', { codeValidFrom: '2026-03-01T24:00:00Z' }, /^The codeValidFrom must be a real date/],
  ['a date-time without its zone', { codeValidFrom: '2026-03-01T09:00:00' }, /^The codeValidFrom must be a real date/],
  ['a year before 1970', { codeValidFrom: '0026-03-01' }, /^The codeValidFrom must be a real date/],
  ['no valid-until', { codeValidUntil: undefined }, /codeValidUntil/],
  ['a valid-until that is no date', { codeValidUntil: '31/03/2026' }, /^The codeValidUntil must be a real date/],
  ['a valid-until as a number', { codeValidUntil: 1775001600000 }, /body\/codeValidUntil must be string/],
  ['a window that ends before it opens', { codeValidFrom: '2026-04-01', codeValidUntil: '2026-03-31' }, /^The codeValidUntil must not be before the codeValidFrom\.$/],
  ['no months', { trialMonths: 0 }, /^The trialMonths must be a whole number from 1 to 24\.$/],
  ['too many months', { trialMonths: 25 }, /^The trialMonths must be a whole number from 1 to 24\.$/],
  ['part of a month', { trialMonths: 1.5 }, /^The trialMonths must be a whole number/],
  ['months as words', { trialMonths: 'two' }, /^The trialMonths must be a whole number/],
  ['negative months', { trialMonths: '-1' }, /^The trialMonths must be a whole number/],
  ['months that are neither', { trialMonths: true }, /body\/trialMonths must be/],
  ['an unknown type', { trialType: 'VIP' }, /^The trialType must be one of VICTIM_ID, AMPED, OTHER\.$/],
  ['a type in the wrong case', { trialType: 'amped' }, /^The trialType must be one of/],
  ['an unknown field', { licence: 1 }, /additional properties: licence/],
]

onEachEngine(t, 'each bad value is refused with success:false naming its field, and changes nothing', async (t, engine) => {
  const c = await callers(t, engine)
  const before = await snapshotOf(c.h.store)
  for (const [name, change, words] of BAD_FIELDS) {
    const res = await c.admin.call('POST', '/v1/trials', { ...SPRING, ...change })
    t.equal(res.statusCode, 400, name)
    t.equal(res.json().success, false, name)
    t.match(res.json().error, words, name)
    // The field the service names is the one the case changed (the last, for the window's end).
    t.equal(res.json().field, Object.keys(change).at(-1), `${name}: names its field`)
  }
  t.equal(await snapshotOf(c.h.store), before, 'nothing changed')
  await assertAudited(t, c.h)
})

onEachEngine(t, 'a code already used by a trial, in any case, is refused with a clear message', async (t, engine) => {
  const c = await callers(t, engine)
  await c.admin.call('POST', '/v1/trials', SPRING)
  const before = await snapshotOf(c.h.store)
  for (const code of ['SPRING26', 'spring26', ' Spring26 ']) {
    const res = await c.admin.call('POST', '/v1/trials', { ...SPRING, code, codeValidFrom: '2027-01-01', codeValidUntil: '2027-01-31' })
    t.same([res.statusCode, res.json()], [400, { success: false, error: TRIAL_CODE_TAKEN, field: 'code' }], code)
  }
  t.equal(await snapshotOf(c.h.store), before)
  await assertAudited(t, c.h)
})

onEachEngine(t, 'the users of a trial are listed with their dates; an unknown trial is not found', async (t, engine) => {
  const c = await callers(t, engine)
  const trial = (await c.admin.call('POST', '/v1/trials', SPRING)).json().trial
  const empty = await c.admin.call('GET', `/v1/trials/${trial.id}/users`)
  t.same(empty.json(), { success: true, users: [] })
  await joinTrial(c.h.store, trial.id, ((await findUserByEmail(c.h.store, PLAIN)) as { id: number }).id, NOW)
  const listed = await c.admin.call('GET', `/v1/trials/${trial.id}/users`)
  t.same(listed.json(), {
    success: true,
    users: [{ email: PLAIN, registrationDate: new Date(NOW).toISOString(), verificationDate: null, accountExpiryDate: null }],
  })
  const missing = await c.admin.call('GET', '/v1/trials/999/users')
  t.same([missing.statusCode, missing.json()], [404, { success: false, error: TRIAL_NOT_FOUND }])
  const malformed = await c.admin.call('GET', '/v1/trials/abc/users')
  t.same([malformed.statusCode, malformed.json().success], [400, false])
  t.match(malformed.json().error, /params\/id/)
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'trial-users'), [{ details: `trial ${trial.id}` }, {}, { details: 'trial 999', success: 0 }, {}])
})
