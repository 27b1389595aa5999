// Work put off until the page's draw is on screen: after the next frame, or at the latest after half a second
// when no frame comes (a tab opened in the background), and once either way.

import t from 'tap'
import { afterNextPaint } from '../../../../shared/state/afterNextPaint.js'
import { fakeTimers } from '../fakeTimers.js'

/** A frame clock the test drives: `frame()` runs the callbacks of the next frame. */
function frames() {
  let waiting: (() => void)[] = []
  return {
    nextFrame: (run: () => void) => void waiting.push(run),
    frame: () => {
      const now = waiting
      waiting = []
      for (const run of now) run()
    },
  }
}

/** Runs the timers that are due now (those of 0 ms), as the task queue would. */
function runDue(timers: ReturnType<typeof fakeTimers>) {
  for (const [id, { fn, ms }] of [...timers.pending]) {
    if (ms !== 0) continue
    timers.pending.delete(id)
    fn()
  }
}

t.test('runs after the next frame, in a task of its own after it, and once', async (t) => {
  const timers = fakeTimers()
  const clock = frames()
  let runs = 0
  afterNextPaint(() => runs++, timers, clock.nextFrame)
  runDue(timers)
  t.equal(runs, 0, 'not before a frame')
  clock.frame()
  t.equal(runs, 0, 'not inside the frame: it is painted first')
  runDue(timers)
  t.equal(runs, 1)
  t.equal(timers.pending.size, 0, 'the longest wait is called off')
  clock.frame()
  runDue(timers)
  t.equal(runs, 1, 'once')
})

t.test('runs after half a second when no frame comes, and not again when one does', async (t) => {
  const timers = fakeTimers()
  const clock = frames()
  let runs = 0
  afterNextPaint(() => runs++, timers, clock.nextFrame)
  t.same([...timers.pending.values()].map((p) => p.ms), [500])
  timers.runAll()
  t.equal(runs, 1, 'a hidden tab still gets it')
  clock.frame()
  runDue(timers)
  t.equal(runs, 1, 'once')
})

t.test('called off, it never runs: before its frame, or after the frame and before its task', async (t) => {
  for (const callOffAfterFrame of [false, true]) {
    const timers = fakeTimers()
    const clock = frames()
    let runs = 0
    const callOff = afterNextPaint(() => runs++, timers, clock.nextFrame)
    if (callOffAfterFrame) clock.frame()
    callOff()
    clock.frame()
    t.equal(timers.pending.size, 0, 'no timer is left waiting')
    timers.runAll()
    t.equal(runs, 0, callOffAfterFrame ? 'called off after the frame' : 'called off before the frame')
  }
})
