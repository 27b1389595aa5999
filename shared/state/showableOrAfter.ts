// The moment a query's state first has something to draw (its value, a part of it read so far, or its
// failure), or the end of a wait, whichever comes first: a page whose content is a moment away can then draw
// once, with it, instead of drawing its frame and then drawing everything again (issue 15 §9).

import type { ReadonlySignal } from '@preact/signals-react'
import type { QueryState } from './remoteQuery.js'
import { browserTimers, type Timers } from './timers.js'

const isShowable = (state: QueryState<object>) =>
  state.kind === 'loaded' || state.kind === 'failed' || (state.kind === 'loading' && state.partial !== undefined)

export function showableOrAfter<V extends object>(state: ReadonlySignal<QueryState<V>>, waitMs: number, timers: Timers = browserTimers): Promise<void> {
  return new Promise((settled) => {
    let over = false
    let stop: (() => void) | undefined
    const settle = () => {
      if (over) return
      over = true
      timers.clearTimeout(timer)
      stop?.()
      settled()
    }
    const timer = timers.setTimeout(settle, waitMs)
    // subscribe tells of the current state at once: one already showable settles before stop is known.
    stop = state.subscribe((now) => isShowable(now) && settle())
    if (over) stop()
  })
}
