// The account calls of a session (spec-1 §7): sign-in, session check and renewal, sign-out and settings,
// all as JSON.

import t from 'tap'
import { accountCalls } from '../../../../shared/api/account.js'
import { SESSION_REFRESH_HEADER } from '../../../../shared/api/types/account.js'
import { fakeService, jsonReply } from '../fakeService.js'

t.test('the session calls go as JSON to /authenticate, /logout and /settings', async (t) => {
  const { api, calls } = fakeService(() => jsonReply({ success: true }))
  const account = accountCalls(api)
  await account.signIn({ username: 'a@demo.example', password: 'pw', client_id: 'app1' })
  await account.checkSession({ client_id: 'app1', state: 'xyz' })
  await account.renewSession()
  await account.signOut({ postLogoutRedirectUri: 'https://app.example/' })
  await account.updateSettings({ showImages: false })
  t.same(
    calls.map((c) => [c.method, c.url, c.body]),
    [
      ['POST', '/v1/authenticate', '{"username":"a@demo.example","password":"pw","client_id":"app1"}'],
      ['GET', '/v1/authenticate?client_id=app1&state=xyz', null],
      ['PUT', '/v1/authenticate', '{}'],
      ['POST', '/v1/logout', '{"postLogoutRedirectUri":"https://app.example/"}'],
      ['POST', '/v1/settings', '{"showImages":false}'],
    ],
  )
})

t.test('the session check hands back the header that asks for renewal', async (t) => {
  const { api } = fakeService(
    () => new Response(JSON.stringify({ success: true, user: null }), { status: 200, headers: { [SESSION_REFRESH_HEADER]: 'renew' } }),
  )
  t.match(await accountCalls(api).checkSession({}), { success: true, headers: { [SESSION_REFRESH_HEADER]: 'renew' } })
})
