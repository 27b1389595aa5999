// Licences (store/licences.ts) on both engines: created with their available roles, read alone, all or by ids;
// entities added lower-cased within the seats (two adds racing for the last seat: exactly one gets it), never twice
// in any case and, unless allowed, not when another licence holds them; roles changed, offered and withdrawn in
// one transaction each, a refusal changing nothing; the roles a user gets from every unexpired licence naming their
// address or domain; and the registered users a licence covers.

import t from 'tap'
import { sql } from 'kysely'
import {
  addEntityWithinSeats,
  addLicensedEntity,
  allLicences,
  changeEntityRoles,
  createLicence,
  entitiesOf,
  entityTypeOf,
  findEntity,
  findLicence,
  heldByAnotherLicence,
  licenceCoverFor,
  licenceRolesFor,
  licencesWithIds,
  licenceUserEmails,
  offerRole,
  removeEntity,
  withdrawRole,
  type LicensedEntityRecord,
} from '../../../../../../server/api/store/licences.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { atOnce } from './at-once.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const DAY = 24 * 60 * 60 * 1000

const count = async (store: Store, table: string) =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n

onEachEngine(t, 'a new licence keeps its name, expiry, seats and available roles, sorted', async (t, store) => {
  const licence = await createLicence(store, { name: 'Police', expiresAt: NOW + DAY, maxSeats: 3, availableRoles: ['MetadataSearch', 'CTD', 'CameraId', 'CTD'] }, NOW)
  const expected = { id: licence.id, name: 'Police', createdAt: NOW, expiresAt: NOW + DAY, maxSeats: 3, availableRoles: ['CTD', 'CameraId', 'MetadataSearch'] }
  t.same(licence, expected, 'roles in code-point order, a repeated one once')
  t.same(await findLicence(store, licence.id), expected)
  t.equal(await findLicence(store, licence.id + 1), undefined)
  const open = await createLicence(store, { name: 'Open', maxSeats: 0 }, NOW)
  t.same(open, { id: open.id, name: 'Open', createdAt: NOW, expiresAt: null, maxSeats: 0, availableRoles: [] })
  t.same((await allLicences(store)).map((l) => l.name), ['Police', 'Open'], 'every licence in id order')
  t.same((await licencesWithIds(store, [open.id, 999, licence.id])).map((l) => l.id), [licence.id, open.id], 'by ids, in id order, unknown ids left out')
  t.same(await licencesWithIds(store, []), [])
})

onEachEngine(t, 'a licence is created all or nothing', async (t, store) => {
  await t.rejects(createLicence(store, { name: 'Broken', maxSeats: -1, availableRoles: ['CTD'] }, NOW))
  t.equal(await count(store, 'licences'), 0)
  t.equal(await count(store, 'licence_available_roles'), 0)
})

onEachEngine(t, 'a value with @ is an Email entity, otherwise a Domain, stored lower-cased (spec-3 §4)', async (t, store) => {
  t.equal(entityTypeOf('ana@example.org'), 'Email')
  t.equal(entityTypeOf('example.org'), 'Domain')
  const { id } = await createLicence(store, { name: 'L', maxSeats: 5 }, NOW)
  const ana = await addLicensedEntity(store, id, ' Ana@Example.org ', ['MetadataSearch'])
  t.match(ana, { licenceId: id, type: 'Email', value: 'ana@example.org', roles: ['MetadataSearch'], version: 1 })
  t.match(await addLicensedEntity(store, id, 'Example.org', ['CTD']), { type: 'Domain', value: 'example.org' })
  t.same(await findEntity(store, id, ana.id), ana)
  t.equal(await findEntity(store, id + 1, ana.id), undefined, 'not on another licence')
  t.same((await entitiesOf(store, id)).map((e) => e.value), ['ana@example.org', 'example.org'], 'in the order added')
})

onEachEngine(t, 'licence roles come from an email entity in any case, and a domain entity for every address at it', async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 5 }, NOW)
  const b = await createLicence(store, { name: 'B', maxSeats: 5 }, NOW)
  await addLicensedEntity(store, a.id, 'ana@example.org', ['MetadataSearch', 'Audit'])
  await addLicensedEntity(store, b.id, 'example.org', ['CTD'])
  await addLicensedEntity(store, a.id, 'example.org', ['UniformSearch', 'MetadataSearch'])
  t.same(await licenceRolesFor(store, 'ANA@Example.ORG', NOW), { [a.id]: ['MetadataSearch', 'Audit', 'UniformSearch'], [b.id]: ['CTD'] })
  t.same(await licenceCoverFor(store, 'ana@example.org', NOW), {
    [a.id]: { roles: ['MetadataSearch', 'Audit', 'UniformSearch'], through: ['Email', 'Domain'] },
    [b.id]: { roles: ['CTD'], through: ['Domain'] },
  })
  t.same(await licenceRolesFor(store, 'bob@Example.org', NOW), { [a.id]: ['UniformSearch', 'MetadataSearch'], [b.id]: ['CTD'] })
  t.same(await licenceRolesFor(store, 'bob@sub.example.org', NOW), {}, 'a subdomain is another domain')
  t.same(await licenceRolesFor(store, 'bob@notexample.org', NOW), {})
  t.same(await licenceRolesFor(store, 'example.org', NOW), {}, 'a bare domain is not an email')
})

