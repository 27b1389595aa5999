// How the public pages read the account calls' answers: verification (spec-3 §4 "Verify"), failures, the
// high-security build's closed direct login (spec-1 §8), and the registration body.

import t from 'tap'
import { EMAIL_NOT_VERIFIED, isVerified } from '../../../../entries/public/verification.js'
import { failureText } from '../../../../entries/public/failures.js'
import { DIRECT_LOGIN_UNAVAILABLE, isDirectLoginAvailable } from '../../../../entries/public/directLogin.js'
import { registrationBody } from '../../../../entries/public/registration.js'
import { CANNOT_CONNECT } from '../../../../shared/api/types/reply.js'

t.test('VERIFIED and ALREADY_VERIFIED count as verified; anything else does not', async (t) => {
  t.equal(isVerified({ success: true, result: 'VERIFIED', user: null }), true)
  t.equal(isVerified({ success: true, result: 'ALREADY_VERIFIED', user: null }), true)
  t.equal(isVerified({ success: true, result: 'EXPIRED' as never, user: null }), false)
  t.equal(isVerified({ success: false, error: 'The link is not valid.', status: 400 }), false)
  t.equal(isVerified(null), false)
  t.equal(EMAIL_NOT_VERIFIED, 'Email not verified.')
})

t.test("a failure shows the service's words, or that the server cannot be reached", async (t) => {
  t.equal(failureText({ success: false, error: 'This address is already registered.', status: 400 }), 'This address is already registered.')
  t.equal(failureText({ success: false, error: 'Failed to fetch', networkError: true }), CANNOT_CONNECT)
})

t.test('the high-security build signs in only for an application', async (t) => {
  t.equal(isDirectLoginAvailable(false, {}), true)
  t.equal(isDirectLoginAvailable(true, {}), false)
  t.equal(isDirectLoginAvailable(true, { state: 'x' }), false)
  t.equal(isDirectLoginAvailable(true, { client_id: 'app1' }), true)
  t.equal(DIRECT_LOGIN_UNAVAILABLE, 'Direct login is not available.')
})

t.test('the registration body trims values and leaves out empty optional ones', async (t) => {
  const values = { email: ' ada@police.example ', password: ' spaces count ', confirmation: '', firstName: ' Ada ', lastName: '', organisation: ' Example Police ', code: '' }
  t.same(registrationBody(values), { email: 'ada@police.example', password: ' spaces count ', firstName: 'Ada', organization: 'Example Police' })
})
