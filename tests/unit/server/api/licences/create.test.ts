// Creating and listing licences (spec-3 §2 "Licences", §3 "Licence", §5 "Create licence"): a licence with
// its times as ISO 8601 UTC and the roles it offers from the start, each bad field refused naming it with
// nothing changed, and a list that shows a caller the licences that cover them, by address or domain, saying
// which roles they hold there and how it covers them.

import t from 'tap'
import { NOW, assertAudited, onEachEngine, snapshotOf } from '../harness.js'
import {
  EXPIRES_AT_INVALID,
  LICENCE_NAME_REQUIRED,
  LICENCE_NAME_TOO_LONG,
  MAX_SEATS_INVALID,
  offeredRoleUnknown,
} from '../../../../../server/api/licences/licence-form.js'
import type { ListedLicence } from '../../../../../shared/api/types/licences.js'
import { createLicence } from '../../../../../server/api/store/licences.js'
import { licences, OTHER_ADMIN, YEAR } from './callers.js'

const GOOD = { name: 'Agency C', maxSeats: 25, expiresAt: '2027-03-31' }

onEachEngine(t, 'a new licence has its name trimmed, no roles on offer, and runs to the end of its expiry day', async (t, engine) => {
  const l = await licences(t, engine)
  const res = await l.root.call('POST', '/v1/licences', { ...GOOD, name: '  Agency C  ' })
  t.same(res.json(), {
    success: true,
    licence: {
      id: res.json().licence.id,
      name: 'Agency C',
      createdAt: new Date(NOW).toISOString(),
      expiresAt: '2027-03-31T23:59:59.999Z',
      maxSeats: 25,
      availableRoles: [],
    },
  })
  const timed = await l.root.call('POST', '/v1/licences', { ...GOOD, expiresAt: '2027-03-31T12:00:00+02:00' })
  t.equal(timed.json().licence.expiresAt, '2027-03-31T10:00:00.000Z', 'an ISO date-time is kept, in UTC')
  const read = await l.root.call('GET', `/v1/licences/${res.json().licence.id}`)
  t.same(read.json(), res.json(), 'read back as created')
  const rows = await assertAudited(t, l.h)
  t.match(rows.find((r) => r.action === 'licence-create'), { details: `licence ${res.json().licence.id}: Agency C; roles none` })
})

onEachEngine(t, 'a new licence offers the roles chosen where it is created, each once and in the roles\' order, and the log names them', async (t, engine) => {
  const l = await licences(t, engine)
  const res = await l.root.call('POST', '/v1/licences', { ...GOOD, availableRoles: ['UsageStats', 'MetadataSearch', 'Admin', 'MetadataSearch'] })
  t.equal(res.statusCode, 200)
  const { licence } = res.json()
  t.same(licence.availableRoles, ['Admin', 'MetadataSearch', 'UsageStats'])
  const read = await l.root.call('GET', `/v1/licences/${licence.id}`)
  t.same(read.json().licence.availableRoles, ['Admin', 'MetadataSearch', 'UsageStats'], 'stored, and read back')
  // Offered, so at once grantable to an entity of the licence.
  const entity = await l.entity(licence.id, 'unit.agency-c.example')
  const granted = await l.root.call('PUT', `/v1/licences/${licence.id}/entities/${entity.id}`, { roles: ['MetadataSearch'] }, await l.seenNow(entity.id))
  t.same(granted.json().entity.roles, ['MetadataSearch'])
  const rows = await assertAudited(t, l.h)
  t.match(rows.find((r) => r.action === 'licence-create'), { details: `licence ${licence.id}: Agency C; roles Admin,MetadataSearch,UsageStats`, success: 1 })
})

