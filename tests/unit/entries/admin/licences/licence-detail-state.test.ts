// One licence's store (spec-3 §4 "Licences", §8): the licence and its entities as one load; a role ticked
// shows at once and goes back if refused, with Try Again repeating it; an addition refused at the seat limit
// brings the service's entities; a withdrawn role leaves every entity.

import t from 'tap'
import { busyKey, createLicenceDetailState } from '../../../../../entries/admin/licences/licenceDetailState.js'
import { createApiClient } from '../../../../../shared/api/client.js'
import { licenceCalls } from '../../../../../shared/api/licences.js'
import type { Licence, LicensedEntity } from '../../../../../shared/api/types/licences.js'
import { fakeService, jsonReply, type ServiceCall } from '../../../shared/fakeService.js'
import { fakeTimers } from '../../../shared/fakeTimers.js'

const licence: Licence = { id: 4, name: 'Northshire', createdAt: '2030-01-01T00:00:00.000Z', expiresAt: null, maxSeats: 2, availableRoles: ['MetadataSearch'] }
const lead: LicensedEntity = { id: 10, value: 'lead@force.example', type: 'Email', roles: [], version: 1 }
const unit: LicensedEntity = { id: 11, value: 'unit.example', type: 'Domain', roles: ['MetadataSearch'], version: 3 }
const SEATS_TAKEN = 'This licence has all its seats taken: remove an email or domain before adding another.'

type Answer = (call: ServiceCall) => Response | Promise<Response>

/** The service's replies to reading the licence and its entities, with `other` answering the changes. */
function serviceWith(entities: () => LicensedEntity[], other: Answer = () => jsonReply({ success: false, error: 'Unexpected.' }, 500)) {
  return fakeService((call) => {
    if (call.method === 'GET' && call.url.endsWith('/licences/4')) return jsonReply({ success: true, licence })
    if (call.method === 'GET' && call.url.endsWith('/licences/4/entities')) return jsonReply({ success: true, entities: entities() })
    return other(call)
  })
}

function loadedView(store: ReturnType<typeof createLicenceDetailState>) {
  const state = store.view.value
  if (state.kind !== 'loaded') throw new Error(`not loaded: ${state.kind}`)
  return state
}

t.test('the licence and its entities load together, once', async (t) => {
  const service = serviceWith(() => [lead])
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  await store.load(4)
  t.same(loadedView(store).licence, licence)
  t.same(loadedView(store).entities, [lead])
  t.equal(service.calls.length, 2)
})

t.test('either call failing fails the load, with the service error for 10 seconds', async (t) => {
  const service = fakeService((call) =>
    call.url.endsWith('/entities') ? jsonReply({ success: false, error: 'Permission Denied.' }, 403) : jsonReply({ success: true, licence }),
  )
  const timers = fakeTimers()
  const store = createLicenceDetailState(licenceCalls(service.api), timers)
  await store.load(4)
  t.equal(store.view.value.kind, 'failed')
  t.equal(store.loadError.text.value, 'Permission Denied.')
  t.same([...timers.pending.values()].map((p) => p.ms), [10_000])
})

