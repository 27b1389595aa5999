// The action helper (issue 29): a write call marked busy by key until its reply, the refusal with the field
// it names, Try Again of the refused call, and the result message that clears itself after 5 seconds.

import t from 'tap'
import { createAction, RESULT_MESSAGE_MS, type Refusal } from '../../../../shared/state/action.js'
import type { Reply } from '../../../../shared/api/types/reply.js'
import { fakeTimers } from '../fakeTimers.js'

/** A call the test answers when it wants. */
function pendingCall<T extends object>() {
  let answer: (reply: Reply<T>) => void = () => undefined
  const promise = new Promise<Reply<T>>((resolve) => {
    answer = resolve
  })
  return { call: () => promise, answer }
}

t.test('a call is busy under its key until its reply, and the reply is the answer', async (t) => {
  const action = createAction({ timers: fakeTimers() })
  const first = pendingCall<{ id: number }>()
  const running = action.run(first.call, { key: 'entity:3' })
  t.ok(action.isBusy('entity:3'))
  t.ok(action.isBusy(), 'something is busy')
  t.notOk(action.isBusy('entity:4'), 'another key is not')
  first.answer({ success: true, id: 3 })
  t.same(await running, { success: true, id: 3 })
  t.notOk(action.isBusy())
})

t.test('two calls under one key keep it busy until both are answered', async (t) => {
  const action = createAction({ timers: fakeTimers() })
  const a = pendingCall()
  const b = pendingCall()
  const first = action.run(a.call, { key: 'add' })
  const second = action.run(b.call, { key: 'add' })
  a.answer({ success: true })
  await first
  t.ok(action.isBusy('add'), 'the second still waits')
  b.answer({ success: true })
  await second
  t.notOk(action.isBusy('add'))
})

t.test('a refusal is kept with the field it names and told; the next call clears it', async (t) => {
  const told: Refusal[] = []
  const action = createAction({ timers: fakeTimers(), onRefusal: (r) => told.push(r) })
  const reply = await action.run(async () => ({ success: false as const, error: 'The expiresAt must be a real date.', field: 'expiresAt', status: 400 }))
  t.equal(reply.success, false)
  const refusal = { error: 'The expiresAt must be a real date.', field: 'expiresAt', status: 400 }
  t.same(action.refusal.value, refusal)
  t.same(told, [refusal])
  t.equal(action.result.value, null, 'a refusal says nothing was done')
  await action.run(async () => ({ success: true }))
  t.equal(action.refusal.value, null)
})

t.test('Try Again makes the refused call again, once', async (t) => {
  const action = createAction({ timers: fakeTimers() })
  let calls = 0
  const call = async (): Promise<Reply<object>> => (++calls === 1 ? { success: false, error: 'The database is busy.' } : { success: true })
  await action.run(call, { done: () => 'Saved.' })
  t.equal(calls, 1)
  await action.retry()
  t.equal(calls, 2)
  t.equal(action.refusal.value, null)
  t.equal(action.result.value, 'Saved.', 'with the options it was made with')
  await action.retry()
  t.equal(calls, 2, 'nothing refused is left to try again')
})

t.test('a call that worked says what it did for 5 seconds', async (t) => {
  const timers = fakeTimers()
  const action = createAction({ timers })
  await action.run(async () => ({ success: true as const, name: 'SPRING' }), { done: (reply) => `Trial ${reply.name} created.` })
  t.equal(action.result.value, 'Trial SPRING created.')
  t.same([...timers.pending.values()].map((p) => p.ms), [RESULT_MESSAGE_MS])
  timers.runAll()
  t.equal(action.result.value, null)
})

t.test('a call that throws leaves nothing marked busy', async (t) => {
  const action = createAction({ timers: fakeTimers() })
  await t.rejects(action.run(async () => Promise.reject(new Error('boom')), { key: 'x' }))
  t.notOk(action.isBusy('x'))
})
