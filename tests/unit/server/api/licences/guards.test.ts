// Who may make each licence call (spec-3 §6): the global administrator everything; a licence's own Admin
// its detail, entities and users; the Admin of another licence and a plain user nothing of it (403,
// "Permission Denied."); a visitor with no session nothing (401). A refused call changes nothing and is
// still in the audit log.

import { sql } from 'kysely'
import t from 'tap'
import { assertAudited, auditRowsOf, onEachEngine, snapshotOf } from '../harness.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import { PERMISSION_DENIED } from '../../../../../shared/api/types/reply.js'
import { licences, type Caller, type Licences } from './callers.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Who = 'globalAdmin' | 'licenceAdmin' | 'signedIn'

interface RouteCall {
  url: string
  payload?: unknown
  headers?: Record<string, string>
}

interface RouteCase {
  method: Method
  /** The call's address, body and headers; made afresh for each caller, so that each allowed call can succeed. */
  call(l: Licences, n: number): RouteCall | Promise<RouteCall>
  who: Who
  action: string
}

const ROUTES: RouteCase[] = [
  { method: 'POST', who: 'globalAdmin', action: 'licence-create', call: (_l, n) => ({ url: '/v1/licences', payload: { name: `New ${n}`, maxSeats: 5, expiresAt: '2027-01-31' } }) },
  { method: 'GET', who: 'signedIn', action: 'licences', call: () => ({ url: '/v1/licences' }) },
  { method: 'GET', who: 'signedIn', action: 'licence-roles', call: () => ({ url: '/v1/licences/roles' }) },
  { method: 'GET', who: 'licenceAdmin', action: 'licence', call: (l) => ({ url: `/v1/licences/${l.a}` }) },
  { method: 'GET', who: 'licenceAdmin', action: 'licence-entities', call: (l) => ({ url: `/v1/licences/${l.a}/entities` }) },
  {
    method: 'POST',
    who: 'licenceAdmin',
    action: 'licence-entity-add',
    call: (l, n) => ({ url: `/v1/licences/${l.a}/entities`, payload: { type: 'Domain', value: `unit${n}.agency-a.example` } }),
  },
  {
    method: 'PUT',
    who: 'licenceAdmin',
    action: 'licence-entity-roles',
    call: async (l, n) => {
      const entity = await l.entity(l.a, `put${n}.example`)
      return { url: `/v1/licences/${l.a}/entities/${entity.id}`, payload: { roles: ['UsageStats'] }, headers: await l.seenNow(entity.id) }
    },
  },
  {
    method: 'DELETE',
    who: 'licenceAdmin',
    action: 'licence-entity-remove',
    call: async (l, n) => ({ url: `/v1/licences/${l.a}/entities/${(await l.entity(l.a, `gone${n}.example`)).id}` }),
  },
  { method: 'POST', who: 'globalAdmin', action: 'licence-role-add', call: (l) => ({ url: `/v1/licences/${l.a}/available-roles/AppCreator` }) },
  { method: 'DELETE', who: 'globalAdmin', action: 'licence-role-remove', call: (l) => ({ url: `/v1/licences/${l.a}/available-roles/UniformSearch` }) },
  { method: 'GET', who: 'licenceAdmin', action: 'licence-users', call: (l) => ({ url: `/v1/licences/${l.a}/users` }) },
]

/** Whether the caller may make a call of this guard on licence A. */
function allowed(l: Licences, caller: Caller, who: Who): boolean {
  if (caller === l.anonymous) return false
  if (caller === l.root || who === 'signedIn') return true
  return who === 'licenceAdmin' && caller === l.licenceAdmin
}

for (const route of ROUTES) {
  t.test(`${route.action} (${route.method}) is open to ${route.who} only`, async (t) => {
    const l = await licences(t)
    const earlier = (await auditRowsOf(l.h.store))
    let n = 0
    const callers = [l.anonymous, l.plain, l.otherAdmin, l.licenceAdmin, l.root]
    for (const caller of callers.filter((c) => !allowed(l, c, route.who))) {
      const { url, payload, headers } = await route.call(l, n++)
      const before = await snapshotOf(l.h.store)
      const res = await caller.call(route.method, url, payload, headers)
      const expected = caller === l.anonymous ? [401, SESSION_ENDED] : [403, PERMISSION_DENIED]
      t.same([res.statusCode, res.json()], [expected[0], { success: false, error: expected[1] }], `${caller.email} is refused`)
      t.equal(await snapshotOf(l.h.store), before, `${caller.email}'s refused call changed nothing`)
    }
    for (const caller of callers.filter((c) => allowed(l, c, route.who))) {
      const { url, payload, headers } = await route.call(l, n++)
      const res = await caller.call(route.method, url, payload, headers)
      t.same([res.statusCode, res.json().success], [200, true], `${caller.email} may`)
    }
    const rows = await assertAudited(t, l.h)
    t.same(rows.slice(0, earlier.length), earlier, 'no earlier audit row was changed or deleted')
    t.ok(rows.slice(earlier.length).every((row) => row.action === route.action), `every call is logged as ${route.action}`)
  })
}

onEachEngine(t, 'a licence that does not exist is refused to a licence Admin as any other licence not theirs', async (t, engine) => {
  const l = await licences(t, engine)
  const res = await l.licenceAdmin.call('GET', '/v1/licences/999')
  t.same([res.statusCode, res.json()], [403, { success: false, error: PERMISSION_DENIED }])
  const root = await l.root.call('GET', '/v1/licences/999')
  t.same([root.statusCode, root.json()], [404, { success: false, error: 'This licence could not be found.' }], 'the global administrator is told it is not there')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'an Admin of an expired licence no longer manages it', async (t, engine) => {
  const l = await licences(t, engine)
  await sql`UPDATE licences SET expires_at = ${l.h.clock.now - 1} WHERE id = ${l.a}`.execute(l.h.store.db)
  const res = await l.licenceAdmin.call('GET', `/v1/licences/${l.a}/entities`)
  t.equal(res.statusCode, 403)
  await assertAudited(t, l.h)
})
