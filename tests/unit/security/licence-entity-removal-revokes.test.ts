// Removing a licensed entity revokes every role it holds (spec-3 §4, §6): a licence's own Admin, who may
// not revoke Audit, DomainAudit or ServiceAccount, may not remove their holder either; the global
// administrator may; CTD, never revoked by these calls, is not revoked by a removal; and the licence
// screen offers Remove only where the service allows it.

import t from 'tap'
import { assertAudited } from '../server/api/harness.js'
import { globalAdminRemoval, globalAdminRole, SERVICE_ACCOUNT_ENTITY } from '../../../server/api/licences/role-rules.js'
import { canRemoveEntity } from '../../../entries/admin/licences/entityRules.js'
import { entityRows, licences } from '../server/api/licences/callers.js'

t.test("a licence Admin can neither revoke Audit nor remove its holder; the global administrator can do both", async (t) => {
  const l = await licences(t)
  for (const role of ['Audit', 'DomainAudit']) {
    const holder = await l.entity(l.a, `${role.toLowerCase()}-holder@agency-a.example`, [role, 'MetadataSearch'])
    const url = `/v1/licences/${l.a}/entities/${holder.id}`
    const before = entityRows(l.h, l.a)
    const revoke = await l.licenceAdmin.call('PUT', url, { roles: ['MetadataSearch'] }, l.seen(holder.id))
    t.same([revoke.statusCode, revoke.json()], [403, { success: false, error: globalAdminRole(role) }], `revoking ${role} directly is refused`)
    const remove = await l.licenceAdmin.call('DELETE', url)
    t.same([remove.statusCode, remove.json()], [403, { success: false, error: globalAdminRemoval(role) }], `removing the ${role} holder is refused too`)
    t.same(entityRows(l.h, l.a), before, `the ${role} holder is still there with its roles`)
    t.same((await l.root.call('DELETE', url)).json(), { success: true }, `the global administrator removes the ${role} holder`)
  }
  const service = await l.entity(l.a, 'robot@agency-a.example', ['ServiceAccount'])
  const refused = await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${service.id}`)
  t.same([refused.statusCode, refused.json()], [403, { success: false, error: SERVICE_ACCOUNT_ENTITY }], 'a ServiceAccount holder, as before')
  const plain = await l.entity(l.a, 'leaving@agency-a.example', ['MetadataSearch', 'UsageStats'])
  t.same((await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${plain.id}`)).json(), { success: true }, 'any other entity is the Admin’s to remove')
  t.same(entityRows(l.h, l.a).map((e) => e.value).filter((v) => /holder|robot|leaving/.test(v)), ['robot@agency-a.example'])
  const rows = await assertAudited(t, l.h)
  t.same(rows.filter((r) => r.action === 'licence-entity-remove').map((r) => r.success), [0, 1, 0, 1, 0, 1], 'each refusal is logged as one')
})

t.test('an entity holding CTD, which no one revokes by these calls, is removed by the global administrator alone', async (t) => {
  const l = await licences(t)
  const holder = await l.entity(l.a, 'dots.example', ['CTD', 'MetadataSearch'])
  const before = entityRows(l.h, l.a)
  const url = `/v1/licences/${l.a}/entities/${holder.id}`
  const refused = await l.licenceAdmin.call('DELETE', url)
  t.same([refused.statusCode, refused.json()], [403, { success: false, error: globalAdminRemoval('CTD') }], 'the licence Admin is refused')
  t.same(entityRows(l.h, l.a), before)
  t.same((await l.root.call('DELETE', url)).json(), { success: true }, 'the global administrator removes the holder, CTD with it')
  t.notOk(entityRows(l.h, l.a).some((e) => e.value === 'dots.example'))
  await assertAudited(t, l.h)
})

t.test('the licence screen offers Remove only where the service allows it', async (t) => {
  const entity = (roles: string[]) => ({ id: 1, value: 'x@agency-a.example', type: 'Email' as const, roles, version: 1 })
  const licenceAdmin = { isGlobalAdmin: false }
  const globalAdmin = { isGlobalAdmin: true }
  for (const role of ['Audit', 'DomainAudit', 'ServiceAccount']) {
    t.equal(canRemoveEntity(entity([role]), licenceAdmin), false, `a ${role} holder: not for a licence Admin`)
    t.equal(canRemoveEntity(entity([role]), globalAdmin), true, `a ${role} holder: for the global admin`)
  }
  t.equal(canRemoveEntity(entity(['CTD']), licenceAdmin), false, 'a CTD holder: not for a licence Admin')
  t.equal(canRemoveEntity(entity(['CTD']), globalAdmin), true, 'a CTD holder: for the global admin')
  t.equal(canRemoveEntity(entity(['MetadataSearch', 'Admin']), licenceAdmin), true)
})
