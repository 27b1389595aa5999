// A licence's entities (spec-3 §3 "Licensed entity", §4 "Licences"): an email or a domain, lower-cased, each
// bad value refused naming its field with nothing changed, no entity twice, no more than maxSeats of them even
// when two adds race for the last seat, and the registered users they cover.

import t from 'tap'
import { assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import {
  ENTITY_DOMAIN_INVALID,
  ENTITY_EMAIL_INVALID,
  ENTITY_TYPE_INVALID,
  ENTITY_TYPE_MISMATCH,
  ENTITY_VALUE_REQUIRED,
} from '../../../../../server/api/licences/entity-value.js'
import { ENTITY_EXISTS, ENTITY_NOT_FOUND, SEATS_TAKEN } from '../../../../../server/api/routes/licences.js'
import { createLicence } from '../../../../../server/api/store/licences.js'
import { A_SEATS, entityRowsNow, LICENCE_ADMIN, licences, PLAIN } from './callers.js'

onEachEngine(t, 'a licence Admin adds an email and a domain, stored lower-cased, with no roles', async (t, engine) => {
  const l = await licences(t, engine)
  const add = (type: string, value: string) => l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, { type, value })
  const email = await add('Email', '  Dana.Scully@FBI.example ')
  t.same(email.json(), { success: true, entity: { id: email.json().entity.id, value: 'dana.scully@fbi.example', type: 'Email', roles: [], version: 1 } })
  const domain = await add('Domain', 'Police.Example.ORG')
  t.same(domain.json().entity, { id: domain.json().entity.id, value: 'police.example.org', type: 'Domain', roles: [], version: 1 })
  const list = (await l.licenceAdmin.call('GET', `/v1/licences/${l.a}/entities`)).json()
  t.same(
    list.entities.map((e: { value: string; type: string }) => [e.value, e.type]),
    [[LICENCE_ADMIN, 'Email'], [PLAIN, 'Email'], ['dana.scully@fbi.example', 'Email'], ['police.example.org', 'Domain']],
    'in the order they were added',
  )
  const rows = await assertAudited(t, l.h)
  t.same(
    rows.filter((r) => r.action === 'licence-entity-add').map((r) => r.details),
    [`licence ${l.a}: Dana.Scully@FBI.example`, `licence ${l.a}: Police.Example.ORG`],
  )
})