onEachEngine(t, 'a role that is not a licence role is refused naming availableRoles, and nothing is created', async (t, engine) => {
  const l = await licences(t, engine)
  const before = await snapshotOf(l.h.store)
  const res = await l.root.call('POST', '/v1/licences', { ...GOOD, availableRoles: ['MetadataSearch', 'Superuser'] })
  t.same([res.statusCode, res.json()], [400, { success: false, error: offeredRoleUnknown('Superuser'), field: 'availableRoles' }])
  const notText = await l.root.call('POST', '/v1/licences', { ...GOOD, availableRoles: 'Admin' })
  t.same([notText.statusCode, notText.json().field], [400, 'availableRoles'], 'a list, not a word')
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  // Only the global administrator creates, so only they choose the roles on offer.
  const byAdminOfA = await l.licenceAdmin.call('POST', '/v1/licences', { ...GOOD, availableRoles: ['Admin'] })
  t.equal(byAdminOfA.statusCode, 403)
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  await assertAudited(t, l.h)
})

onEachEngine(t, 'each bad field is refused naming it, and nothing is created', async (t, engine) => {
  const l = await licences(t, engine)
  const before = await snapshotOf(l.h.store)
  const cases: [string, Record<string, unknown>, string | RegExp, string][] = [
    ['no name', { maxSeats: 5, expiresAt: '2027-01-01' }, /required property 'name'/, 'name'],
    ['a blank name', { ...GOOD, name: '   ' }, LICENCE_NAME_REQUIRED, 'name'],
    ['a name too long', { ...GOOD, name: 'x'.repeat(201) }, LICENCE_NAME_TOO_LONG, 'name'],
    ['a name that is not text', { ...GOOD, name: 42 }, 'body/name must be string', 'name'],
    ['no seats', { ...GOOD, maxSeats: 0 }, MAX_SEATS_INVALID, 'maxSeats'],
    ['negative seats', { ...GOOD, maxSeats: -3 }, MAX_SEATS_INVALID, 'maxSeats'],
    ['too many seats', { ...GOOD, maxSeats: 100_001 }, MAX_SEATS_INVALID, 'maxSeats'],
    ['part of a seat', { ...GOOD, maxSeats: 2.5 }, 'body/maxSeats must be integer', 'maxSeats'],
    ['seats as text', { ...GOOD, maxSeats: '10' }, 'body/maxSeats must be integer', 'maxSeats'],
    ['no expiry', { name: 'x', maxSeats: 5 }, /required property 'expiresAt'/, 'expiresAt'],
    ['a day that is not real', { ...GOOD, expiresAt: '2027-02-30' }, EXPIRES_AT_INVALID, 'expiresAt'],
    ['a month that is not real', { ...GOOD, expiresAt: '2027-13-01' }, EXPIRES_AT_INVALID, 'expiresAt'],
    ['words', { ...GOOD, expiresAt: 'next year' }, EXPIRES_AT_INVALID, 'expiresAt'],
    ['an empty date', { ...GOOD, expiresAt: '' }, EXPIRES_AT_INVALID, 'expiresAt'],
    ['a date-time without its zone', { ...GOOD, expiresAt: '2027-03-31T12:00:00' }, EXPIRES_AT_INVALID, 'expiresAt'],
    ['a field the call does not take', { ...GOOD, owner: 'someone@agency.example' }, 'must NOT have additional properties: owner', 'owner'],
  ]
  for (const [name, payload, error, field] of cases) {
    const res = await l.root.call('POST', '/v1/licences', payload)
    t.equal(res.statusCode, 400, `${name}: 400`)
    t.equal(res.json().success, false)
    t.match(res.json().error, error, `${name}: ${res.json().error}`)
    t.equal(res.json().field, field, `${name}: names ${field}`)
  }
  t.equal(await snapshotOf(l.h.store), before, 'nothing changed')
  await assertAudited(t, l.h)
})

t.test('every message names its field', async (t) => {
  for (const [message, field] of [
    [LICENCE_NAME_REQUIRED, 'name'],
    [LICENCE_NAME_TOO_LONG, 'name'],
    [MAX_SEATS_INVALID, 'maxSeats'],
    [EXPIRES_AT_INVALID, 'expiresAt'],
  ]) {
    t.match(message, new RegExp(`\\b${field}\\b`))
  }
})

