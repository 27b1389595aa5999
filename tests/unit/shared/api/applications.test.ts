// The applications calls (spec-3 §7 "Applications"): GET and POST /applications, POST /applications/{id},
// POST /applications/approve, /activate and /deactivate and DELETE /applications, each with {ids}, and an
// approval with the version reviewed of each id.

import t from 'tap'
import { applicationCalls, BULK_ACTIONS } from '../../../../shared/api/applications.js'
import { fakeService, jsonReply } from '../fakeService.js'

const request = { name: 'Tool', description: 'Links cases.', callbackURL: 'https://tool.example/cb', postLogoutRedirectUri: null }

t.test('each call goes to its method and path, with its body', async (t) => {
  const { api, calls } = fakeService(() => jsonReply({ success: true, applications: [], results: { 3: { success: true } } }))
  const applications = applicationCalls(api)
  await applications.list()
  await applications.create(request)
  await applications.update(3, request)
  for (const action of BULK_ACTIONS) t.match(await applications.bulk(action, [3, 4], { 3: 2, 4: 1 }), { success: true, results: { 3: { success: true } } })
  const body = JSON.stringify(request)
  t.same(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['GET', '/v1/applications', null],
      ['POST', '/v1/applications', body],
      ['POST', '/v1/applications/3', body],
      ['POST', '/v1/applications/approve', '{"ids":[3,4],"versions":{"3":2,"4":1}}'],
      ['POST', '/v1/applications/activate', '{"ids":[3,4]}'],
      ['POST', '/v1/applications/deactivate', '{"ids":[3,4]}'],
      ['DELETE', '/v1/applications', '{"ids":[3,4]}'],
    ],
  )
})

t.test("a refusal is the service's message", async (t) => {
  const { api } = fakeService(() => jsonReply({ success: false, error: 'The callbackURL must be an https address.' }, 400))
  t.match(await applicationCalls(api).create(request), { success: false, error: 'The callbackURL must be an https address.', status: 400 })
})