onEachEngine(t, 'each bad value or type is refused naming its field, and nothing is added', async (t, engine) => {
  const l = await licences(t, engine)
  const before = await snapshotOf(l.h.store)
  const cases: [string, Record<string, unknown>, string | RegExp][] = [
    ['an empty value', { type: 'Domain', value: '  ' }, ENTITY_VALUE_REQUIRED],
    ['no value', { type: 'Domain' }, /required property 'value'/],
    ['a value that is not text', { type: 'Domain', value: 7 }, 'body/value must be string'],
    ['no type', { value: 'x.example' }, /required property 'type'/],
    ['an unknown type', { type: 'Person', value: 'x.example' }, ENTITY_TYPE_INVALID],
    ['a domain called an Email', { type: 'Email', value: 'x.example' }, ENTITY_TYPE_MISMATCH],
    ['an address called a Domain', { type: 'Domain', value: 'a@x.example' }, ENTITY_TYPE_MISMATCH],
    ['an address without a domain', { type: 'Email', value: 'someone@' }, ENTITY_EMAIL_INVALID],
    ['an address without a name', { type: 'Email', value: '@x.example' }, ENTITY_EMAIL_INVALID],
    ['an address with two @', { type: 'Email', value: 'a@b@x.example' }, ENTITY_EMAIL_INVALID],
    ['an address with a space', { type: 'Email', value: 'a b@x.example' }, ENTITY_EMAIL_INVALID],
    ['an address at a one-label domain', { type: 'Email', value: 'a@localhost' }, ENTITY_EMAIL_INVALID],
    ['an address too long', { type: 'Email', value: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example` }, ENTITY_EMAIL_INVALID],
    ['a domain of one label', { type: 'Domain', value: 'police' }, ENTITY_DOMAIN_INVALID],
    ['a domain with an underscore', { type: 'Domain', value: 'bad_name.example' }, ENTITY_DOMAIN_INVALID],
    ['a label starting with a hyphen', { type: 'Domain', value: '-x.example' }, ENTITY_DOMAIN_INVALID],
    ['an empty label', { type: 'Domain', value: 'x..example' }, ENTITY_DOMAIN_INVALID],
    ['a wildcard', { type: 'Domain', value: '*.example' }, ENTITY_DOMAIN_INVALID],
    ['an IP address', { type: 'Domain', value: '10.0.0.1' }, ENTITY_DOMAIN_INVALID],
    ['a label of 64', { type: 'Domain', value: `${'a'.repeat(64)}.example` }, ENTITY_DOMAIN_INVALID],
    ['a domain over 253', { type: 'Domain', value: `${'a'.repeat(60)}.`.repeat(5) + 'example' }, ENTITY_DOMAIN_INVALID],
    ['a field the call does not take', { type: 'Domain', value: 'x.example', roles: ['Admin'] }, 'must NOT have additional properties: roles'],
  ]
  for (const [name, payload, error] of cases) {
    const res = await l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, payload)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.match(res.json(), { success: false, error }, `${name}: ${res.json().error}`)
    t.match(res.json().error, /\b(value|type|roles)\b/, `${name}: the field is named`)
  }
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'an email or domain already on the licence, in any case, is refused; another licence may hold it', async (t, engine) => {
  const l = await licences(t, engine)
  const before = (await entityRowsNow(l.h, l.a))
  const dup = await l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, { type: 'Email', value: PLAIN.toUpperCase() })
  t.same([dup.statusCode, dup.json()], [400, { success: false, error: ENTITY_EXISTS, field: 'value' }])
  t.same((await entityRowsNow(l.h, l.a)), before)
  const elsewhere = await l.root.call('POST', `/v1/licences/${l.b}/entities`, { type: 'Email', value: PLAIN })
  t.equal(elsewhere.statusCode, 200)
  await assertAudited(t, l.h)
})

onEachEngine(t, 'no more entities than seats: the add past maxSeats says the seats are taken', async (t, engine) => {
  const l = await licences(t, engine)
  for (let i = (await entityRowsNow(l.h, l.a)).length; i < A_SEATS; i++) {
    t.equal((await l.licenceAdmin.call('POST', `/v1/licences/${l.a}/entities`, { type: 'Domain', value: `unit${i}.example` })).statusCode, 200)
  }
  const before = await snapshotOf(l.h.store)
  const full = await l.root.call('POST', `/v1/licences/${l.a}/entities`, { type: 'Domain', value: 'one-more.example' })
  t.same([full.statusCode, full.json()], [400, { success: false, error: SEATS_TAKEN }], 'the global administrator too')
  t.match(SEATS_TAKEN, /all its seats taken/)
  t.equal(await snapshotOf(l.h.store), before)
  await assertAudited(t, l.h)
})

onEachEngine(t, 'two adds at the last seat at once: exactly one gets it', async (t, engine) => {
  const l = await licences(t, engine)
  const last = (await createLicence(l.h.store, { name: 'One seat left', maxSeats: 2, expiresAt: l.h.clock.now + 1e10 }, l.h.clock.now)).id
  await l.entity(last, 'first.example')
  const [one, two] = await Promise.all([
    l.root.call('POST', `/v1/licences/${last}/entities`, { type: 'Domain', value: 'racer-one.example' }),
    l.root.call('POST', `/v1/licences/${last}/entities`, { type: 'Domain', value: 'racer-two.example' }),
  ])
  t.same([one!.statusCode, two!.statusCode].sort(), [200, 400])
  t.same([one!, two!].find((res) => res.statusCode === 400)?.json(), { success: false, error: SEATS_TAKEN })
  t.equal((await entityRowsNow(l.h, last)).length, 2, 'the licence holds its maxSeats, not one more')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'removing an entity frees its seat; an entity of another licence is not found through this one', async (t, engine) => {
  const l = await licences(t, engine)
  const target = await l.entity(l.a, 'leaving.example', ['UsageStats'])
  const foreign = await l.entity(l.b, 'foreign.example')
  const wrong = await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${foreign.id}`)
  t.same([wrong.statusCode, wrong.json()], [404, { success: false, error: ENTITY_NOT_FOUND }])
  t.same((await entityRowsNow(l.h, l.b)).map((e) => e.value), ['otto@agency-b.example', 'foreign.example'], 'B keeps its entity')
  const res = await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${target.id}`)
  t.same(res.json(), { success: true })
  t.notOk((await entityRowsNow(l.h, l.a)).some((e) => e.value === 'leaving.example'))
  const again = await l.licenceAdmin.call('DELETE', `/v1/licences/${l.a}/entities/${target.id}`)
  t.equal(again.statusCode, 404)
  const rows = await assertAudited(t, l.h)
  t.match(rows.filter((r) => r.action === 'licence-entity-remove').map((r) => r.details), [
    `licence ${l.a} entity ${foreign.id}`,
    `licence ${l.a} entity ${target.id} leaving.example`,
    `licence ${l.a} entity ${target.id}`,
  ])
})

onEachEngine(t, 'the users of a licence: registered addresses that are its Email entities or at its Domain entities', async (t, engine) => {
  const l = await licences(t, engine)
  await l.h.addUser({ email: 'Zed@Met.Police.example' })
  await l.h.addUser({ email: 'amy@met.police.example' })
  await l.h.addUser({ email: 'bob@elsewhere.example' })
  await l.entity(l.a, 'met.police.example')
  await l.entity(l.a, 'not-registered@agency-a.example')
  const res = await l.licenceAdmin.call('GET', `/v1/licences/${l.a}/users`)
  t.same(res.json(), {
    success: true,
    users: ['amy@met.police.example', PLAIN, LICENCE_ADMIN, 'zed@met.police.example'],
    truncated: false,
  })
  const b = await l.root.call('GET', `/v1/licences/${l.b}/users`)
  t.same(b.json().users, ['otto@agency-b.example'])
  await assertAudited(t, l.h)
})
