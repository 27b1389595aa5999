// Approve, activate, deactivate and delete in bulk (spec-3 §4): results keyed by each id asked for, with
// the reason an id was left as it was, and only approved, active applications usable for sign-in and
// sign-out redirects (store/oauth.ts).

import t from 'tap'
import { createHash } from 'node:crypto'
import { assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import { BULK_IDS_MAX } from '../../../../../shared/api/types/applications.js'
import { BULK_REFUSALS } from '../../../../../server/api/routes/applications.js'
import { UNKNOWN_CLIENT } from '../../../../../server/api/routes/authenticate.js'
import { findSignInClient, isPostLogoutAddress } from '../../../../../server/api/store/oauth.js'
import { ADMIN, assertAuditKept, auditSoFar, callers, CREATOR, FORM, reviewed } from './callers.js'

const refused = (reason: keyof typeof BULK_REFUSALS) => ({ success: false, error: BULK_REFUSALS[reason] })
const done = { success: true }

onEachEngine(t, 'each id gets its own result: done, not found, or already in that state', async (t, engine) => {
  const c = await callers(t, engine)
  const a = await c.create(c.creator, { name: 'A' })
  const b = await c.create(c.creator, { name: 'B' })
  const call = async (url: string, ids: number[], method: 'POST' | 'DELETE' = 'POST') =>
    (await c.admin.call(method, `/v1/applications/${url}`.replace(/\/$/, ''), url === 'approve' ? await reviewed(c.h, ids) : { ids })).json()

  t.same(await call('approve', [a.id, 999, a.id]), { success: true, results: { [a.id]: done, 999: refused('not-found') } }, 'a repeated id is one result')
  t.same(await call('activate', [a.id, b.id]), { success: true, results: { [a.id]: refused('already-active'), [b.id]: refused('not-approved') } })
  t.same(await call('deactivate', [a.id, b.id]), { success: true, results: { [a.id]: done, [b.id]: refused('not-approved') } })
  t.same(await call('deactivate', [a.id]), { success: true, results: { [a.id]: refused('already-inactive') } })
  t.same(await call('approve', [a.id, b.id]), { success: true, results: { [a.id]: refused('already-approved'), [b.id]: done } })
  t.same(await call('activate', [a.id]), { success: true, results: { [a.id]: done } })
  t.same((await c.list(c.admin)).map((x) => [x.name, x.state, x.approvedBy]), [['B', 'active', { email: ADMIN }], ['A', 'active', { email: ADMIN }]])
  t.same(await call('', [a.id, 999], 'DELETE'), { success: true, results: { [a.id]: done, 999: refused('not-found') } })
  t.same((await c.list(c.admin)).map((x) => x.name), ['B'])

  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'applications-approve'), [
    { details: `done ${a.id}; refused 999` },
    { details: `done ${b.id}; refused ${a.id}` },
  ])
  t.same(rows.filter((r) => r.api === 'applications').map((r) => r.action), [
    'application-create',
    'application-create',
    'applications-approve',
    'applications-activate',
    'applications-deactivate',
    'applications-deactivate',
    'applications-approve',
    'applications-activate',
    'applications',
    'applications-delete',
    'applications',
  ])
})

onEachEngine(t, 'a bulk call without ids, with too many, or with ids that are not whole numbers is refused naming ids, and changes nothing', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const earlier = await auditSoFar(c.h)
  const before = await snapshotOf(c.h.store)
  const bodies: [string, unknown][] = [
    ['no body', undefined],
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['too many', { ids: Array.from({ length: BULK_IDS_MAX + 1 }, (_, i) => i + 1) }],
    ['text ids', { ids: [String(app.id)] }],
    ['a fraction', { ids: [1.5] }],
    ['zero', { ids: [0] }],
    ['ids as one number', { ids: app.id }],
    ['another field', { ids: [app.id], all: true }],
  ]
  for (const url of ['approve', 'activate', 'deactivate']) {
    for (const [name, body] of bodies) {
      // An approval's versions are given, so that what is refused is the ids.
      const sent = url === 'approve' && typeof body === 'object' ? { versions: {}, ...body } : body
      const res = await c.admin.call('POST', `/v1/applications/${url}`, sent)
      t.equal(res.statusCode, 400, `${url}: ${name}`)
      t.equal(res.json().success, false, `${url}: ${name}`)
      if (body !== undefined) t.match(res.json().error, /body(\/ids)?\b.*(ids|additional properties: all)/, `${url}: ${name}`)
    }
  }
  const deleted = await c.admin.call('DELETE', '/v1/applications', { ids: ['1'] })
  t.same([deleted.statusCode, deleted.json().success], [400, false])
  t.match(deleted.json().error, /body\/ids\/0 must be integer/)
  t.equal(await snapshotOf(c.h.store), before, 'nothing changed')
  await assertAudited(t, c.h)
  await assertAuditKept(t, c.h, earlier)
})

onEachEngine(t, 'only an approved, active application signs users in and receives them after sign-out', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const challenge = createHash('sha256').update('a verifier of enough length for the test, 43+ characters').digest('base64url')
  const oauth = { client_id: app.clientId, redirect_uri: FORM.callbackURL, state: 's1', code_challenge: challenge, code_challenge_method: 'S256' }
  const usable = async () => (await findSignInClient(c.h.store, app.clientId)) !== undefined
  const signOutAllowed = () => isPostLogoutAddress(c.h.store, FORM.postLogoutRedirectUri as string, app.clientId)
  const signIn = () => c.h.browser().signIn(CREATOR, oauth)

  t.notOk(await usable(), 'pending: not usable')
  t.notOk(await signOutAllowed())
  t.same((await signIn()).json(), { success: false, error: UNKNOWN_CLIENT })

  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  t.ok(await usable(), 'approved: usable')
  t.ok(await signOutAllowed())
  t.match((await signIn()).json(), { success: true, auth: { redirectUri: new RegExp(`^${FORM.callbackURL}\\?code=[^&]+&state=s1$`) } })

  await c.creator.call('POST', '/v1/applications/deactivate', { ids: [app.id] })
  t.notOk(await usable(), 'deactivated: not usable')
  t.notOk(await signOutAllowed())
  t.same((await signIn()).json(), { success: false, error: UNKNOWN_CLIENT })

  await c.creator.call('POST', '/v1/applications/activate', { ids: [app.id] })
  t.ok(await usable(), 'active again')
  await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, callbackURL: 'https://moved.example/cb' })
  t.notOk(await usable(), 'a creator\'s new address waits for approval')

  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  t.ok(await usable())
  await c.admin.call('DELETE', '/v1/applications', { ids: [app.id] })
  t.notOk(await usable(), 'deleted')
  await assertAudited(t, c.h)
})
