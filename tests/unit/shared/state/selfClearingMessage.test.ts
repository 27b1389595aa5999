// The self-clearing message: shown, then gone after its time; dismissed sooner on request; a newer message
// starts the time again, so the older timer cannot clear it early.

import t from 'tap'
import { createSelfClearingMessage } from '../../../../shared/state/selfClearingMessage.js'
import { fakeTimers } from '../fakeTimers.js'

t.test('a message shows for its time and then clears itself', async (t) => {
  const timers = fakeTimers()
  const message = createSelfClearingMessage(5_000, timers)
  t.equal(message.text.value, null)
  message.show('Reference already exists')
  t.equal(message.text.value, 'Reference already exists')
  t.same([...timers.pending.values()].map((p) => p.ms), [5_000])
  timers.runAll()
  t.equal(message.text.value, null)
})

t.test('a newer message replaces the older and restarts the time', async (t) => {
  const timers = fakeTimers()
  const message = createSelfClearingMessage(10_000, timers)
  message.show('first')
  const [firstTimer] = [...timers.pending.keys()]
  message.show('second')
  t.equal(message.text.value, 'second')
  t.notOk(timers.pending.has(firstTimer!), "the first message's timer was cleared")
  t.equal(timers.pending.size, 1)
})

t.test('dismissing clears the message at once and its timer with it', async (t) => {
  const timers = fakeTimers()
  const message = createSelfClearingMessage(5_000, timers)
  message.show('gone soon')
  message.dismiss()
  t.equal(message.text.value, null)
  t.equal(timers.pending.size, 0)
  message.dismiss()
  t.equal(message.text.value, null, 'dismissing nothing is harmless')
})