onEachEngine(t, 'an expired licence gives no roles', async (t, store) => {
  const expired = await createLicence(store, { name: 'Old', expiresAt: NOW, maxSeats: 5 }, NOW - DAY)
  const current = await createLicence(store, { name: 'New', expiresAt: NOW + 1, maxSeats: 5 }, NOW - DAY)
  await addLicensedEntity(store, expired.id, 'example.org', ['Audit'])
  await addLicensedEntity(store, current.id, 'example.org', ['CTD'])
  t.same(await licenceRolesFor(store, 'ana@example.org', NOW), { [current.id]: ['CTD'] })
  t.same(await licenceRolesFor(store, 'ana@example.org', NOW - 1), { [expired.id]: ['Audit'], [current.id]: ['CTD'] })
})

onEachEngine(t, 'an entity is added within the seats, once in any case, and not from another licence unless allowed', async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3 }, NOW)
  const b = await createLicence(store, { name: 'B', maxSeats: 5 }, NOW)
  await addLicensedEntity(store, b.id, 'held.example', [])
  await addLicensedEntity(store, b.id, 'sam@other.example', [])
  t.match(await addEntityWithinSeats(store, a.id, 'Ana@Example.org', false), { type: 'Email', value: 'ana@example.org', roles: [] })
  t.equal(await addEntityWithinSeats(store, a.id, 'ANA@EXAMPLE.ORG', false), 'duplicate')
  t.equal(await addEntityWithinSeats(store, a.id, 'joe@held.example', false), 'held-elsewhere', 'an address at a domain held elsewhere')
  t.equal(await addEntityWithinSeats(store, a.id, 'Other.Example', false), 'held-elsewhere', 'the domain of an address held elsewhere')
  t.equal(await addEntityWithinSeats(store, a.id, 'held.example', false), 'held-elsewhere')
  t.equal(await heldByAnotherLicence(store, b.id, 'held.example'), false, "a licence's own values are not another's")
  t.match(await addEntityWithinSeats(store, a.id, 'held.example', true), { value: 'held.example' }, 'the global administrator may take it')
  t.match(await addEntityWithinSeats(store, a.id, 'bob@example.org', false), { value: 'bob@example.org' })
  t.equal(await addEntityWithinSeats(store, a.id, 'cal@example.org', false), 'seats-taken')
  t.equal(await addEntityWithinSeats(store, 999, 'cal@example.org', false), 'no-licence')
  t.equal((await entitiesOf(store, a.id)).length, 3)
})

onEachEngine(t, 'adds racing for the last seats: exactly as many as there are seats get one', async (t, store) => {
  for (let round = 0; round < 3; round++) {
    const a = await createLicence(store, { name: 'A', maxSeats: 3 }, NOW)
    await addLicensedEntity(store, a.id, `first${round}.example`, [])
    const raced = await atOnce(store, 8, (i) => addEntityWithinSeats(store, a.id, `racer${round}-${i}.example`, false))
    t.equal(raced.filter((r) => typeof r !== 'string').length, 2, `round ${round}: two added`)
    t.equal(raced.filter((r) => r === 'seats-taken').length, 6, 'the others refused')
    t.equal((await entitiesOf(store, a.id)).length, 3)
  }
})

onEachEngine(t, "an entity's roles change with a new version, as decided against the licence; a refusal changes nothing", async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3, availableRoles: ['CTD', 'Audit'] }, NOW)
  const entity = await addLicensedEntity(store, a.id, 'ana@example.org', ['CTD'])
  let seen: [LicensedEntityRecord, string[]] | undefined
  const changed = await changeEntityRoles(store, a.id, entity.id, (e, licence) => {
    seen = [e, licence.availableRoles]
    return ['Audit']
  })
  t.same(seen, [entity, ['Audit', 'CTD']], 'decided on the entity and licence as stored')
  t.same(changed, { ...entity, roles: ['Audit'], version: 2 })
  t.same(await findEntity(store, a.id, entity.id), changed)
  await t.rejects(
    changeEntityRoles(store, a.id, entity.id, () => {
      throw new Error('not allowed')
    }),
    /not allowed/,
  )
  t.same(await findEntity(store, a.id, entity.id), changed, 'unchanged')
  t.equal(await changeEntityRoles(store, a.id + 1, entity.id, () => []), undefined, 'not on that licence')
})