onEachEngine(t, 'the list shows the global administrator every licence, and anyone else each licence that covers them now', async (t, engine) => {
  const l = await licences(t, engine)
  const expired = (await createLicence(l.h.store, { name: 'Old agency', maxSeats: 1, expiresAt: NOW - 1 }, NOW - YEAR)).id
  await l.entity(expired, l.licenceAdmin.email, ['Admin'])
  await l.entity(l.b, 'agency-a.example', ['UsageStats', 'MetadataSearch'])
  const listOf = async (caller: typeof l.root) =>
    ((await caller.call('GET', '/v1/licences')).json().licences as ListedLicence[]).map((x) => [x.name, x.heldRoles, x.coveredThrough])
  t.same(await listOf(l.root), [['Agency A', [], []], ['Agency B', [], []], ['Old agency', [], []]], 'all, expired too')
  t.same(
    await listOf(l.licenceAdmin),
    [['Agency A', ['Admin'], ['Email']], ['Agency B', ['UsageStats', 'MetadataSearch'], ['Domain']]],
    'Admin of A by address, B through the domain, not the expired one',
  )
  t.same(
    await listOf(l.plain),
    [['Agency A', ['MetadataSearch'], ['Email']], ['Agency B', ['UsageStats', 'MetadataSearch'], ['Domain']]],
    'MetadataSearch alone shows A: it covers them',
  )
  t.same(await listOf(l.otherAdmin), [['Agency B', ['Admin'], ['Email']]], `${OTHER_ADMIN} sees only B`)
  const [first] = (await l.root.call('GET', '/v1/licences')).json().licences as ListedLicence[]
  t.same(first, {
    id: l.a,
    name: 'Agency A',
    createdAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + YEAR).toISOString(),
    maxSeats: 10,
    availableRoles: ['Admin', 'Audit', 'CTD', 'DomainAudit', 'MetadataSearch', 'ServiceAccount', 'UniformSearch', 'UsageStats'],
    heldRoles: [],
    coveredThrough: [],
  })
  await assertAudited(t, l.h)
})

onEachEngine(t, 'a user licensed only through their domain sees that licence, and none of its detail, usage or audit', async (t, engine) => {
  const l = await licences(t, engine)
  const officer = 'pat@station.agency-b.example'
  await l.h.addUser({ email: officer })
  await l.entity(l.b, 'station.agency-b.example', ['MetadataSearch'])
  await l.entity(l.b, 'pat@station.agency-b.example', ['UniformSearch'])
  const browser = l.h.browser()
  await browser.signIn(officer)
  const get = (url: string) => browser.call({ method: 'GET', url }, officer)
  const listed = (await get('/v1/licences')).json().licences as ListedLicence[]
  t.same(
    listed.map((x) => [x.name, x.heldRoles, x.coveredThrough]),
    [['Agency B', ['MetadataSearch', 'UniformSearch'], ['Domain', 'Email']]],
    'by domain and by address, their roles merged',
  )
  // Seeing the licence opens nothing more: its own calls stay behind their roles (spec-3 §6).
  for (const url of [`/v1/licences/${l.b}`, `/v1/licences/${l.b}/entities`, `/v1/licences/${l.b}/users`, `/v1/licences/${l.b}/usage`]) {
    t.equal((await get(url)).statusCode, 403, `${url} is refused`)
  }
  await assertAudited(t, l.h)
})

onEachEngine(t, 'a bad licence id in the address is refused naming it', async (t, engine) => {
  const l = await licences(t, engine)
  for (const url of ['/v1/licences/abc', '/v1/licences/1.5/entities', '/v1/licences/-1/users']) {
    const res = await l.root.call('GET', url)
    t.equal(res.statusCode, 400, url)
    t.match(res.json(), { success: false, error: /params\/id/ })
  }
  await assertAudited(t, l.h)
})
