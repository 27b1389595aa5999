// Where the page was scrolled to at each address (spec-3 §4: "Scroll position is remembered per location (saved
// after 100 ms) and restored"): saved once scrolling has paused, kept in this tab's session storage so that going
// back, or a reload, finds it, the newest addresses only.

import type { KeyedCache } from './keyedCache.js'
import { browserTimers, type TimerHandle, type Timers } from './timers.js'

/** spec-3 §9: "Scroll save delay 100 ms". */
export const SCROLL_SAVE_MS = 100

export interface ScrollMemory {
  /** The page was scrolled to `y` at this address. */
  scrolled(address: string, y: number): void
  /** Where the page was at this address, or null when it was never scrolled there. */
  positionAt(address: string): number | null
  dispose(): void
}

export function createScrollMemory(kept: KeyedCache<number>, timers: Timers = browserTimers): ScrollMemory {
  let timer: TimerHandle | null = null
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  return {
    scrolled(address, y) {
      stop()
      timer = timers.setTimeout(() => {
        timer = null
        kept.write(address, Math.max(0, Math.round(y)))
      }, SCROLL_SAVE_MS)
    },
    positionAt: (address) => kept.read(address),
    dispose: stop,
  }
}
