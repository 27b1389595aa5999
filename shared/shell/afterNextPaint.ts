// Work that can wait until the page's draw is on screen: on a machine of two cores, a call started while the
// page draws has the edge and the service answering it, and the page handling the answer, at the same time.

/** How long the work waits at most when no frame comes: a tab opened in the background draws none. */
export const LATEST_AFTER_PAINT_MS = 500

/** Calls `run` once, when the next frame has been painted, or after `latestMs` if no frame comes by then. */
export function afterNextPaint(run: () => void, latestMs = LATEST_AFTER_PAINT_MS): void {
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    clearTimeout(latest)
    run()
  }
  const latest = setTimeout(once, latestMs)
  // A frame's callbacks run just before it is painted; a task they queue runs after.
  requestAnimationFrame(() => setTimeout(once, 0))
}
