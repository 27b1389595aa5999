// A value the user edits that is handed on only once they pause (spec-3 §4: the Hub's text, descriptions and age
// range wait 1 second): each change restarts the wait. The value handed on comes back as the page's own (the
// address) and leaves the draft alone, so that typing on while it travels loses nothing; any other value the
// page takes (Clear all, a chip removed, going back) replaces the draft and drops the change waiting.

import { browserTimers, type TimerHandle, type Timers } from './timers.js'

/** spec-3 §9: "Debounce 1 second". */
export const DEBOUNCE_MS = 1_000

export interface DebouncedDraftOptions<T> {
  /** Hands a paused-on value to the page. */
  commit: (value: T) => void
  /** Shows the draft (a component's state). */
  show: (draft: T) => void
  ms?: number
  timers?: Timers
  equal?: (a: T, b: T) => boolean
}

export interface DebouncedDraft<T> {
  /** The user changed the value. */
  change(value: T): void
  /** The page's value now, after any change of its own or of the user's. */
  received(value: T): void
  /** Drops the change waiting, when the control goes away. */
  dispose(): void
}

export function createDebouncedDraft<T>(initial: T, { commit, show, ms = DEBOUNCE_MS, timers = browserTimers, equal = Object.is }: DebouncedDraftOptions<T>): DebouncedDraft<T> {
  /** The page's value as last handed on or received. */
  let known = initial
  let timer: TimerHandle | null = null
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  return {
    change(value) {
      show(value)
      stop()
      timer = timers.setTimeout(() => {
        timer = null
        known = value
        commit(value)
      }, ms)
    },
    received(value) {
      if (equal(value, known)) return
      known = value
      stop()
      show(value)
    },
    dispose: stop,
  }
}
