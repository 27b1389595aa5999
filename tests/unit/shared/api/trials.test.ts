// The user-trial calls (spec-3 §7 "Trials"): GET /trials, GET /trials/{id}/users, POST /trials.

import t from 'tap'
import { trialCalls } from '../../../../shared/api/trials.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('each call goes to its method and path, with its body', async (t) => {
  const { api, calls } = fakeService(({ method, url }) =>
    jsonReply(method === 'POST' ? { success: true, trial: { id: 1 } } : url.endsWith('/users') ? { success: true, users: [] } : { success: true, trials: [] }),
  )
  const trials = trialCalls(api)
  t.same(await trials.list().promise, { success: true, trials: [] })
  t.same(await trials.users(7).promise, { success: true, users: [] })
  t.match(await trials.create({ code: 'SPRING', codeValidFrom: '2031-03-01', codeValidUntil: '2031-03-31', trialMonths: 1, trialType: 'AMPED' }), {
    success: true,
    trial: { id: 1 },
  })
  t.same(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['GET', '/v1/trials', null],
      ['GET', '/v1/trials/7/users', null],
      ['POST', '/v1/trials', '{"code":"SPRING","codeValidFrom":"2031-03-01","codeValidUntil":"2031-03-31","trialMonths":1,"trialType":"AMPED"}'],
    ],
  )
})

t.test('a list left behind is cancelled', async (t) => {
  const { api } = fakeService(() => new Promise<Response>(() => {}))
  const call = trialCalls(api).list()
  call.cancel()
  t.match(await call.promise, { cancelled: true })
})
