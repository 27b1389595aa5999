// A value fetched from the service by a query, as a signal: idle, loading, loaded or failed. Replies are
// kept by the query's key, so asking again (going back, paging) asks the service nothing; one fetch runs
// at a time, and a newer query cancels the one on its way, whose late reply is ignored (spec-1 §7). A query
// asked again on an interval is polledQuery.ts's.

import { signal, type ReadonlySignal } from '@preact/signals-react'
import { isCancelled, type Cancelable } from '../api/client.js'
import type { Failure, Reply } from '../api/types/reply.js'
import type { KeyedCache } from './keyedCache.js'

/**
 * A loaded state carries the value's own fields beside its kind and key. A loading state may carry the
 * part of the value read so far, while the reply is still arriving (issue 15 §9).
 */
export type QueryState<V extends object> =
  | { kind: 'idle' }
  | { kind: 'loading'; key: string; partial?: V }
  | ({ kind: 'loaded'; key: string } & V)
  | { kind: 'failed'; key: string; error: string }

export interface RemoteQueryOptions<Q, R extends object, V extends object> {
  /** The cache key of a query; equal keys mean the same reply. */
  keyOf(query: Q): string
  /**
   * Starts the call; `refresh` says the caller asked to bypass every cache, the service's included. A call
   * that reads its reply as it arrives tells `onPartial` of the reply so far (client.ts RequestOptions.partial).
   */
  fetch(query: Q, refresh: boolean, onPartial: (partial: R) => void): Cancelable<Reply<R>>
  /** What of a successful reply, or of a partial one, is kept and shown. */
  valueOf(reply: R): V
  cache: KeyedCache<V>
  /** Told of each failure's message, e.g. to show it for a while. */
  onFailure?: (error: string) => void
  /** The message a failure shows, where the screen words one itself (BigSearch's 404, spec-2 §8); the reply's error by default. */
  errorOf?: (failure: Failure) => string
}

export interface LoadOptions {
  /** A refresh keeps the value of the same query shown while the new reply is on its way (a poll's next round). */
  keepShown?: boolean
}

export interface RemoteQuery<Q, V extends object> {
  state: ReadonlySignal<QueryState<V>>
  /**
   * Shows the value for this query, from the cache or the service; null cancels and goes idle. It resolves
   * when the value is shown or has failed; a refresh asked again while on its way resolves with that one.
   */
  load(query: Q | null, refresh?: boolean, options?: LoadOptions): Promise<void>
  /**
   * Shows and keeps this value for the query as if the service had answered it: for a change the page made
   * itself (a row it created), so that the list is not asked for again. A call on its way is dropped.
   */
  put(query: Q, value: V): void
  /**
   * Changes the value shown, and kept, as the service would now answer (a search saved, a row removed): for
   * a change the page made to a list it has. Nothing loaded, nothing changes; a call on its way goes on.
   */
  update(change: (value: V) => V): void
}

export function createRemoteQuery<Q, R extends object, V extends object>(options: RemoteQueryOptions<Q, R, V>): RemoteQuery<Q, V> {
  const state = signal<QueryState<V>>({ kind: 'idle' })
  let running: Cancelable<Reply<R>> | null = null
  /** The key of the running call when it is a refresh (a skipCache lookup): asked again, it is joined. */
  let refreshing: string | null = null
  /** The running call's end, for whoever joins it. */
  let settled: Promise<void> = Promise.resolve()

  const loaded = (key: string, value: V): QueryState<V> => ({ ...value, kind: 'loaded', key })

  function load(query: Q | null, refresh = false, { keepShown = false }: LoadOptions = {}): Promise<void> {
    const key = query === null ? null : options.keyOf(query)
    const now = state.value
    // Already shown or on its way; a failed query is asked again.
    if (!refresh && key !== null && (now.kind === 'loading' || now.kind === 'loaded') && now.key === key) return Promise.resolve()
    // The same refresh asked again while it is on its way (a screen drawn again as the page settles) joins it:
    // starting it over would make the service answer, audit and count the same lookup twice.
    if (refresh && key !== null && running !== null && refreshing === key) return settled
    running?.cancel()
    running = null
    refreshing = null
    if (key === null || query === null) {
      state.value = { kind: 'idle' }
      return Promise.resolve()
    }
    const kept = refresh ? null : options.cache.read(key)
    if (kept) {
      state.value = loaded(key, kept)
      return Promise.resolve()
    }
    if (!(keepShown && now.kind === 'loaded' && now.key === key)) state.value = { kind: 'loading', key }
    settled = ask(query, key, refresh)
    return settled
  }

  async function ask(query: Q, key: string, refresh: boolean): Promise<void> {
    // A partial is shown only while its own call is the one running; it is never cached.
    let call: Cancelable<Reply<R>> | null = null
    const showPartial = (partial: R) => {
      if (call !== null && running === call) state.value = { kind: 'loading', key, partial: options.valueOf(partial) }
    }
    call = options.fetch(query, refresh, showPartial)
    running = call
    refreshing = refresh ? key : null
    const reply = await call.promise
    if (isCancelled(reply) || running !== call) return
    running = null
    refreshing = null
    if (!reply.success) {
      const error = options.errorOf?.(reply) ?? reply.error
      state.value = { kind: 'failed', key, error }
      options.onFailure?.(error)
      return
    }
    const value = options.valueOf(reply)
    options.cache.write(key, value)
    state.value = loaded(key, value)
  }

  function put(query: Q, value: V): void {
    running?.cancel()
    running = null
    refreshing = null
    const key = options.keyOf(query)
    options.cache.write(key, value)
    state.value = loaded(key, value)
  }

  function update(change: (value: V) => V): void {
    const now = state.value
    if (now.kind !== 'loaded') return
    const { kind: _kind, key, ...shown } = now
    const value = change(shown as unknown as V)
    options.cache.write(key, value)
    state.value = loaded(key, value)
  }

  return { state, load, put, update }
}
