// The roles of a licence's entities (spec-3 §4, §6): only roles on offer on the licence; Audit, DomainAudit
// and ServiceAccount granted or revoked only by the global administrator; an entity holding ServiceAccount
// changed or removed only by them; CTD never granted or revoked by these calls; a role withdrawn from a
// licence revoked from every entity of it at once; and the one list of role names.

import t from 'tap'
import { assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import {
  globalAdminRole,
  NEVER_GRANTED,
  roleNotOffered,
  SERVICE_ACCOUNT_ENTITY,
  unknownRole,
  unknownRoleParam,
} from '../../../../../server/api/licences/role-rules.js'
import { licenceRolesFor } from '../../../../../server/api/store/licences.js'
import { LICENCE_ROLES } from '../../../../../shared/licences/roles.js'
import { entityRowsNow, licences } from './callers.js'

onEachEngine(t, 'a licence Admin sets an entity\'s roles among those on offer; the reply and the user\'s roles follow', async (t, engine) => {
  const l = await licences(t, engine)
  const target = await l.entity(l.a, 'met.police.example')
  const res = await l.licenceAdmin.call('PUT', `/v1/licences/${l.a}/entities/${target.id}`, { roles: ['UsageStats', 'MetadataSearch', 'UsageStats'] }, await l.seenNow(target.id))
  t.same(res.json(), { success: true, entity: { id: target.id, value: 'met.police.example', type: 'Domain', roles: ['UsageStats', 'MetadataSearch'], version: 2 } })
  t.same(await licenceRolesFor(l.h.store, 'anyone@met.police.example', l.h.clock.now), { [l.a]: ['UsageStats', 'MetadataSearch'] })
  const rows = await assertAudited(t, l.h)
  t.equal(rows.at(-1)?.details, `licence ${l.a} entity ${target.id} met.police.example: roles UsageStats,MetadataSearch`)
})

onEachEngine(t, 'a role not on offer, or not a role at all, is refused naming the roles, and nothing changes', async (t, engine) => {
  const l = await licences(t, engine)
  const target = await l.entity(l.b, 'x.example')
  const before = await snapshotOf(l.h.store)
  const cases: [unknown, string | RegExp][] = [
    [{ roles: ['MetadataSearch'] }, roleNotOffered('MetadataSearch')],
    [{ roles: ['Superuser'] }, unknownRole('Superuser')],
    [{ roles: 'UsageStats' }, 'body/roles must be array'],
    [{ roles: [7] }, 'body/roles/0 must be string'],
    [{}, /required property 'roles'/],
    [{ roles: Array(51).fill('UsageStats') }, 'body/roles must NOT have more than 50 items'],
  ]
  for (const [payload, error] of cases) {
    const res = await l.root.call('PUT', `/v1/licences/${l.b}/entities/${target.id}`, payload, await l.seenNow(target.id))
    t.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 60))
    t.match(res.json(), { success: false, error })
    t.match(res.json().error, /\broles\b/, 'names the roles')
  }
  const missing = await l.root.call('PUT', `/v1/licences/${l.b}/entities/9999`, { roles: [] }, { 'if-match': '"1"' })
  t.equal(missing.statusCode, 404)
  const badId = await l.root.call('PUT', `/v1/licences/${l.b}/entities/x`, { roles: [] }, { 'if-match': '"1"' })
  t.match([badId.statusCode, badId.json().error], [400, /params\/entityId/])
  t.equal(await snapshotOf(l.h.store), before)
  await assertAudited(t, l.h)
})

