// Who may change which of a licensed entity's roles, the type a typed value gets and the seats it takes
// (spec-3 §4 "Licences", §6).

import t from 'tap'
import type { LicensedEntity } from '../../../../../shared/api/types/licences.js'
import {
  canChangeEntity,
  ENTITY_ALREADY_THERE,
  ENTITY_VALUE_REQUIRED,
  entityRoleChoices,
  entityTypeOf,
  entityValueProblem,
  hasFreeSeat,
  holdersOf,
  roleCheckbox,
  rolesWith,
  seatsTaken,
  seatsText,
  withdrawalWarning,
} from '../../../../../entries/admin/licences/entityRules.js'

const entity = (id: number, value: string, roles: string[] = []): LicensedEntity => ({ id, value, type: value.includes('@') ? 'Email' : 'Domain', roles, version: 1 })
const globalAdmin = { isGlobalAdmin: true }
const licenceAdmin = { isGlobalAdmin: false }

t.test('a value with an @ is an Email, any other a Domain', async (t) => {
  t.equal(entityTypeOf('lead@force.example'), 'Email')
  t.equal(entityTypeOf('force.example'), 'Domain')
})

t.test('each entity takes a seat, and adding stops when they reach maxSeats', async (t) => {
  const two = [entity(1, 'a@x.example'), entity(2, 'y.example')]
  t.equal(seatsTaken(two), 2)
  t.equal(hasFreeSeat(two, 3), true)
  t.equal(hasFreeSeat(two, 2), false)
  t.equal(hasFreeSeat(two, 1), false, 'a licence over its seats adds nothing either')
  t.equal(seatsText(1, 2), '1 of 2 seats used')
  t.equal(seatsText(0, 1), '0 of 1 seat used')
  t.equal(seatsText(1500, 100000), '1,500 of 100,000 seats used')
})

t.test('CTD is always disabled, for the global admin too', async (t) => {
  for (const viewer of [globalAdmin, licenceAdmin]) {
    t.same(roleCheckbox('CTD', entity(1, 'a@x.example', ['CTD']), viewer), { role: 'CTD', checked: true, disabled: true })
  }
})

t.test('Audit, DomainAudit and ServiceAccount are enabled for the global admin only', async (t) => {
  for (const role of ['Audit', 'DomainAudit', 'ServiceAccount']) {
    t.equal(roleCheckbox(role, entity(1, 'a@x.example'), globalAdmin).disabled, false, `${role} for the global admin`)
    t.equal(roleCheckbox(role, entity(1, 'a@x.example'), licenceAdmin).disabled, true, `${role} for a licence admin`)
  }
  t.same(roleCheckbox('MetadataSearch', entity(1, 'a@x.example'), licenceAdmin), { role: 'MetadataSearch', checked: false, disabled: false })
})

t.test('an entity holding ServiceAccount is changed and removed by the global admin alone', async (t) => {
  const service = entity(1, 'svc.example', ['ServiceAccount', 'MetadataSearch'])
  t.equal(canChangeEntity(service, licenceAdmin), false)
  t.equal(canChangeEntity(service, globalAdmin), true)
  t.equal(roleCheckbox('MetadataSearch', service, licenceAdmin).disabled, true)
  t.equal(roleCheckbox('MetadataSearch', service, globalAdmin).disabled, false)
  t.equal(canChangeEntity(entity(2, 'a@x.example', ['MetadataSearch']), licenceAdmin), true)
})

t.test("an entity's row offers the licence's roles and any it still holds, in the role list's order", async (t) => {
  const licence = { availableRoles: ['UsageStats', 'MetadataSearch'] }
  t.same(entityRoleChoices(licence, entity(1, 'a@x.example', ['CameraId'])), ['MetadataSearch', 'CameraId', 'UsageStats'])
  t.same(entityRoleChoices({ availableRoles: [] }, entity(1, 'a@x.example')), [])
})

t.test('a tick adds the role to the whole set the call sends; clearing takes it out', async (t) => {
  t.same(rolesWith(['UsageStats'], 'MetadataSearch', true), ['MetadataSearch', 'UsageStats'])
  t.same(rolesWith(['MetadataSearch', 'UsageStats'], 'MetadataSearch', false), ['UsageStats'])
  t.same(rolesWith(['MetadataSearch'], 'MetadataSearch', true), ['MetadataSearch'], 'no repeats')
})

t.test('withdrawing a role takes it from the entities that hold it', async (t) => {
  const all = [entity(1, 'a@x.example', ['MetadataSearch']), entity(2, 'y.example', []), entity(3, 'z.example', ['MetadataSearch', 'Admin'])]
  t.same(holdersOf(all, 'MetadataSearch').map((e) => e.id), [1, 3])
  t.equal(withdrawalWarning('Northshire', 'MetadataSearch', 2), 'Northshire will no longer offer MetadataSearch. It is revoked from every email and domain holding it: 2 hold it now.')
  t.equal(withdrawalWarning('Northshire', 'CameraId', 0), 'Northshire will no longer offer CameraId. No email or domain holds it now.')
})

t.test('a value is required, and one already on the licence is named before the call', async (t) => {
  const on = [entity(1, 'lead@force.example')]
  t.equal(entityValueProblem('   ', on), ENTITY_VALUE_REQUIRED)
  t.equal(entityValueProblem(' Lead@Force.example ', on), ENTITY_ALREADY_THERE, 'compared as the service stores it')
  t.equal(entityValueProblem('force.example', on), undefined)
})
