// Work put off until the page's draw is on screen: after the next frame, or at the latest after a while when no
// frame comes (a tab opened in the background), and once either way.

import t from 'tap'
import { afterNextPaint, LATEST_AFTER_PAINT_MS } from '../../../../shared/shell/afterNextPaint.js'

/** A frame clock the test drives: `frame()` runs the callbacks of the next frame. */
function frames() {
  let waiting: (() => void)[] = []
  const clock = {
    requestAnimationFrame: (callback: () => void) => void waiting.push(callback),
    frame: () => {
      const now = waiting
      waiting = []
      for (const callback of now) callback()
    },
  }
  Object.assign(globalThis, { requestAnimationFrame: clock.requestAnimationFrame })
  return clock
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

t.afterEach(() => void delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame)

t.test('runs after the next frame, in a task of its own after it', async (t) => {
  const clock = frames()
  let runs = 0
  afterNextPaint(() => runs++, 10_000)
  await tick()
  t.equal(runs, 0, 'not before a frame')
  clock.frame()
  t.equal(runs, 0, 'not inside the frame: it is painted first')
  await tick()
  t.equal(runs, 1)
  clock.frame()
  await tick(20)
  t.equal(runs, 1, 'once')
})

t.test('runs after the longest wait when no frame comes, and not again when one does', async (t) => {
  const clock = frames()
  let runs = 0
  afterNextPaint(() => runs++, 15)
  await tick(40)
  t.equal(runs, 1, 'a hidden tab still gets it')
  clock.frame()
  await tick()
  t.equal(runs, 1, 'once')
})

t.test('the longest wait is half a second by default', async (t) => {
  t.equal(LATEST_AFTER_PAINT_MS, 500)
})
