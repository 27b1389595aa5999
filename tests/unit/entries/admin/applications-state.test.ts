// The applications' store (spec-3 §4, §8): the list and its failure shown for 10 seconds with Try Again;
// a creation kept in the list without its secret; a bulk call answered per id, the done ones changed in
// the list, the refused ones kept with their reasons and offered again by Try Again.

import t from 'tap'
import { applicationCalls } from '../../../../shared/api/applications.js'
import { createApplicationsState } from '../../../../entries/admin/applications/applicationsState.js'
import type { Application } from '../../../../shared/api/types/applications.js'
import { TABLE_ERROR_MS } from '../../../../shared/ui/table/TableErrorNotice.js'
import { fakeService, jsonReply, type ServiceCall } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'

const app = (id: number, state: Application['state']): Application => ({
  id,
  version: id + 1,
  name: `Tool ${id}`,
  description: 'A tool.',
  callbackURL: 'https://tool.example/cb',
  postLogoutRedirectUri: null,
  clientId: `client-${id}`,
  creator: { email: 'maker@agency.example', organization: 'Agency' },
  createdDate: '2031-01-01T00:00:00.000Z',
  approvedBy: null,
  state,
})

/** The store over a fake service, with fake timers and the admin as approver. */
function storeWith(answer: (call: ServiceCall) => Response) {
  const service = fakeService(answer)
  const timers = fakeTimers()
  const store = createApplicationsState(applicationCalls(service.api), timers, () => 'admin@agency.example')
  return { service, timers, store }
}

t.test('the list loads; a failure shows for 10 seconds and Try Again asks again', async (t) => {
  let fail = true
  const { service, timers, store } = storeWith(() =>
    fail ? jsonReply({ success: false, error: 'Cannot connect to the server.' }, 503) : jsonReply({ success: true, applications: [app(1, 'pending')] }),
  )
  await store.load()
  t.equal(store.list.value.kind, 'failed')
  t.equal(store.error.text.value, 'Cannot connect to the server.')
  t.same([...timers.pending.values()].map((p) => p.ms), [TABLE_ERROR_MS])
  fail = false
  store.tryAgain()
  await new Promise((resolve) => setImmediate(resolve))
  t.equal(store.list.value.kind, 'loaded')
  t.same(store.applications.value.map((a) => a.id), [1])
  t.equal(service.calls.length, 2)
})

t.test('a created application joins the list without its secret; the secret goes to the caller once', async (t) => {
  const created = { ...app(5, 'pending'), clientSecret: 'the-secret' }
  const { store } = storeWith(({ method }) => (method === 'POST' ? jsonReply({ success: true, application: created }) : jsonReply({ success: true, applications: [] })))
  await store.load()
  const outcome = await store.create({ name: 'Tool 5', description: 'A tool.', callbackURL: 'https://tool.example/cb', postLogoutRedirectUri: '' })
  t.match(outcome, { success: true, application: { clientSecret: 'the-secret' } })
  t.same(store.applications.value, [app(5, 'pending')])
  t.notOk(JSON.stringify(store.applications.value).includes('the-secret'))
  t.equal(store.result.value, 'Application Tool 5 created.')
})

t.test("a refused creation says which field the service named", async (t) => {
  const { store } = storeWith(() => jsonReply({ success: false, error: 'The callbackURL must not contain a fragment (#).', field: 'callbackURL' }, 400))
  t.match(await store.create({ name: 'T', description: 'D', callbackURL: 'https://tool.example/cb', postLogoutRedirectUri: '' }), {
    success: false,
    field: 'callbackURL',
    error: 'The callbackURL must not contain a fragment (#).',
  })
  t.same(store.applications.value, [])
})

t.test('a bulk call changes the done ones, keeps the refused with their reasons, and Try Again repeats it for them', async (t) => {
  const sent: unknown[] = []
  const { timers, store } = storeWith(({ method, url, body }) => {
    if (method === 'GET') return jsonReply({ success: true, applications: [app(1, 'pending'), app(2, 'active')] })
    sent.push([url, JSON.parse(body ?? 'null')])
    return jsonReply({ success: true, results: { 1: { success: true }, 2: { success: false, error: 'This application is already approved.' } } })
  })
  await store.load()
  const outcome = await store.run('approve', [1, 2])
  t.same(outcome, { done: [1], failed: [{ id: 2, error: 'This application is already approved.' }] })
  t.same(store.applications.value.map((a) => [a.id, a.state, a.approvedBy?.email ?? null]), [
    [1, 'active', 'admin@agency.example'],
    [2, 'active', null],
  ])
  t.same([...store.refused.value], [[2, 'This application is already approved.']])
  t.equal(store.result.value, 'Approved 1 application.')
  t.equal(store.error.text.value, '1 application could not be approved: Tool 2 (id 2): This application is already approved.')
  store.tryAgain()
  await new Promise((resolve) => setImmediate(resolve))
  t.same(sent, [
    ['/v1/applications/approve', { ids: [1, 2], versions: { 1: 2, 2: 3 } }],
    ['/v1/applications/approve', { ids: [2], versions: { 2: 3 } }],
  ])
  timers.runAll()
  t.equal(store.error.text.value, null, 'the notice clears itself')
})

t.test('a delete removes the done ones from the list', async (t) => {
  const { store } = storeWith(({ method }) =>
    method === 'GET'
      ? jsonReply({ success: true, applications: [app(1, 'inactive'), app(2, 'active')] })
      : jsonReply({ success: true, results: { 1: { success: true }, 2: { success: true } } }),
  )
  await store.load()
  await store.run('delete', [1, 2])
  t.same(store.applications.value, [])
  t.equal(store.result.value, 'Deleted 2 applications.')
  t.equal(store.error.text.value, null)
})

t.test('nothing selected sends nothing', async (t) => {
  const { service, store } = storeWith(() => jsonReply({ success: true, applications: [] }))
  t.same(await store.run('activate', []), { done: [], failed: [] })
  t.equal(service.calls.length, 0)
})