onEachEngine(t, 'role changes naming the same version at once: one is made, the others see it', async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3 }, NOW)
  const entity = await addLicensedEntity(store, a.id, 'ana@example.org', [])
  const outcomes = await atOnce(store, 8, (i) =>
    changeEntityRoles(store, a.id, entity.id, (e) => {
      if (e.version !== 1) throw new Error('changed since seen')
      return [`Role${i}`]
    }).then(
      (done) => done?.version,
      (err: Error) => err.message,
    ),
  )
  t.same(outcomes.filter((o) => o === 2).length, 1)
  t.same(outcomes.filter((o) => o === 'changed since seen').length, 7)
  t.equal((await findEntity(store, a.id, entity.id))!.version, 2)
})

onEachEngine(t, 'an entity is removed unless refused; the entity as it was comes back', async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3 }, NOW)
  const entity = await addLicensedEntity(store, a.id, 'ana@example.org', ['CTD'])
  await t.rejects(
    removeEntity(store, a.id, entity.id, () => {
      throw new Error('keep it')
    }),
  )
  t.same(await findEntity(store, a.id, entity.id), entity)
  t.same(await removeEntity(store, a.id, entity.id, () => {}), entity)
  t.equal(await findEntity(store, a.id, entity.id), undefined)
  t.equal(await removeEntity(store, a.id, entity.id, () => {}), undefined)
})

onEachEngine(t, 'a role offered once; withdrawn from the licence and every holder at once, unless refused', async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3, availableRoles: ['CTD'] }, NOW)
  t.same((await offerRole(store, a.id, 'Audit'))!.availableRoles, ['Audit', 'CTD'])
  t.same((await offerRole(store, a.id, 'Audit'))!.availableRoles, ['Audit', 'CTD'], 'offered twice, held once')
  t.equal(await offerRole(store, 999, 'Audit'), undefined)
  const holder = await addLicensedEntity(store, a.id, 'ana@example.org', ['Audit', 'CTD'])
  const other = await addLicensedEntity(store, a.id, 'bob@example.org', ['CTD'])
  await t.rejects(
    withdrawRole(store, a.id, 'Audit', (holders) => {
      t.same(holders.map((h) => h.id), [holder.id], 'the refusal is asked with the holders')
      throw new Error('held')
    }),
  )
  t.same((await findLicence(store, a.id))!.availableRoles, ['Audit', 'CTD'], 'a refusal withdraws nothing')
  t.same((await withdrawRole(store, a.id, 'Audit', () => {}))!.availableRoles, ['CTD'])
  t.match(await findEntity(store, a.id, holder.id), { roles: ['CTD'], version: 2 })
  t.match(await findEntity(store, a.id, other.id), { roles: ['CTD'], version: 1 }, 'a non-holder keeps its version')
  t.equal(await withdrawRole(store, 999, 'Audit', () => {}), undefined)
})

onEachEngine(t, "a licence's users: its addresses and the accounts at its domains, lower-cased, sorted and bounded", async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 9 }, NOW)
  for (const email of ['Zed@North.example', 'amy@north.example', 'b.c@NORTH.example', 'dan@south.example', 'solo@mail.example', 'eve@sub.north.example']) await aUser(store, email)
  await addLicensedEntity(store, a.id, 'north.example', [])
  await addLicensedEntity(store, a.id, 'SOLO@mail.example', [])
  await addLicensedEntity(store, a.id, 'unregistered@mail.example', [])
  t.same(await licenceUserEmails(store, a.id, 10), { emails: ['amy@north.example', 'b.c@north.example', 'solo@mail.example', 'zed@north.example'], truncated: false })
  t.same(await licenceUserEmails(store, a.id, 2), { emails: ['amy@north.example', 'b.c@north.example'], truncated: true })
  t.same(await licenceUserEmails(store, a.id, 4), { emails: ['amy@north.example', 'b.c@north.example', 'solo@mail.example', 'zed@north.example'], truncated: false })
})

onEachEngine(t, "a deleted licence takes its entities and roles with it", async (t, store) => {
  const a = await createLicence(store, { name: 'A', maxSeats: 3, availableRoles: ['CTD'] }, NOW)
  await addLicensedEntity(store, a.id, 'ana@example.org', ['CTD'])
  await sql`DELETE FROM licences WHERE id = ${a.id}`.execute(store.db)
  t.equal(await count(store, 'licensed_entities'), 0)
  t.equal(await count(store, 'licence_available_roles'), 0)
  t.same(await licenceRolesFor(store, 'ana@example.org', NOW), {})
})
