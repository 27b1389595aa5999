// The search area's signals: the results of the current list fetch and the search error, and the action
// that fetches. One fetch runs at a time (a newer one cancels it, spec-1 §7), and replies are cached by
// their query, so going back to an earlier search or paging through it asks the service nothing.

import { signal } from '@preact/signals-react'
import { api as defaultApi, isCancelled, type ApiClient, type Cancelable } from '../../shared/api/client.js'
import type { Reply } from '../../shared/api/types/reply.js'
import type { SearchReply, SearchResultItem } from '../../shared/api/types/sightings.js'
import { searchErrorText, SEARCH_ERROR_MS } from './counts.js'

export type ResultsState =
  | { kind: 'idle' }
  | { kind: 'loading'; key: string }
  | { kind: 'loaded'; key: string; results: SearchResultItem[]; totalResults: number }
  | { kind: 'failed'; key: string }

/** Replies kept for going back; older ones give way. */
const CACHE_LIMIT = 20

// The browser's timer functions must be called on the window: detached as methods they throw
// "Illegal invocation", hence the arrows.
const browserTimers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
}

export function createSearchState(api: ApiClient = defaultApi, timers = browserTimers) {
  const results = signal<ResultsState>({ kind: 'idle' })
  const error = signal<string | null>(null)
  const cache = new Map<string, SearchReply>()
  let running: Cancelable<Reply<SearchReply>> | null = null
  let errorTimer: ReturnType<typeof setTimeout> | null = null

  function showError(message: string): void {
    error.value = searchErrorText(message)
    if (errorTimer) timers.clearTimeout(errorTimer)
    // spec-1 §8: the search error shows for 10 seconds
    errorTimer = timers.setTimeout(() => {
      error.value = null
      errorTimer = null
    }, SEARCH_ERROR_MS)
  }

  function dismissError(): void {
    if (errorTimer) timers.clearTimeout(errorTimer)
    errorTimer = null
    error.value = null
  }

  function remember(key: string, reply: SearchReply): void {
    cache.delete(key)
    cache.set(key, reply)
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  }

  /** Shows the results of this query, from the cache or the service; null clears them. */
  async function load(query: URLSearchParams | null): Promise<void> {
    const key = query?.toString() ?? null
    const now = results.value
    if (key !== null && now.kind !== 'idle' && now.key === key && now.kind !== 'failed') return
    running?.cancel()
    running = null
    if (key === null || query === null) {
      results.value = { kind: 'idle' }
      return
    }
    const cached = cache.get(key)
    if (cached) {
      results.value = { kind: 'loaded', key, results: cached.results, totalResults: cached.totalResults }
      return
    }
    results.value = { kind: 'loading', key }
    const call = api.cancelable.get<SearchReply>('/sightings', { query: asParams(query) })
    running = call
    const reply = await call.promise
    if (isCancelled(reply) || running !== call) return
    running = null
    if (!reply.success) {
      results.value = { kind: 'failed', key }
      showError(reply.error)
      return
    }
    remember(key, reply)
    results.value = { kind: 'loaded', key, results: reply.results, totalResults: reply.totalResults }
  }

  return { results, error, load, dismissError }
}

/** The client's query form: a repeated filter becomes an array, sent as the same key once per value. */
export function asParams(query: URLSearchParams): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key)
    params[key] = values.length === 1 ? values[0]! : values
  }
  return params
}

export type SearchStateStore = ReturnType<typeof createSearchState>

/** The page's one search state. */
export const searchState: SearchStateStore = createSearchState()
