// The registration calls (spec-1 §7, spec-3 §4): registration, trial, verification and password reset,
// form-encoded to their paths.

import t from 'tap'
import { registrationCalls } from '../../../../shared/api/registration.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('registration and its email links go form-encoded to their paths', async (t) => {
  const { api, calls } = fakeService(() => jsonReply({ success: true, result: 'REGISTERED' }))
  const registration = registrationCalls(api)
  await registration.register({ email: 'a@b.example', password: 'pw', firstName: 'Ann' })
  await registration.registerTrial({ email: 'a@b.example', password: 'pw', code: 'T-1' })
  await registration.verify({ email: 'a@b.example', code: '123' })
  await registration.requestPasswordReset({ email: 'a@b.example' })
  await registration.updatePassword({ email: 'a@b.example', code: '123', password: 'new pw' })
  t.same(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['POST', '/v1/register', 'email=a%40b.example&password=pw&firstName=Ann'],
      ['POST', '/v1/trial', 'email=a%40b.example&password=pw&code=T-1'],
      ['POST', '/v1/register/verify', 'email=a%40b.example&code=123'],
      ['POST', '/v1/register/requestpasswordreset', 'email=a%40b.example'],
      ['POST', '/v1/register/updatepassword', 'email=a%40b.example&code=123&password=new+pw'],
    ],
  )
})
