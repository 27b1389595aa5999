// Work that can wait until the page's draw is on screen (the page's calls on load, a table's rows below the
// fold): on a machine of two cores, a call started while the page draws has the edge and the service answering
// it, and the page handling the answer, at the same time; and rows drawn with the first ones are rendered and
// laid out before any of them can be painted.

import { browserTimers, type TimerHandle, type Timers } from './timers.js'

/** How long the work waits at most when no frame comes: a tab opened in the background draws none. */
export const LATEST_AFTER_PAINT_MS = 500

/** The browser's next frame, looked up at the time of the call (a test stands one in). */
const browserFrame = (run: () => void) => void requestAnimationFrame(run)

/**
 * Calls `run` once, when the next frame has been painted, or after LATEST_AFTER_PAINT_MS if no frame comes by
 * then. Returns what calls it off (a component gone before its paint).
 */
export function afterNextPaint(run: () => void, timers: Timers = browserTimers, nextFrame: (run: () => void) => void = browserFrame): () => void {
  let ran = false
  let afterFrame: TimerHandle | undefined
  const once = () => {
    if (ran) return
    ran = true
    timers.clearTimeout(latest)
    run()
  }
  const latest = timers.setTimeout(once, LATEST_AFTER_PAINT_MS)
  // A frame's callbacks run just before it is painted; a task they queue runs after.
  nextFrame(() => {
    if (!ran) afterFrame = timers.setTimeout(once, 0)
  })
  return () => {
    ran = true
    timers.clearTimeout(latest)
    if (afterFrame !== undefined) timers.clearTimeout(afterFrame)
  }
}
