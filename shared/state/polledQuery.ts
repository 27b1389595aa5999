// A remote query asked again on an interval while its value says so (spec-2 §4 "BigSearch job": the job's
// state once a second until it is finished). Each round waits for the last reply before its time starts, so
// a slow service is never asked twice at once; the value stays shown between rounds; a failure stops the
// asking and shows, and asking again (Retry) starts it anew.

import type { ReadonlySignal } from '@preact/signals-react'
import { createRemoteQuery, type QueryState, type RemoteQuery, type RemoteQueryOptions } from './remoteQuery.js'
import { browserTimers, type TimerHandle, type Timers } from './timers.js'

export interface PollingOptions<Q, V extends object> {
  /** The query's cache key, to tell whether the value shown is this query's. */
  keyOf(query: Q): string
  /** The wait after a reply before the next round. */
  intervalMs: number
  /** Whether a reply of this value is asked again (a job not yet finished). */
  pollWhile(value: V): boolean
  timers?: Timers
}

export interface PolledQueryOptions<Q, R extends object, V extends object> extends RemoteQueryOptions<Q, R, V>, PollingOptions<Q, V> {}

/** The asking again of a remote query. */
export interface Polling<Q> {
  /**
   * Starts asking for this query, at once and then each interval while pollWhile holds; the same query's
   * value stays shown meanwhile, another's gives way to loading. Null stops and goes idle. Resolves with
   * the first round.
   */
  poll(query: Q | null): Promise<void>
  /** Stops asking; what is shown stays. */
  stop(): void
}

export interface PolledQuery<Q, V extends object> extends Polling<Q> {
  state: ReadonlySignal<QueryState<V>>
}

/** Asks a remote query again on an interval while its value says so: a polled query's rounds, or a paged list's (pagedRows.ts). */
export function pollingOf<Q, V extends object>(query: RemoteQuery<Q, V>, options: PollingOptions<Q, V>): Polling<Q> {
  const timers = options.timers ?? browserTimers
  let timer: TimerHandle | null = null
  /** Bumped by every start and stop: a round of an older start schedules nothing. */
  let run = 0

  function stop(): void {
    run += 1
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }

  async function round(asked: Q, ours: number): Promise<void> {
    await query.load(asked, true, { keepShown: true })
    if (ours !== run) return
    const now = query.state.value
    if (now.kind === 'loaded' && now.key === options.keyOf(asked) && options.pollWhile(now)) {
      timer = timers.setTimeout(() => {
        timer = null
        void round(asked, ours)
      }, options.intervalMs)
    }
  }

  function poll(asked: Q | null): Promise<void> {
    stop()
    if (asked === null) return query.load(null)
    return round(asked, run)
  }

  return { poll, stop }
}

export function createPolledQuery<Q, R extends object, V extends object>(options: PolledQueryOptions<Q, R, V>): PolledQuery<Q, V> {
  const query = createRemoteQuery(options)
  return { state: query.state, ...pollingOf(query, options) }
}
