// Every reply to a browser session tells the edge the roles the caller holds now, read afresh on each call,
// so that a role revoked by an administrator takes effect on the user's next page load.

import t from 'tap'
import { harness } from '../harness.js'
import { SESSION_ROLES_HEADER } from '../../../../../shared/api/headers.js'

const ERIN = 'erin@police.example'
const rolesOf = (value: unknown) => JSON.parse(Buffer.from(String(value), 'base64url').toString('utf8'))

t.test('a session reply carries the roles as they are now; a revoked role is gone on the next call', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ERIN }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(ERIN)
  const first = await browser.call({ method: 'GET', url: '/v1/authenticate/api-key' }, ERIN)
  const licenceId = Object.keys(rolesOf(first.headers[SESSION_ROLES_HEADER]).licenceRoles)[0]!
  t.same(rolesOf(first.headers[SESSION_ROLES_HEADER]), { roles: [], licenceRoles: { [licenceId]: ['MetadataSearch'] } })

  h.db.prepare("UPDATE licensed_entities SET roles = '[]' WHERE value = ?").run(ERIN)
  const next = await browser.call({ method: 'GET', url: '/v1/authenticate/api-key' }, ERIN)
  t.same(rolesOf(next.headers[SESSION_ROLES_HEADER]), { roles: [], licenceRoles: { [licenceId]: [] } }, 'read afresh, not from the sign-in')
  const search = await browser.call({ method: 'GET', url: '/v1/sightings' }, ERIN)
  t.equal(search.statusCode, 403, 'and the service refuses the search at once')
})

t.test('no roles header without a session: signed out, or an API key', async (t) => {
  const h = harness(t)
  await h.addUser({ email: ERIN }, ['MetadataSearch'])
  const anonymous = await h.browser().call({ method: 'GET', url: '/v1/authenticate' }, 'anonymous')
  t.equal(anonymous.headers[SESSION_ROLES_HEADER], undefined)
  const browser = h.browser()
  await browser.signIn(ERIN)
  const key = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key', payload: {} }, ERIN)).json().apiKey as string
  const withKey = await h.browser().call({ method: 'GET', url: '/v1/authenticate/api-key', headers: { 'x-api-key': key } }, ERIN)
  t.equal(withKey.statusCode, 200)
  t.equal(withKey.headers[SESSION_ROLES_HEADER], undefined)
})
