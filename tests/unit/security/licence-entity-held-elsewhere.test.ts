// An email or domain another licence already covers (spec-3 §6): a licence's own Admin cannot add it to
// theirs, whichever way it overlaps, and the refusal tells nothing of the other licence; the global
// administrator may, and may then remove it from the other licence, which moves it.

import t from 'tap'
import { assertAudited } from '../server/api/harness.js'
import { ENTITY_HELD_ELSEWHERE } from '../../../server/api/routes/licences.js'
import { entityRows, LICENCE_ADMIN, licences, OTHER_ADMIN, PLAIN } from '../server/api/licences/callers.js'

const refusal = { success: false, error: ENTITY_HELD_ELSEWHERE, field: 'value' }

t.test("a licence Admin cannot add what another licence covers, in any of the ways it can overlap", async (t) => {
  const l = await licences(t)
  await l.entity(l.a, 'met.police.example', ['MetadataSearch'])
  const cases: [string, string, string][] = [
    ['the same address', 'Email', PLAIN],
    ['the same address in capitals', 'Email', PLAIN.toUpperCase()],
    ["an address at the other licence's domain", 'Email', 'new.officer@met.police.example'],
    ['the same domain', 'Domain', 'Met.Police.example'],
    ['a domain at which the other licence holds an address', 'Domain', 'agency-a.example'],
  ]
  const before = [entityRows(l.h, l.a), entityRows(l.h, l.b)]
  for (const [name, type, value] of cases) {
    const res = await l.otherAdmin.call('POST', `/v1/licences/${l.b}/entities`, { type, value })
    t.same([res.statusCode, res.json()], [409, refusal], `${name}: refused`)
    t.notMatch(res.body, /Agency A|agency-a\.example"|licence \d/, `${name}: nothing of the other licence is named`)
  }
  t.same([entityRows(l.h, l.a), entityRows(l.h, l.b)], before, 'nothing was added to either licence')
  t.notMatch(ENTITY_HELD_ELSEWHERE, /Agency|@/, 'the message names no licence and no address')

  const own = await l.otherAdmin.call('POST', `/v1/licences/${l.b}/entities`, { type: 'Domain', value: 'police.example' })
  t.equal(own.statusCode, 200, 'a parent domain is another domain: the licence may hold it')
  const rows = await assertAudited(t, l.h)
  t.same(
    rows.filter((r) => r.action === 'licence-entity-add').map((r) => r.success),
    [0, 0, 0, 0, 0, 1],
    'each refusal is in the audit log as one',
  )
})

t.test('the global administrator adds it to another licence and removes it from the first: it has moved', async (t) => {
  const l = await licences(t)
  const added = await l.root.call('POST', `/v1/licences/${l.b}/entities`, { type: 'Email', value: PLAIN })
  t.equal(added.statusCode, 200, 'the global administrator may add it')
  const held = entityRows(l.h, l.a).length
  const plainOnA = (await l.root.call('GET', `/v1/licences/${l.a}/entities`)).json().entities.find((e: { value: string }) => e.value === PLAIN)
  const removed = await l.root.call('DELETE', `/v1/licences/${l.a}/entities/${plainOnA.id}`)
  t.equal(removed.statusCode, 200)
  t.equal(entityRows(l.h, l.a).length, held - 1, 'gone from the first licence')
  t.same(entityRows(l.h, l.b).map((e) => e.value), [OTHER_ADMIN, PLAIN], 'held by the second')

  const back = await l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, { type: 'Email', value: PLAIN })
  t.same([back.statusCode, back.json()], [409, refusal], "and the first licence's Admin cannot take it back")
  t.ok(entityRows(l.h, l.a).some((e) => e.value === LICENCE_ADMIN))
  await assertAudited(t, l.h)
})
