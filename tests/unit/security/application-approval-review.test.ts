// Approving an application approves what the administrator reviewed (spec-3 §4 "Applications", §6): the
// call names the version of each application, one changed since is refused for its id and stays pending,
// and nobody approves their own application, the global administrator included.

import t from 'tap'
import { assertAudited } from '../server/api/harness.js'
import { BULK_REFUSALS, versionsMissing } from '../../../server/api/routes/applications.js'
import { findSignInClient } from '../../../server/api/store/oauth.js'
import { callers, FORM, reviewed } from '../server/api/applications/callers.js'

const refused = (reason: keyof typeof BULK_REFUSALS) => ({ success: false, error: BULK_REFUSALS[reason] })

t.test('an application its creator changed after review is not approved; the version reviewed again is', async (t) => {
  const c = await callers(t)
  const app = await c.create(c.creator)
  const seen = (await c.list(c.admin)).find((a) => a.id === app.id)
  t.equal(seen?.version, 1, 'the list shows each application with its version')
  const other = await c.create(c.otherCreator, { name: 'Unchanged' })
  const atReview = await reviewed(c.h, [app.id, other.id])

  const moved = await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, callbackURL: 'https://attacker.example/cb' })
  t.match(moved.json().application, { version: 2, state: 'pending' }, 'every update gives a new version')

  const stale = await c.admin.call('POST', '/v1/applications/approve', atReview)
  t.same(stale.json(), { success: true, results: { [app.id]: refused('changed-since-review'), [other.id]: { success: true } } })
  t.match((await c.list(c.admin)).find((a) => a.id === app.id), { state: 'pending', approvedBy: null, callbackURL: 'https://attacker.example/cb' })
  t.equal(await findSignInClient(c.h.store, app.clientId), undefined, 'it signs nobody in')

  const again = await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  t.same(again.json(), { success: true, results: { [app.id]: { success: true } } }, 'approved once the new version is the one named')
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'applications-approve').map((r) => r.details), [`done ${other.id}; refused ${app.id}`, `done ${app.id}; refused none`])
})

t.test('an approval that leaves out the version of an id is refused whole, naming the id', async (t) => {
  const c = await callers(t)
  const one = await c.create(c.creator)
  const two = await c.create(c.creator, { name: 'Two' })
  const res = await c.admin.call('POST', '/v1/applications/approve', { ids: [one.id, two.id], versions: { [one.id]: 1 } })
  t.same([res.statusCode, res.json()], [400, { success: false, error: versionsMissing([two.id]), field: 'versions' }])
  t.match(versionsMissing([two.id]), new RegExp(`versions.*\\b${two.id}\\b`))
  const noVersions = await c.admin.call('POST', '/v1/applications/approve', { ids: [one.id] })
  t.equal(noVersions.statusCode, 400)
  t.match(noVersions.json().error, /versions/)
  t.same((await c.list(c.admin)).map((a) => a.state), ['pending', 'pending'])
  await assertAudited(t, c.h)
})

t.test('no one approves their own application, the global administrator included; another global administrator may', async (t) => {
  const c = await callers(t)
  const own = await c.create(c.admin, { name: 'Admin tool' })
  const res = await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [own.id]))
  t.same(res.json(), { success: true, results: { [own.id]: refused('own-application') } })
  t.match((await c.list(c.admin))[0], { id: own.id, state: 'pending', approvedBy: null })
  const activated = await c.admin.call('POST', '/v1/applications/activate', { ids: [own.id] })
  t.same(activated.json().results[own.id], refused('not-approved'), 'nor makes it active another way')

  await c.h.addUser({ email: 'second.admin@sightline.example', isAdmin: true })
  const second = c.h.browser()
  await second.signIn('second.admin@sightline.example')
  const byOther = await second.call({ method: 'POST', url: '/v1/applications/approve', payload: await reviewed(c.h, [own.id]) }, 'second.admin@sightline.example')
  t.same(byOther.json(), { success: true, results: { [own.id]: { success: true } } })
  t.match((await c.list(c.admin))[0], { state: 'active', approvedBy: { email: 'second.admin@sightline.example' } })
  await assertAudited(t, c.h)
})
