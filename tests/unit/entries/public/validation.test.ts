// The client rules of the account forms: an address's shape, the password's length in characters
// (PASSWORD_MIN..PASSWORD_MAX), the confirmation, and the trial code on the trial page.

import t from 'tap'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/api/types/account.js'
import {
  checkNewPassword,
  checkRegistration,
  confirmationProblem,
  emailProblem,
  hasErrors,
  MESSAGES,
  PASSWORD_HINT,
  passwordProblem,
  type RegistrationValues,
} from '../../../../entries/public/validation.js'

const valid: RegistrationValues = {
  email: 'ada@police.example',
  password: 'correct horse battery staple',
  confirmation: 'correct horse battery staple',
  firstName: '',
  lastName: '',
  organisation: '',
  code: '',
}

t.test('an email must be given and look like an address', async (t) => {
  t.equal(emailProblem(''), MESSAGES.emailMissing)
  t.equal(emailProblem('   '), MESSAGES.emailMissing)
  for (const bad of ['ada', 'ada@', '@police.example', 'ada@police', 'ada @police.example', 'ada@@police.example', 'ada@police.']) {
    t.equal(emailProblem(bad), MESSAGES.emailMalformed, bad)
  }
  for (const good of ['ada@police.example', ' ada@police.example ', 'ada.byron+case@met.police.uk']) {
    t.equal(emailProblem(good), undefined, good)
  }
})

t.test('a password must be PASSWORD_MIN to PASSWORD_MAX characters, and the hint says so', async (t) => {
  t.equal(passwordProblem('x'.repeat(PASSWORD_MIN - 1)), MESSAGES.passwordShort)
  t.equal(passwordProblem('x'.repeat(PASSWORD_MIN)), undefined)
  t.equal(passwordProblem('x'.repeat(PASSWORD_MAX)), undefined)
  t.equal(passwordProblem('x'.repeat(PASSWORD_MAX + 1)), MESSAGES.passwordLong)
  t.match(PASSWORD_HINT, `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`)
})

t.test('characters beyond the basic plane count once each', async (t) => {
  // 12 emoji are 24 UTF-16 units, but 12 characters as a person counts them.
  t.equal(passwordProblem('🔒'.repeat(PASSWORD_MIN)), undefined)
  t.equal(passwordProblem('🔒'.repeat(PASSWORD_MIN - 1)), MESSAGES.passwordShort)
  t.equal(passwordProblem('🔒'.repeat(PASSWORD_MAX)), undefined)
})

t.test('the confirmation must equal the password exactly', async (t) => {
  t.equal(confirmationProblem('a long passphrase', 'a long passphrase'), undefined)
  t.equal(confirmationProblem('a long passphrase', 'a long passphrase '), MESSAGES.confirmationDiffers)
  t.same(checkNewPassword({ password: 'a long passphrase', confirmation: 'another long one' }), { confirmation: MESSAGES.confirmationDiffers })
})

t.test('a password that is too short is the one problem shown, not also the confirmation', async (t) => {
  t.same(checkNewPassword({ password: 'short', confirmation: '' }), { password: MESSAGES.passwordShort })
})

t.test('a complete registration has no problems; names and organisation are optional', async (t) => {
  const errors = checkRegistration(valid, { trial: false })
  t.same(errors, {})
  t.equal(hasErrors(errors), false)
})

t.test('an empty registration names every required field', async (t) => {
  const errors = checkRegistration({ ...valid, email: '', password: '', confirmation: '' }, { trial: true })
  t.same(errors, { email: MESSAGES.emailMissing, password: MESSAGES.passwordShort, code: MESSAGES.trialCodeMissing })
  t.equal(hasErrors(errors), true)
})

t.test('the trial code is required on the trial page only', async (t) => {
  t.same(checkRegistration({ ...valid, code: ' ' }, { trial: true }), { code: MESSAGES.trialCodeMissing })
  t.same(checkRegistration({ ...valid, code: 'TRIAL-42' }, { trial: true }), {})
  t.same(checkRegistration({ ...valid, code: '' }, { trial: false }), {})
})
