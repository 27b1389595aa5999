// showableOrAfter: a page's first draw waits for its query's first showable state, never past the wait.

import t from 'tap'
import { signal } from '@preact/signals-react'
import type { QueryState } from '../../../../shared/state/remoteQuery.js'
import { showableOrAfter } from '../../../../shared/state/showableOrAfter.js'
import { fakeTimers } from '../fakeTimers.js'

type State = QueryState<{ rows: number[] }>

/** Whether the promise has settled by the time the microtasks already queued have run. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((next) => setTimeout(next, 0))
  return settled
}

t.test('waits through loading, and settles on the first part read, a value or a failure', async (t) => {
  const showables: [string, State][] = [
    ['a part read', { kind: 'loading', key: 'q', partial: { rows: [1] } }],
    ['the value', { kind: 'loaded', key: 'q', rows: [1, 2] }],
    ['a failure', { kind: 'failed', key: 'q', error: 'Error.' }],
  ]
  for (const [name, showable] of showables) {
    const timers = fakeTimers()
    const state = signal<State>({ kind: 'loading', key: 'q' })
    const ready = showableOrAfter(state, 150, timers)
    t.notOk(await settledYet(ready), `${name}: not while only loading`)
    t.same([...timers.pending.values()].map((p) => p.ms), [150], `${name}: one wait of 150 ms`)
    state.value = showable
    t.ok(await settledYet(ready), `${name}: settled`)
    t.equal(timers.pending.size, 0, `${name}: the wait is cleared`)
  }
})

t.test('settles at once when the state is showable already', async (t) => {
  const timers = fakeTimers()
  const state = signal<State>({ kind: 'loaded', key: 'q', rows: [] })
  t.ok(await settledYet(showableOrAfter(state, 150, timers)))
  t.equal(timers.pending.size, 0, 'no wait left behind')
})

t.test('settles when the wait is over, and no later state matters', async (t) => {
  const timers = fakeTimers()
  const state = signal<State>({ kind: 'idle' })
  const ready = showableOrAfter(state, 150, timers)
  t.notOk(await settledYet(ready))
  timers.runAll()
  t.ok(await settledYet(ready), 'settled by the wait')
  state.value = { kind: 'loaded', key: 'q', rows: [1] }
  t.ok(await settledYet(ready), 'still settled, once')
})