t.test('a ticked role shows at once and stays once the service agrees', async (t) => {
  let answer: (r: Response) => void = () => undefined
  const service = serviceWith(
    () => [lead],
    () => new Promise<Response>((resolve) => (answer = resolve)),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  const ticking = store.setEntityRole(4, lead, 'MetadataSearch', true)
  t.same(loadedView(store).entities[0]?.roles, ['MetadataSearch'], 'shown before the reply')
  t.ok(store.busy.value.has(busyKey.entity(lead.id)), 'the row waits for its call')
  await new Promise((resolve) => setImmediate(resolve))
  answer(jsonReply({ success: true, entity: { ...lead, roles: ['MetadataSearch'] } }))
  await ticking
  t.same(loadedView(store).entities[0]?.roles, ['MetadataSearch'])
  t.equal(store.busy.value.size, 0)
  t.same(JSON.parse(service.calls.at(-1)?.body ?? 'null'), { roles: ['MetadataSearch'] })
  t.equal(store.done.value, 'MetadataSearch granted to lead@force.example.')
})

t.test('a refused role goes back, and Try Again sends it again', async (t) => {
  let refuse = true
  const service = serviceWith(
    () => [lead],
    () => (refuse ? jsonReply({ success: false, error: 'Only a global administrator can grant or revoke Audit.' }, 403) : jsonReply({ success: true, entity: { ...lead, roles: ['MetadataSearch'] } })),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  await store.setEntityRole(4, lead, 'MetadataSearch', true)
  t.same(loadedView(store).entities[0]?.roles, [])
  t.equal(store.changeError.text.value, 'Permission Denied.', 'a 403 reads as the spec says')
  refuse = false
  store.retryChange()
  await new Promise((resolve) => setImmediate(resolve))
  await new Promise((resolve) => setImmediate(resolve))
  t.same(loadedView(store).entities[0]?.roles, ['MetadataSearch'])
})

t.test('a role change names the version shown; one the entity has left says so until Reload brings the change', async (t) => {
  const changed: LicensedEntity = { ...unit, roles: ['MetadataSearch', 'UsageStats'], version: 4 }
  let entities = [lead, unit]
  const ifMatch: (string | null)[] = []
  const CONFLICT = 'Someone else has changed the roles of unit.example since this page loaded. Reload to see their change, then try again.'
  const api = createApiClient({
    justification: () => '',
    fetch: async (url, init) => {
      if (init.method === 'GET') return jsonReply(url.endsWith('/entities') ? { success: true, entities } : { success: true, licence })
      ifMatch.push(new Headers(init.headers).get('if-match'))
      return jsonReply({ success: false, error: CONFLICT }, 412)
    },
  })
  const timers = fakeTimers()
  const store = createLicenceDetailState(licenceCalls(api), timers)
  await store.load(4)
  entities = [lead, changed] // another admin granted UsageStats meanwhile
  await store.setEntityRole(4, unit, 'MetadataSearch', false)
  t.same(ifMatch, ['"3"'], 'the version this page loaded')
  t.same(loadedView(store).entities[1]?.roles, ['MetadataSearch'], 'the box goes back')
  t.equal(store.conflict.value, CONFLICT, 'the conflict is told')
  t.equal(store.changeError.text.value, null, 'not as a failure that Try Again would only repeat')
  timers.runAll()
  t.equal(store.conflict.value, CONFLICT, 'and it stays until acted on')
  await store.reload(4)
  t.equal(store.conflict.value, null)
  t.same(loadedView(store).entities[1], changed, 'Reload shows the other change, with its version')
})

t.test('an addition refused at the seat limit brings the entities the service holds', async (t) => {
  let entities = [lead]
  const service = serviceWith(
    () => entities,
    () => jsonReply({ success: false, error: SEATS_TAKEN }, 400),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  entities = [lead, unit] // another admin filled the last seat meanwhile
  t.match(await store.addEntity(4, ' Third.Example '), { success: false, error: SEATS_TAKEN })
  t.equal(store.changeError.text.value, null, 'the refusal goes to the form, not the table')
  t.same(JSON.parse(service.calls.find((c) => c.method === 'POST')?.body ?? 'null'), { type: 'Domain', value: 'third.example' })
  await new Promise((resolve) => setImmediate(resolve))
  t.same(loadedView(store).entities.map((e) => e.value), ['lead@force.example', 'unit.example'])
})

t.test('an added entity joins the table; a removed one leaves it', async (t) => {
  const service = serviceWith(
    () => [lead],
    (call) => (call.method === 'POST' ? jsonReply({ success: true, entity: unit }) : jsonReply({ success: true })),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  t.match(await store.addEntity(4, 'unit.example'), { success: true })
  t.equal(store.done.value, 'unit.example added.')
  t.same(loadedView(store).entities.map((e) => e.id), [10, 11])
  await store.removeEntity(4, lead)
  t.same(loadedView(store).entities.map((e) => e.id), [11])
  t.equal(service.calls.at(-1)?.method, 'DELETE')
  t.equal(store.done.value, 'lead@force.example removed.')
})

t.test('withdrawing a role takes it from the licence and from every entity holding it', async (t) => {
  const service = serviceWith(
    () => [lead, unit],
    () => jsonReply({ success: true, licence: { ...licence, availableRoles: [] } }),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  await store.withdrawRole(4, 'MetadataSearch')
  t.same(loadedView(store).licence.availableRoles, [])
  t.same(loadedView(store).entities.map((e) => e.roles), [[], []])
  t.match(service.calls.at(-1), { method: 'DELETE', url: '/v1/licences/4/available-roles/MetadataSearch' })
  t.equal(store.done.value, 'MetadataSearch withdrawn from this licence and revoked from 1 email or domain.')
})

t.test('an offered role shows at once and goes back if refused', async (t) => {
  const service = serviceWith(
    () => [],
    () => jsonReply({ success: false, error: 'The role must be a licence role: Nope is not one.' }, 400),
  )
  const store = createLicenceDetailState(licenceCalls(service.api), fakeTimers())
  await store.load(4)
  const offering = store.offerRole(4, 'CameraId')
  t.same(loadedView(store).licence.availableRoles, ['MetadataSearch', 'CameraId'])
  await offering
  t.same(loadedView(store).licence.availableRoles, ['MetadataSearch'])
  t.equal(store.changeError.text.value, 'The role must be a licence role: Nope is not one.')
})
