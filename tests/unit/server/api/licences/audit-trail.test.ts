// The audit log of the licence calls (spec-3 §3 "Audit entry"): every call, allowed or refused, adds one
// row naming its action and what it concerned, and no call changes or deletes a row written before it.

import t from 'tap'
import { assertAudited, auditRowsOf, onEachEngine } from '../harness.js'
import { licences } from './callers.js'

onEachEngine(t, 'each licence call adds its own row with its action and details, and leaves earlier rows as they were', async (t, engine) => {
  const l = await licences(t, engine)
  // The sign-ins' rows are written as their replies finish: all in before the rows are taken as they were.
  await assertAudited(t, l.h)
  const earlier = (await auditRowsOf(l.h.store))
  const created = (await l.root.call('POST', '/v1/licences', { name: 'Agency C', maxSeats: 3, expiresAt: '2027-01-31' })).json().licence.id
  let entity = 0
  const addEntity = async () => {
    entity = (await l.root.call('POST', `/v1/licences/${created}/entities`, { type: 'Email', value: 'Ann@C.example' })).json().entity.id
  }
  const steps: [() => Promise<unknown>, string, () => string | null][] = [
    [() => l.root.call('GET', '/v1/licences'), 'licences', () => null],
    [() => l.root.call('GET', '/v1/licences/roles'), 'licence-roles', () => null],
    [() => l.root.call('GET', `/v1/licences/${created}`), 'licence', () => `licence ${created}`],
    [() => l.root.call('POST', `/v1/licences/${created}/available-roles/UsageStats`), 'licence-role-add', () => `licence ${created}: UsageStats`],
    [addEntity, 'licence-entity-add', () => `licence ${created}: Ann@C.example`],
    [() => l.root.call('GET', `/v1/licences/${created}/entities`), 'licence-entities', () => `licence ${created}`],
    [async () => l.root.call('PUT', `/v1/licences/${created}/entities/${entity}`, { roles: ['UsageStats'] }, await l.seenNow(entity)), 'licence-entity-roles', () => `licence ${created} entity ${entity} ann@c.example: roles UsageStats`],
    [() => l.root.call('GET', `/v1/licences/${created}/users`), 'licence-users', () => `licence ${created}`],
    [() => l.root.call('DELETE', `/v1/licences/${created}/available-roles/UsageStats`), 'licence-role-remove', () => `licence ${created}: UsageStats`],
    [() => l.root.call('DELETE', `/v1/licences/${created}/entities/${entity}`), 'licence-entity-remove', () => `licence ${created} entity ${entity} ann@c.example`],
    [() => l.plain.call('GET', `/v1/licences/${created}`), 'licence', () => `licence ${created}`],
  ]
  await assertAudited(t, l.h)
  let before = (await auditRowsOf(l.h.store))
  for (const [call, action, details] of steps) {
    await call()
    await assertAudited(t, l.h)
    const after = (await auditRowsOf(l.h.store))
    t.same(after.slice(0, before.length), before, `${action}: earlier rows unchanged`)
    t.equal(after.length, before.length + 1, `${action}: one row added`)
    t.match(after.at(-1), { action, details: details(), api: 'licences' }, action)
    before = after
  }
  t.match((await auditRowsOf(l.h.store)).at(-1), { user_email: l.plain.email, success: 0, error: 'Permission Denied.' }, 'a refusal is logged as one')
  t.same((await auditRowsOf(l.h.store)).slice(0, earlier.length), earlier, 'the rows from before the licence calls are as they were')
})
