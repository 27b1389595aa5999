// The licence list's store (spec-3 §2, §4, §8): loaded once, its failure shown for 10 seconds with Try
// Again; a created licence, with the roles it offers, joins the list without asking for it again; a refusal is
// placed at its field.

import t from 'tap'
import { createLicencesState } from '../../../../../entries/admin/licences/licencesState.js'
import { licenceCalls } from '../../../../../shared/api/licences.js'
import type { ListedLicence } from '../../../../../shared/api/types/licences.js'
import { fakeService, jsonReply, type ServiceCall } from '../../../shared/fakeService.js'
import { fakeTimers } from '../../../shared/fakeTimers.js'

const listed = (id: number, name: string): ListedLicence => ({
  id,
  name,
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2031-12-31T23:59:59.999Z',
  maxSeats: 2,
  availableRoles: [],
  heldRoles: ['Admin'],
  coveredThrough: ['Email'],
})
const { heldRoles: _held, coveredThrough: _through, ...stored } = { ...listed(9, 'New'), availableRoles: ['MetadataSearch'] }
const draft = { name: 'New', maxSeats: '2', expiresAt: '2031-12-31', availableRoles: ['MetadataSearch' as const] }

function storeWith(answer: (call: ServiceCall) => Response) {
  const service = fakeService(answer)
  const timers = fakeTimers()
  return { service, timers, store: createLicencesState(licenceCalls(service.api), timers) }
}

t.test('the list loads once; a created licence joins it, held by nobody, without asking again', async (t) => {
  const { service, store } = storeWith(({ method }) =>
    method === 'POST' ? jsonReply({ success: true, licence: stored }) : jsonReply({ success: true, licences: [listed(1, 'Old')] }),
  )
  await store.loadLicences()
  await store.loadLicences()
  t.same(await store.create(draft), { success: true, licence: stored })
  const state = store.licences.value
  t.same(
    state.kind === 'loaded' && state.licences.map((l) => [l.name, l.heldRoles, l.coveredThrough, l.availableRoles]),
    [['Old', ['Admin'], ['Email'], []], ['New', [], [], ['MetadataSearch']]],
  )
  t.same(service.calls.map((c) => [c.method, c.body]), [
    ['GET', null],
    ['POST', JSON.stringify({ name: 'New', maxSeats: 2, expiresAt: '2031-12-31', availableRoles: ['MetadataSearch'] })],
  ])
  t.equal(store.created.value, 'Licence New created.')
})

t.test('a refused creation names its field and changes no list', async (t) => {
  const { store } = storeWith(({ method }) =>
    method === 'POST' ? jsonReply({ success: false, error: 'The maxSeats must be a whole number from 1 to 100,000.', field: 'maxSeats' }, 400) : jsonReply({ success: true, licences: [] }),
  )
  await store.loadLicences()
  t.match(await store.create(draft), { success: false, field: 'maxSeats', error: 'The maxSeats must be a whole number from 1 to 100,000.' })
  const state = store.licences.value
  t.same(state.kind === 'loaded' && state.licences, [])
  t.equal(store.created.value, null)
})

t.test('a failed list shows the service error for 10 seconds; Try Again asks afresh', async (t) => {
  let fail = true
  const { service, timers, store } = storeWith(() => (fail ? jsonReply({ success: false, error: 'Resting.' }, 500) : jsonReply({ success: true, licences: [] })))
  await store.loadLicences()
  t.equal(store.licences.value.kind, 'failed')
  t.equal(store.listError.text.value, 'Resting.')
  t.same([...timers.pending.values()].map((p) => p.ms), [10_000])
  timers.runAll()
  t.equal(store.listError.text.value, null)
  fail = false
  await store.loadLicences(true)
  t.equal(store.licences.value.kind, 'loaded')
  t.equal(service.calls.length, 2)
})