onEachEngine(t, 'Audit, DomainAudit and ServiceAccount are granted and revoked by the global administrator only', async (t, engine) => {
  const l = await licences(t, engine)
  const target = await l.entity(l.a, 'fbi.example', ['MetadataSearch'])
  const url = `/v1/licences/${l.a}/entities/${target.id}`
  const seen = () => l.seenNow(target.id)
  for (const role of ['Audit', 'DomainAudit', 'ServiceAccount']) {
    const before = (await entityRowsNow(l.h, l.a))
    const res = await l.licenceAdmin.call('PUT', url, { roles: ['MetadataSearch', role] }, await seen())
    t.same([res.statusCode, res.json()], [403, { success: false, error: globalAdminRole(role) }], `a licence Admin may not grant ${role}`)
    t.same((await entityRowsNow(l.h, l.a)), before)
  }
  t.equal((await l.root.call('PUT', url, { roles: ['MetadataSearch', 'Audit'] }, await seen())).statusCode, 200, 'the global administrator grants Audit')
  const revoke = await l.licenceAdmin.call('PUT', url, { roles: ['MetadataSearch'] }, await seen())
  t.same([revoke.statusCode, revoke.json().error], [403, globalAdminRole('Audit')], 'a licence Admin may not revoke it')
  const keep = await l.licenceAdmin.call('PUT', url, { roles: ['Audit', 'UsageStats'] }, await seen())
  t.same(keep.json().entity.roles, ['Audit', 'UsageStats'], 'but may change the other roles of an auditor, Audit kept')
  t.same((await l.root.call('PUT', url, { roles: [] }, await seen())).json().entity.roles, [], 'the global administrator revokes it')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'an entity holding ServiceAccount is changed or removed by the global administrator only', async (t, engine) => {
  const l = await licences(t, engine)
  const robot = await l.entity(l.a, 'robot@agency-a.example', ['ServiceAccount', 'MetadataSearch'])
  const url = `/v1/licences/${l.a}/entities/${robot.id}`
  const seen = () => l.seenNow(robot.id)
  const before = await snapshotOf(l.h.store)
  const change = await l.licenceAdmin.call('PUT', url, { roles: ['ServiceAccount', 'MetadataSearch', 'UsageStats'] }, await seen())
  t.same([change.statusCode, change.json()], [403, { success: false, error: SERVICE_ACCOUNT_ENTITY }])
  const remove = await l.licenceAdmin.call('DELETE', url)
  t.same([remove.statusCode, remove.json()], [403, { success: false, error: SERVICE_ACCOUNT_ENTITY }])
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  t.same((await l.root.call('PUT', url, { roles: ['ServiceAccount', 'UsageStats'] }, await seen())).json().entity.roles, ['ServiceAccount', 'UsageStats'])
  t.same((await l.root.call('DELETE', url)).json(), { success: true })
  t.notOk((await entityRowsNow(l.h, l.a)).some((e) => e.value === 'robot@agency-a.example'))
  await assertAudited(t, l.h)
})

onEachEngine(t, 'CTD is never granted or revoked by these calls, not even by the global administrator', async (t, engine) => {
  const l = await licences(t, engine)
  const plain = await l.entity(l.a, 'plain.example')
  const holder = await l.entity(l.a, 'dots.example', ['CTD'])
  const before = await snapshotOf(l.h.store)
  const grant = await l.root.call('PUT', `/v1/licences/${l.a}/entities/${plain.id}`, { roles: ['CTD'] }, await l.seenNow(plain.id))
  t.same([grant.statusCode, grant.json()], [400, { success: false, error: NEVER_GRANTED, field: 'roles' }])
  const revoke = await l.root.call('PUT', `/v1/licences/${l.a}/entities/${holder.id}`, { roles: [] }, await l.seenNow(holder.id))
  t.same([revoke.statusCode, revoke.json()], [400, { success: false, error: NEVER_GRANTED, field: 'roles' }])
  const withdraw = await l.root.call('DELETE', `/v1/licences/${l.a}/available-roles/CTD`)
  t.same([withdraw.statusCode, withdraw.json()], [400, { success: false, error: NEVER_GRANTED, field: 'role' }], 'withdrawing it would revoke it')
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  const others = await l.licenceAdmin.call('PUT', `/v1/licences/${l.a}/entities/${holder.id}`, { roles: ['CTD', 'UsageStats'] }, await l.seenNow(holder.id))
  t.same(others.json().entity.roles, ['CTD', 'UsageStats'], 'the other roles of a CTD holder change, CTD kept as it was')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'withdrawing a role from a licence revokes it from every entity of that licence, and only that licence', async (t, engine) => {
  const l = await licences(t, engine)
  const one = await l.entity(l.a, 'one.example', ['UsageStats', 'MetadataSearch'])
  const two = await l.entity(l.a, 'two.example', ['UsageStats'])
  await l.entity(l.b, 'three.example', ['UsageStats'])
  const res = await l.root.call('DELETE', `/v1/licences/${l.a}/available-roles/UsageStats`)
  t.equal(res.statusCode, 200)
  t.notOk(res.json().licence.availableRoles.includes('UsageStats'), 'no longer on offer')
  const byValue = Object.fromEntries((await entityRowsNow(l.h, l.a)).map((e) => [e.value, e.roles]))
  t.same([byValue['one.example'], byValue['two.example']], [['MetadataSearch'], []], 'revoked from both')
  t.same((await entityRowsNow(l.h, l.b)).find((e) => e.value === 'three.example')?.roles, ['UsageStats'], 'licence B keeps it')
  const regrant = await l.licenceAdmin.call('PUT', `/v1/licences/${l.a}/entities/${two.id}`, { roles: ['UsageStats'] }, await l.seenNow(two.id))
  t.same([regrant.statusCode, regrant.json().error], [400, roleNotOffered('UsageStats')], 'and it cannot be given again')
  const offered = await l.root.call('POST', `/v1/licences/${l.a}/available-roles/UsageStats`)
  t.ok(offered.json().licence.availableRoles.includes('UsageStats'), 'until it is offered again')
  t.same((await l.licenceAdmin.call('PUT', `/v1/licences/${l.a}/entities/${one.id}`, { roles: ['UsageStats'] }, await l.seenNow(one.id))).json().entity.roles, ['UsageStats'])
  const rows = await assertAudited(t, l.h)
  t.match(rows.filter((r) => r.action.startsWith('licence-role')).map((r) => r.details), [`licence ${l.a}: UsageStats`, `licence ${l.a}: UsageStats`])
})

onEachEngine(t, 'an available role must be a licence role; offering one twice changes nothing', async (t, engine) => {
  const l = await licences(t, engine)
  const before = await snapshotOf(l.h.store)
  for (const method of ['POST', 'DELETE'] as const) {
    const res = await l.root.call(method, `/v1/licences/${l.a}/available-roles/Superuser`)
    t.same([res.statusCode, res.json()], [400, { success: false, error: unknownRoleParam('Superuser'), field: 'role' }])
  }
  const missing = await l.root.call('POST', '/v1/licences/999/available-roles/UsageStats')
  t.equal(missing.statusCode, 404)
  t.equal(await snapshotOf(l.h.store), before)
  const again = await l.root.call('POST', `/v1/licences/${l.a}/available-roles/Admin`)
  t.equal(again.statusCode, 200)
  t.equal(await snapshotOf(l.h.store), before, 'Admin was on offer already')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'the roles call lists every role name, which are the global administrator\'s, and which are never granted', async (t, engine) => {
  const l = await licences(t, engine)
  const res = await l.plain.call('GET', '/v1/licences/roles')
  t.same(res.json(), { success: true, roles: [...LICENCE_ROLES], globalAdminOnly: ['Audit', 'DomainAudit', 'ServiceAccount'], neverGranted: ['CTD'] })
  for (const name of ['MetadataSearch', 'CameraId', 'UniformSearch', 'UniformContributor', 'AppCreator', 'UsageStats', 'Audit', 'DomainAudit', 'ServiceAccount', 'Admin', 'CTD']) {
    t.ok(res.json().roles.includes(name), name)
  }
  await assertAudited(t, l.h)
})
