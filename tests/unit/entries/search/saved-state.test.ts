// The saved searches' store (spec-1 §4.6): its states, the search saved at once into the list, the new
// count zeroed on view, only confirmed ids removed, and save and delete errors that clear after 5 seconds.

import t from 'tap'
import { createSavedSearchesState } from '../../../../entries/search/saved/savedState.js'
import { NOT_DELETED, SAVED_ERROR_MS, SOME_NOT_DELETED } from '../../../../entries/search/saved/savedRules.js'
import type { SavedSearch } from '../../../../shared/api/types/sightings.js'
import { fakeService, jsonReply } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'

const reply = jsonReply

const search = (id: number, reference: string, counts: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  reference,
  queryString: `make=${reference}`,
  totalResultCount: 4,
  newResultCount: 2,
  dateOfLastSighting: '2026-03-02T09:00:00.000Z',
  dateLastAccessed: null,
  creationDate: '2026-03-01T09:00:00.000Z',
  ...counts,
})

t.test('the list goes from requesting to received', async (t) => {
  const { api } = fakeService(() => reply([search(1, 'Canon'), search(2, 'Apple')]))
  const state = createSavedSearchesState(api, fakeTimers())
  t.equal(state.list.value, 'idle')
  const loading = state.load()
  t.equal(state.list.value, 'requesting')
  await loading
  t.equal(state.list.value, 'received')
  t.same(state.searches.value.map((s) => s.reference), ['Canon', 'Apple'])
})

t.test('saving goes through saving to saved, and the search joins the list', async (t) => {
  let sent: unknown = null
  const { api } = fakeService(({ method, body }) => {
    if (method === 'POST') {
      sent = JSON.parse(body ?? 'null')
      return reply({ success: true, search: search(7, 'Case 42', { newResultCount: 0 }) })
    }
    return reply([])
  })
  const state = createSavedSearchesState(api, fakeTimers())
  await state.load()
  const saving = state.save('  Case 42 ', 'make=Canon')
  t.same(state.saving.value, { kind: 'saving' })
  t.equal(await saving, true)
  t.same(sent, { reference: 'Case 42', queryString: 'make=Canon' })
  t.same(state.saving.value, { kind: 'saved', reference: 'Case 42' })
  t.same(state.searches.value.map((s) => s.id), [7])
  state.closeSave()
  t.same(state.saving.value, { kind: 'idle' })
})

t.test('a save finished after its dialog closed joins the list but leaves the dialog state idle', async (t) => {
  const { api } = fakeService(({ method }) => (method === 'POST' ? reply({ success: true, search: search(8, 'Late') }) : reply([])))
  const state = createSavedSearchesState(api, fakeTimers())
  await state.load()
  const saving = state.save('Late', 'make=Late')
  state.closeSave()
  t.equal(await saving, true)
  t.same(state.saving.value, { kind: 'idle' })
  t.same(state.searches.value.map((s) => s.id), [8])
})

t.test('a failed save is "error saving" with the service\'s message, gone after 5 seconds', async (t) => {
  const timers = fakeTimers()
  const { api } = fakeService(() => reply({ success: false, error: 'Reference already exists' }, 400))
  const state = createSavedSearchesState(api, timers)
  t.equal(await state.save('Case 42', 'make=Canon'), false)
  t.same(state.saving.value, { kind: 'error saving' })
  t.equal(state.error.value, 'Reference already exists')
  t.same([...timers.pending.values()].map((p) => p.ms), [SAVED_ERROR_MS])
  timers.runAll()
  t.equal(state.error.value, null)
})

t.test('viewing a search zeroes its new count at once and tells the service', async (t) => {
  const { api, calls } = fakeService(({ method }) =>
    method === 'POST' ? reply({ success: true, search: search(1, 'Canon', { newResultCount: 0, dateLastAccessed: '2026-03-03T00:00:00.000Z' }) }) : reply([search(1, 'Canon')]),
  )
  const state = createSavedSearchesState(api, fakeTimers())
  await state.load()
  const viewing = state.markViewed(1)
  t.equal(state.searches.value[0]!.newResultCount, 0, 'zeroed before the reply')
  await viewing
  t.equal(state.searches.value[0]!.dateLastAccessed, '2026-03-03T00:00:00.000Z', 'the service\'s row replaces it')
  t.ok(calls.some((c) => c.method === 'POST' && c.url === '/v1/searches/1'))
})

t.test('deleting removes only the ids the service confirmed and says some could not be deleted', async (t) => {
  const timers = fakeTimers()
  const { api, calls } = fakeService(({ method }) => (method === 'DELETE' ? reply({ success: true, ids: [1, 3] }) : reply([search(1, 'a'), search(2, 'b'), search(3, 'c')])))
  const state = createSavedSearchesState(api, timers)
  await state.load()
  const deleting = state.remove([1, 2, 3])
  t.equal(state.deleting.value, 'deleting')
  t.same(await deleting, [1, 3])
  t.equal(state.deleting.value, 'deleted')
  t.ok(calls.some((c) => c.method === 'DELETE' && c.url === '/v1/searches/bulk?ids=1%2C2%2C3'))
  t.same(state.searches.value.map((s) => s.id), [2])
  t.equal(state.error.value, SOME_NOT_DELETED)
  timers.runAll()
  t.equal(state.error.value, null)
})

t.test('a failed delete keeps every search and says the query could not be deleted', async (t) => {
  const { api } = fakeService(({ method }) => (method === 'DELETE' ? reply({ success: false, error: 'down' }, 500) : reply([search(1, 'a')])))
  const state = createSavedSearchesState(api, fakeTimers())
  await state.load()
  t.same(await state.remove([1]), [])
  t.same(state.searches.value.map((s) => s.id), [1])
  t.equal(state.error.value, NOT_DELETED)
})

t.test('a save before the list is here changes nothing shown: the list, once asked for, comes from the service', async (t) => {
  const { api } = fakeService(({ method }) => (method === 'POST' ? reply({ success: true, search: search(9, 'Early') }) : reply([search(9, 'Early'), search(1, 'Canon')])))
  const state = createSavedSearchesState(api, fakeTimers())
  t.equal(await state.save('Early', 'make=Early'), true)
  t.equal(state.list.value, 'idle')
  t.same(state.searches.value, [])
  state.ensureLoaded()
  t.equal(state.list.value, 'requesting')
  await new Promise((resolve) => setTimeout(resolve, 0))
  t.same(state.searches.value.map((s) => s.id), [9, 1], 'the saved search listed once')
})

t.test('a failed list says why and is asked again by Try Again', async (t) => {
  let fail = true
  const { api } = fakeService(() => (fail ? reply({ success: false, error: 'The service is resting.' }, 503) : reply([search(1, 'Canon')])))
  const state = createSavedSearchesState(api, fakeTimers())
  await state.load()
  t.equal(state.list.value, 'failed')
  t.match(state.listError.value, /resting/)
  fail = false
  await state.load()
  t.equal(state.list.value, 'received')
  t.equal(state.listError.value, null)
  t.same(state.searches.value.map((s) => s.id), [1])
})
