// Who may make each applications call (spec-3 §6): AppCreator or the global administrator; a creator sees
// and changes only their own applications; only the global administrator approves; a plain investigator
// is refused with 403 and a visitor without a session with 401, and neither changes anything.

import t from 'tap'
import { assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import { PERMISSION_DENIED } from '../../../../../shared/api/types/reply.js'
import { BULK_REFUSALS } from '../../../../../server/api/routes/applications.js'
import { assertAuditKept, auditSoFar, callers, CREATOR, FORM, OTHER_CREATOR, reviewed } from './callers.js'

const BULK = [
  ['POST', '/v1/applications/approve'],
  ['POST', '/v1/applications/activate'],
  ['POST', '/v1/applications/deactivate'],
  ['DELETE', '/v1/applications'],
] as const

onEachEngine(t, 'a plain investigator is refused every call with 403, a visitor without a session with 401, and nothing changes', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const earlier = await auditSoFar(c.h)
  const before = await snapshotOf(c.h.store)
  const review = await reviewed(c.h, [app.id])
  const calls = [
    ['GET', '/v1/applications', undefined],
    ['POST', '/v1/applications', FORM],
    ['POST', `/v1/applications/${app.id}`, { ...FORM, name: 'Taken over' }],
    ...BULK.map(([method, url]) => [method, url, url.endsWith('/approve') ? review : { ids: [app.id] }] as const),
  ] as const
  for (const [method, url, payload] of calls) {
    const refused = await c.plain.call(method, url, payload)
    t.same([refused.statusCode, refused.json()], [403, { success: false, error: PERMISSION_DENIED }], `plain: ${method} ${url}`)
    const signedOut = await c.anonymous.call(method, url, payload)
    t.same([signedOut.statusCode, signedOut.json()], [401, { success: false, error: SESSION_ENDED }], `signed out: ${method} ${url}`)
  }
  t.equal(await snapshotOf(c.h.store), before, 'nothing changed')
  const rows = await assertAudited(t, c.h)
  await assertAuditKept(t, c.h, earlier)
  t.match(rows.slice(-2 * calls.length), calls.flatMap(() => [{ success: 0, error: PERMISSION_DENIED }, { success: 0, error: SESSION_ENDED }]))
})

onEachEngine(t, 'the global administrator lists every application; a creator only their own', async (t, engine) => {
  const c = await callers(t, engine)
  const mine = await c.create(c.creator)
  const theirs = await c.create(c.otherCreator, { name: 'Partner tool' })
  const own = await c.create(c.admin, { name: 'Admin tool' })
  t.same((await c.list(c.admin)).map((a) => a.id).sort(), [mine.id, theirs.id, own.id].sort())
  t.same((await c.list(c.creator)).map((a) => a.id), [mine.id])
  t.same((await c.list(c.otherCreator)).map((a) => a.id), [theirs.id])
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.api === 'applications').map((r) => r.action), [
    'application-create',
    'application-create',
    'application-create',
    'applications',
    'applications',
    'applications',
  ])
})

onEachEngine(t, 'a creator updates their own application and the global administrator any; another creator is refused and nothing changes', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const before = await snapshotOf(c.h.store)
  const refused = await c.otherCreator.call('POST', `/v1/applications/${app.id}`, { ...FORM, callbackURL: 'https://evil.example/cb' })
  t.same([refused.statusCode, refused.json()], [403, { success: false, error: PERMISSION_DENIED }])
  t.equal(await snapshotOf(c.h.store), before, 'the other creator changed nothing')
  const own = await c.creator.call('POST', `/v1/applications/${app.id}`, { ...FORM, name: 'Case linker 2' })
  t.match(own.json(), { success: true, application: { id: app.id, name: 'Case linker 2', creator: { email: CREATOR } } })
  const byAdmin = await c.admin.call('POST', `/v1/applications/${app.id}`, { ...FORM, description: 'Checked by the admin.' })
  t.match(byAdmin.json(), { success: true, application: { id: app.id, name: 'Case linker', description: 'Checked by the admin.' } })
  const missing = await c.admin.call('POST', '/v1/applications/9999', FORM)
  t.same([missing.statusCode, missing.json().success], [404, false])
  const rows = await assertAudited(t, c.h)
  t.match(rows.filter((r) => r.action === 'application-update'), [
    { user_email: OTHER_CREATOR, success: 0, details: `application ${app.id}` },
    { user_email: CREATOR, success: 1 },
    { success: 1 },
    { success: 0, details: 'application 9999' },
  ])
})

onEachEngine(t, 'only the global administrator approves, even a creator\'s own application', async (t, engine) => {
  const c = await callers(t, engine)
  const app = await c.create(c.creator)
  const before = await snapshotOf(c.h.store)
  const byCreator = await c.creator.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  t.same([byCreator.statusCode, byCreator.json()], [403, { success: false, error: PERMISSION_DENIED }])
  t.equal(await snapshotOf(c.h.store), before)
  const byAdmin = await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [app.id]))
  t.same(byAdmin.json(), { success: true, results: { [app.id]: { success: true } } })
  await assertAudited(t, c.h)
})

onEachEngine(t, 'activate, deactivate and delete: a creator acts on their own, the results name the ids not theirs', async (t, engine) => {
  const c = await callers(t, engine)
  const mine = await c.create(c.creator)
  const theirs = await c.create(c.otherCreator)
  await c.admin.call('POST', '/v1/applications/approve', await reviewed(c.h, [mine.id, theirs.id]))
  const notTheirs = { success: false, error: BULK_REFUSALS['not-allowed'] }
  for (const [method, url] of BULK.slice(1)) {
    const before = await snapshotOf(c.h.store)
    const res = await c.otherCreator.call(method, url, { ids: [mine.id] })
    t.same(res.json(), { success: true, results: { [mine.id]: notTheirs } }, `${method} ${url}`)
    t.equal(await snapshotOf(c.h.store), before, `${method} ${url} changed nothing`)
  }
  const deactivated = await c.creator.call('POST', '/v1/applications/deactivate', { ids: [mine.id, theirs.id] })
  t.same(deactivated.json(), { success: true, results: { [mine.id]: { success: true }, [theirs.id]: notTheirs } })
  const byAdmin = await c.admin.call('POST', '/v1/applications/deactivate', { ids: [theirs.id] })
  t.same(byAdmin.json(), { success: true, results: { [theirs.id]: { success: true } } })
  const deleted = await c.creator.call('DELETE', '/v1/applications', { ids: [mine.id, theirs.id] })
  t.same(deleted.json(), { success: true, results: { [mine.id]: { success: true }, [theirs.id]: notTheirs } })
  t.same((await c.list(c.admin)).map((a) => a.id), [theirs.id])
  await assertAudited(t, c.h)
})
