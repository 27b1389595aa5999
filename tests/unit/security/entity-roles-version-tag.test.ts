// Two administrators changing one licensed entity's roles (spec-3 §4 "Licences"): the roles call replaces
// the whole set, so it names the version its caller saw (If-Match, from the entities list or the ETag of
// the last change); a change over a version that is no longer current is refused with 412 and the roles
// stay as the first administrator left them, and a call naming no version is refused with 428.

import t from 'tap'
import { assertAudited } from '../server/api/harness.js'
import { entityChanged, IF_MATCH_REQUIRED, IF_MATCH_UNUSABLE } from '../../../server/api/licences/entity-tag.js'
import { entityRows, licences } from '../server/api/licences/callers.js'

t.test("the second of two admins working from the same page is told of the first's change, which stands", async (t) => {
  const l = await licences(t)
  const target = await l.entity(l.a, 'met.police.example', ['MetadataSearch'])
  const url = `/v1/licences/${l.a}/entities/${target.id}`
  const listed = async () =>
    (await l.licenceAdmin.call('GET', `/v1/licences/${l.a}/entities`)).json().entities.find((e: { id: number }) => e.id === target.id)
  const page = await listed()
  t.same(page, { id: target.id, value: 'met.police.example', type: 'Domain', roles: ['MetadataSearch'], version: 1 }, 'the list gives each version')
  const tag = { 'if-match': `"${page.version}"` }

  const first = await l.licenceAdmin.call('PUT', url, { roles: ['MetadataSearch', 'UsageStats'] }, tag)
  t.equal(first.statusCode, 200)
  t.equal(first.headers.etag, '"2"', 'the reply tags the new version')
  t.equal(first.json().entity.version, 2)

  const second = await l.root.call('PUT', url, { roles: [] }, tag)
  t.same([second.statusCode, second.json()], [412, { success: false, error: entityChanged('met.police.example') }])
  t.match(entityChanged('met.police.example'), /Someone else has changed the roles of met\.police\.example since this page loaded\. Reload/)
  t.same(entityRows(l.h, l.a).find((e) => e.value === 'met.police.example')?.roles, ['MetadataSearch', 'UsageStats'], "the first admin's roles stand")

  const reloaded = await listed()
  const again = await l.root.call('PUT', url, { roles: [] }, { 'if-match': `"${reloaded.version}"` })
  t.same([again.statusCode, again.json().entity.roles, again.headers.etag], [200, [], '"3"'], 'after a reload the change goes through')
  const rows = await assertAudited(t, l.h)
  t.match(rows.filter((r) => r.action === 'licence-entity-roles'), [{ success: 1 }, { success: 0, error: entityChanged('met.police.example') }, { success: 1 }])
})

t.test('a change naming no version is refused with 428, and one naming none usable with 400; nothing changes', async (t) => {
  const l = await licences(t)
  const target = await l.entity(l.a, 'fbi.example', ['MetadataSearch'])
  const url = `/v1/licences/${l.a}/entities/${target.id}`
  const before = entityRows(l.h, l.a)
  const none = await l.licenceAdmin.call('PUT', url, { roles: [] })
  t.same([none.statusCode, none.json()], [428, { success: false, error: IF_MATCH_REQUIRED }])
  t.match(IF_MATCH_REQUIRED, /If-Match/)
  for (const header of ['*', 'W/"1"', '1', '"one"', '"1", *']) {
    const res = await l.licenceAdmin.call('PUT', url, { roles: [] }, { 'if-match': header })
    t.same([res.statusCode, res.json()], [400, { success: false, error: IF_MATCH_UNUSABLE }], `If-Match: ${header}`)
  }
  const listedTags = await l.licenceAdmin.call('PUT', url, { roles: ['UsageStats'] }, { 'if-match': '"7", "1"' })
  t.equal(listedTags.statusCode, 200, 'a list of tags matches when one of them is the current version')
  t.same(entityRows(l.h, l.a).filter((e) => e.value !== 'fbi.example'), before.filter((e) => e.value !== 'fbi.example'))
  await assertAudited(t, l.h)
})

t.test('withdrawing a role from the licence is a change of every holder: a page from before it is stale', async (t) => {
  const l = await licences(t)
  const holder = await l.entity(l.a, 'unit.example', ['UsageStats', 'MetadataSearch'])
  const seen = l.seen(holder.id)
  t.equal((await l.root.call('DELETE', `/v1/licences/${l.a}/available-roles/UsageStats`)).statusCode, 200)
  const stale = await l.licenceAdmin.call('PUT', `/v1/licences/${l.a}/entities/${holder.id}`, { roles: ['UsageStats', 'MetadataSearch', 'Admin'] }, seen)
  t.same([stale.statusCode, stale.json().error], [412, entityChanged('unit.example')])
  await assertAudited(t, l.h)
})
