// The create-trial form's rules (spec-3 §5 "User trial"): the code, a real valid-from and valid-until day in
// that order, whole months from 1 to 24, and the defaults; the form's field each field of the call is.

import { isRealDay } from '../../../../shared/format/dates.js'
import t from 'tap'
import {
  CODE_FORMAT,
  CODE_REQUIRED,
  CODE_TOO_LONG,
  emptyTrialDraft,
  trialFieldOf,
  MONTHS_RANGE,
  trialProblems,
  trialRequestOf,
  UNTIL_BEFORE_FROM,
  VALID_FROM_REQUIRED,
  VALID_UNTIL_REQUIRED,
  type TrialDraft,
} from '../../../../entries/admin/trials/trialFormRules.js'
import { NOT_A_DATE } from '../../../../shared/ui/form/fieldRules.js'

const good: TrialDraft = { code: 'SPRING-2031', validFrom: '2031-03-01', validUntil: '2031-03-31', months: '3', type: 'AMPED' }

t.test('a new form holds one month and VICTIM_ID', async (t) => {
  t.same(emptyTrialDraft(), { code: '', validFrom: '', validUntil: '', months: '1', type: 'VICTIM_ID' })
})

t.test('a complete trial has no problem, and is sent trimmed with its months as a number', async (t) => {
  t.same(trialProblems(good), {})
  t.same(trialRequestOf({ ...good, code: '  SPRING-2031 ', months: ' 3 ' }), {
    code: 'SPRING-2031',
    codeValidFrom: '2031-03-01',
    codeValidUntil: '2031-03-31',
    trialMonths: 3,
    trialType: 'AMPED',
  })
})

t.test('an empty form names every required field', async (t) => {
  t.same(trialProblems({ ...emptyTrialDraft() }), { code: CODE_REQUIRED, validFrom: VALID_FROM_REQUIRED, validUntil: VALID_UNTIL_REQUIRED })
})

t.test('the code holds letters, digits, - and _ only, up to its length', async (t) => {
  t.equal(trialProblems({ ...good, code: 'spring 2031' }).code, CODE_FORMAT)
  t.equal(trialProblems({ ...good, code: 'söder' }).code, CODE_FORMAT)
  t.equal(trialProblems({ ...good, code: 'x'.repeat(65) }).code, CODE_TOO_LONG)
  t.equal(trialProblems({ ...good, code: 'A_b-9' }).code, undefined)
})

t.test('days must be real, and the last not before the first', async (t) => {
  t.notOk(isRealDay('2031-02-29'), 'no 29 February in 2031')
  t.ok(isRealDay('2032-02-29'))
  t.notOk(isRealDay('1969-12-31'), 'no trial ran before 1970')
  t.equal(trialProblems({ ...good, validFrom: '2031-02-30' }).validFrom, NOT_A_DATE)
  t.equal(trialProblems({ ...good, validUntil: '2031-02-28' }).validUntil, UNTIL_BEFORE_FROM)
  t.same(trialProblems({ ...good, validUntil: good.validFrom }), {}, 'one day is a trial window')
  t.equal(trialProblems({ ...good, validFrom: 'soon', validUntil: '2031-01-01' }).validUntil, undefined, 'no order is judged against a bad first day')
})

t.test('months are a whole number from 1 to 24', async (t) => {
  for (const months of ['0', '25', '1.5', '-1', '', 'two']) t.equal(trialProblems({ ...good, months }).months, MONTHS_RANGE, months)
  for (const months of ['1', '24', ' 12 ']) t.equal(trialProblems({ ...good, months }).months, undefined, months)
})

t.test("a refusal naming a field of the call goes under the form's field of it", async (t) => {
  t.equal(trialFieldOf('code'), 'code')
  t.equal(trialFieldOf('codeValidFrom'), 'validFrom')
  t.equal(trialFieldOf('codeValidUntil'), 'validUntil')
  t.equal(trialFieldOf('trialMonths'), 'months')
  t.equal(trialFieldOf('trialType'), 'type')
  t.equal(trialFieldOf('licence'), null, 'a field the form has not: over the form')
  t.equal(trialFieldOf('toString'), null)
})
