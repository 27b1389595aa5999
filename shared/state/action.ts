// A write call as a signal (issue 29): what waits for it (busy, by key where a screen has many controls),
// the service's refusal (its words and the field it names), Try Again of the last call refused, and the
// message that says what a call did, which clears itself after 5 seconds (spec-3 §9).

import { computed, signal, type ReadonlySignal } from '@preact/signals-react'
import type { Failure, Reply } from '../api/types/reply.js'
import { createSelfClearingMessage } from './selfClearingMessage.js'
import { browserTimers, type Timers } from './timers.js'

/** spec-3 §9: "result messages clear after 5 seconds". */
export const RESULT_MESSAGE_MS = 5_000

/** The key of an action whose calls all wait under one name (a form's submit). */
export const WHOLE = 'whole'

/** What the service refused and why: its words, and the value it names when it names one. */
export interface Refusal {
  error: string
  field?: string
  status?: number
}

export type Success<T extends object> = Extract<Reply<T>, { success: true }>

export interface RunOptions<T extends object> {
  /** What the call waits under ('add', 'entity:3'); the whole action by default. */
  key?: string
  /** After a reply that worked: the result message to show, or null for none. */
  done?: (reply: Success<T>) => string | null
}

export interface ActionOptions {
  timers?: Timers
  /** Told of each refusal, e.g. to show it as a table's 10-second error (spec-3 §8) or a conflict. */
  onRefusal?: (refusal: Refusal) => void
}

export interface Action {
  /** The keys whose calls are on their way. */
  busy: ReadonlySignal<ReadonlySet<string>>
  /** Whether a call under this key (any call, with none) is on its way; reads the signal. */
  isBusy(key?: string): boolean
  /** The last refusal, until the next call or a dismissal. */
  refusal: ReadonlySignal<Refusal | null>
  /** What the last call that worked did, for 5 seconds. */
  result: ReadonlySignal<string | null>
  /** Makes the call with its key marked busy; the reply, as it came, is its answer. */
  run<T extends object>(call: () => Promise<Reply<T>>, options?: RunOptions<T>): Promise<Reply<T>>
  /** The last refused call again, with its options; nothing when none was refused. */
  retry(): Promise<void>
  showResult(message: string): void
  dismissResult(): void
  dismissRefusal(): void
}

export const refusalOf = ({ error, field, status }: Failure): Refusal => ({
  error,
  ...(field === undefined ? {} : { field }),
  ...(status === undefined ? {} : { status }),
})

export function createAction({ timers = browserTimers, onRefusal }: ActionOptions = {}): Action {
  /** Calls on their way by key: two calls under one key keep it busy until both are answered. */
  const running = signal<ReadonlyMap<string, number>>(new Map())
  const busy = computed(() => new Set(running.value.keys()) as ReadonlySet<string>)
  const refusal = signal<Refusal | null>(null)
  const result = createSelfClearingMessage(RESULT_MESSAGE_MS, timers)
  let again: (() => Promise<void>) | null = null

  function mark(key: string, by: 1 | -1): void {
    const next = new Map(running.value)
    const count = (next.get(key) ?? 0) + by
    if (count > 0) next.set(key, count)
    else next.delete(key)
    running.value = next
  }

  async function run<T extends object>(call: () => Promise<Reply<T>>, options: RunOptions<T> = {}): Promise<Reply<T>> {
    const key = options.key ?? WHOLE
    refusal.value = null
    mark(key, 1)
    let reply: Reply<T>
    try {
      reply = await call()
    } finally {
      mark(key, -1)
    }
    if (!reply.success) {
      again = async () => void (await run(call, options))
      refusal.value = refusalOf(reply)
      onRefusal?.(refusal.value)
      return reply
    }
    const said = options.done?.(reply as Success<T>) ?? null
    if (said !== null) result.show(said)
    return reply
  }

  return {
    busy,
    isBusy: (key) => (key === undefined ? busy.value.size > 0 : busy.value.has(key)),
    refusal,
    result: result.text,
    run,
    retry: () => {
      const last = again
      again = null
      return last ? last() : Promise.resolve()
    },
    showResult: result.show,
    dismissResult: result.dismiss,
    dismissRefusal: () => {
      refusal.value = null
    },
  }
}
