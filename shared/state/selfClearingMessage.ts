// A message that clears itself after a set time (spec-1 §8: the search error for 10 seconds, the saved
// searches' and the similar search's for 5), and can be dismissed sooner. A newer message restarts the time.

import { signal, type ReadonlySignal } from '@preact/signals-react'
import { browserTimers, type TimerHandle, type Timers } from './timers.js'

export interface SelfClearingMessage {
  /** The message shown, or null. */
  text: ReadonlySignal<string | null>
  show(message: string): void
  dismiss(): void
}

export function createSelfClearingMessage(showForMs: number, timers: Timers = browserTimers): SelfClearingMessage {
  const text = signal<string | null>(null)
  let timer: TimerHandle | null = null

  function stopTimer(): void {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }

  return {
    text,
    show(message) {
      stopTimer()
      text.value = message
      timer = timers.setTimeout(() => {
        timer = null
        text.value = null
      }, showForMs)
    },
    dismiss() {
      stopTimer()
      text.value = null
    },
  }
}
