// The audit screen's store (spec-3 §2, §4 "Audit", §8): a page of entries per search, asked again on a new
// Submit; every failure, the options', the search's and the export's, in the one dismissible error bar; an
// export saved as the file the service named.

import t from 'tap'
import { auditCalls } from '../../../../../shared/api/audit.js'
import type { DownloadedFile } from '../../../../../shared/api/client.js'
import type { AuditEntry } from '../../../../../shared/api/types/audit.js'
import { createAuditState } from '../../../../../entries/admin/audit/auditState.js'
import { fakeService, jsonReply, type ServiceCall } from '../../../shared/fakeService.js'

const entry: AuditEntry = {
  dateOfEntry: '2026-03-02T09:05:07.000Z',
  userEmail: 'lead@force.example',
  requestingApp: 'lowside',
  api: 'sightings',
  action: 'search',
  justification: 'Case 42',
  details: 'make=Canon',
  successful: true,
  error: null,
}
const filters = { from: '2026-03-01 00:00', to: '2026-03-02 23:59' }
const search = { licenceId: 3, filters, page: 1, resultSize: 25 }

function storeWith(answer: (call: ServiceCall) => Response) {
  const service = fakeService(answer)
  const saved: DownloadedFile[] = []
  return { service, saved, store: createAuditState(auditCalls(service.api), (file) => saved.push(file)) }
}

t.test('a search shows its page; the same search again asks nothing until Submit asks afresh', async (t) => {
  const { service, store } = storeWith(() => jsonReply({ success: true, data: [entry], total: 1 }))
  await store.loadResults(search)
  const state = store.results.value
  t.same(state.kind === 'loaded' && [state.entries, state.total], [[entry], 1])
  await store.loadResults(search)
  t.equal(service.calls.length, 1)
  store.submitted()
  await store.loadResults(search)
  t.equal(service.calls.length, 2)
  t.match(service.calls[1]?.url, /\/v1\/licences\/3\/audit\?from=.*&page=1&resultSize=25$/)
  await store.loadResults(null)
  t.equal(store.results.value.kind, 'idle', 'no search before one is submitted')
})

t.test('a failed search shows in the error bar until dismissed; Submit clears it', async (t) => {
  const { store } = storeWith(() => jsonReply({ success: false, error: 'from is required: the audit needs a date range.' }, 400))
  await store.loadResults(search)
  t.equal(store.results.value.kind, 'failed')
  t.equal(store.failure.value, 'from is required: the audit needs a date range.')
  store.dismissFailure()
  t.equal(store.failure.value, null)
  await store.loadResults({ ...search, page: 2 })
  t.not(store.failure.value, null)
  store.submitted()
  t.equal(store.failure.value, null)
})

t.test('options that could not be loaded show in the error bar', async (t) => {
  const { store } = storeWith(() => jsonReply({ success: false, error: 'Permission Denied.' }, 403))
  await store.loadOptions(3)
  t.equal(store.failure.value, 'Permission Denied.')
})

t.test('an export is saved under the service’s name, and its justification is offered next time', async (t) => {
  const { service, saved, store } = storeWith(
    () => new Response('csv', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit.csv"' } }),
  )
  const done = store.exportAs(3, filters, 'csv', 'Case 42')
  t.equal(store.exporting.value, 'csv')
  await store.exportAs(3, filters, 'pdf', 'Case 43')
  await done
  t.equal(service.calls.length, 1, 'a second export waits for the first to finish')
  t.equal(store.exporting.value, null)
  t.same(saved.map((file) => file.fileName), ['audit.csv'])
  t.equal(store.lastJustification.value, 'Case 42')
})

t.test('a failed export shows in the error bar and saves nothing', async (t) => {
  const { saved, store } = storeWith(() => jsonReply({ success: false, error: 'A justification is required to export the audit log.' }, 400))
  await store.exportAs(3, filters, 'pdf', 'Case 42')
  t.equal(store.failure.value, 'A justification is required to export the audit log.')
  t.same(saved, [])
})
