// The user trials' store (spec-3 §4 "User trials", §8): the list kept once loaded, its failure shown for 10
// seconds; a created trial put at the top of the list without asking for it again; a refusal placed at its
// field; each trial's users kept by trial.

import t from 'tap'
import { createTrialsState } from '../../../../entries/admin/trials/trialsState.js'
import { trialCalls } from '../../../../shared/api/trials.js'
import type { Trial } from '../../../../shared/api/types/trials.js'
import { fakeService, jsonReply, type ServiceCall } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'

const trial = (id: number, code: string): Trial => ({
  id,
  code,
  codeValidFrom: '2031-03-01T00:00:00.000Z',
  codeValidUntil: '2031-03-31T23:59:59.999Z',
  trialMonths: 1,
  trialType: 'VICTIM_ID',
})

const draft = { code: 'NEW', validFrom: '2031-03-01', validUntil: '2031-03-31', months: '1', type: 'VICTIM_ID' as const }

function storeWith(answer: (call: ServiceCall) => Response) {
  const service = fakeService(answer)
  const timers = fakeTimers()
  return { service, timers, store: createTrialsState(trialCalls(service.api), timers) }
}

t.test('the list loads once; a created trial goes on top without asking for the list again', async (t) => {
  const { service, store } = storeWith(({ method }) =>
    method === 'POST' ? jsonReply({ success: true, trial: trial(3, 'NEW') }) : jsonReply({ success: true, trials: [trial(2, 'OLD')] }),
  )
  await store.loadTrials()
  await store.loadTrials()
  t.equal(service.calls.length, 1)
  t.same(await store.create(draft), { success: true, trial: trial(3, 'NEW') })
  const state = store.trials.value
  t.same(state.kind === 'loaded' && state.trials.map((x) => x.code), ['NEW', 'OLD'])
  t.same(service.calls.map((c) => c.method), ['GET', 'POST'])
  t.equal(store.created.value, 'Trial NEW created.')
})

t.test('a refused creation names its field and changes no list', async (t) => {
  const { store } = storeWith(({ method }) =>
    method === 'POST'
      ? jsonReply({ success: false, error: 'This code is already used by another trial. Choose another code.', field: 'code' }, 400)
      : jsonReply({ success: true, trials: [] }),
  )
  await store.loadTrials()
  t.match(await store.create(draft), { success: false, field: 'code', error: 'This code is already used by another trial. Choose another code.' })
  t.same(store.creating.refusal.value, { error: 'This code is already used by another trial. Choose another code.', field: 'code', status: 400 })
  t.notOk(store.creating.isBusy(), 'no longer busy')
  t.match(store.trials.value, { kind: 'loaded', trials: [] })
  t.equal(store.created.value, null)
})

t.test("a failed list shows its error for 10 seconds; a trial's users are kept by trial", async (t) => {
  const { service, timers, store } = storeWith(({ url }) =>
    url.endsWith('/users') ? jsonReply({ success: true, users: [] }) : jsonReply({ success: false, error: 'Error. 500 Internal Server Error' }, 500),
  )
  await store.loadTrials()
  t.match(store.trials.value, { kind: 'failed' })
  t.equal(store.listError.text.value, 'Error. 500 Internal Server Error')
  t.same([...timers.pending.values()].map((p) => p.ms), [10_000])
  await store.loadUsers(4)
  await store.loadUsers(4)
  t.match(store.users.value, { kind: 'loaded', key: '4', users: [] })
  t.equal(service.calls.filter((c) => c.url.endsWith('/users')).length, 1)
})
