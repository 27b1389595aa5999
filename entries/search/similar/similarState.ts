// The similar search's signals (spec-1 §4.8): the results for the current hash and the error, and the
// action that looks a hash up. Results are kept per hash, in memory and in this tab's session storage;
// skipCache asks the service again. A newer lookup cancels the one on its way.

import { signal } from '@preact/signals-react'
import { api as defaultApi, isCancelled, type ApiClient, type Cancelable } from '../../../shared/api/client.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import type { SimilarReply } from '../../../shared/api/types/sightings.js'
import { createSessionCache, type SessionCache } from '../sighting/sessionCache.js'
import { LIST_FETCH_SIZE } from '../paging.js'
import { normaliseHash, similarCallPath } from './similarUrl.js'

/** spec-1 §8: the similar search's error shows this long. */
export const SIMILAR_ERROR_MS = 5_000

/** Hashes whose results stay in session storage; a thousand results is about 1.1 MB. */
const KEPT_IN_SESSION = 2
/** Hashes whose results stay in memory for this page's life. */
const KEPT_IN_MEMORY = 20

export type SimilarResults = SimilarReply['results']

export type SimilarResultsState =
  | { kind: 'idle' }
  | { kind: 'loading'; hash: string }
  | { kind: 'loaded'; hash: string; results: SimilarResults; totalResults: number }
  | { kind: 'failed'; hash: string }

type Kept = { results: SimilarResults; totalResults: number }

type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout }
// Wrapped: a browser's timer functions throw "Illegal invocation" when called as another object's methods.
const browserTimers: Timers = {
  setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as typeof setTimeout,
  clearTimeout: ((id: ReturnType<typeof setTimeout>) => clearTimeout(id)) as typeof clearTimeout,
}

export function createSimilarState(
  api: ApiClient = defaultApi,
  session: SessionCache<Kept> = createSessionCache<Kept>('sightline.similar', KEPT_IN_SESSION),
  timers: Timers = browserTimers,
) {
  const results = signal<SimilarResultsState>({ kind: 'idle' })
  const error = signal<string | null>(null)
  const memory = new Map<string, Kept>()
  let running: Cancelable<Reply<SimilarReply>> | null = null
  let errorTimer: ReturnType<typeof setTimeout> | null = null

  function dismissError(): void {
    if (errorTimer) timers.clearTimeout(errorTimer)
    errorTimer = null
    error.value = null
  }

  function showError(message: string): void {
    dismissError()
    error.value = message
    errorTimer = timers.setTimeout(() => {
      error.value = null
      errorTimer = null
    }, SIMILAR_ERROR_MS)
  }

  function remember(hash: string, kept: Kept): void {
    memory.delete(hash)
    memory.set(hash, kept)
    if (memory.size > KEPT_IN_MEMORY) memory.delete(memory.keys().next().value as string)
    session.write(hash, kept)
  }

  function cached(hash: string): Kept | null {
    const inMemory = memory.get(hash)
    if (inMemory) return inMemory
    const inSession = session.read(hash)
    if (inSession) memory.set(hash, inSession)
    return inSession
  }

  /** Shows the results for this hash (an empty hash clears them); skipCache always asks the service. */
  async function lookUp(rawHash: string, skipCache = false): Promise<void> {
    const hash = normaliseHash(rawHash)
    const now = results.value
    if (!skipCache && hash !== '' && now.kind !== 'idle' && now.kind !== 'failed' && now.hash === hash) return
    running?.cancel()
    running = null
    if (hash === '') {
      results.value = { kind: 'idle' }
      return
    }
    const kept = skipCache ? null : cached(hash)
    if (kept) {
      results.value = { kind: 'loaded', hash, ...kept }
      return
    }
    results.value = { kind: 'loading', hash }
    const call = api.cancelable.get<SimilarReply>(similarCallPath(hash), {
      query: { skipCache: String(skipCache), page: '1', resultSize: String(LIST_FETCH_SIZE) },
    })
    running = call
    const reply = await call.promise
    if (isCancelled(reply) || running !== call) return
    running = null
    if (!reply.success) {
      results.value = { kind: 'failed', hash }
      showError(reply.error)
      return
    }
    const fresh = { results: reply.results, totalResults: reply.totalResults }
    remember(hash, fresh)
    results.value = { kind: 'loaded', hash, ...fresh }
  }

  return { results, error, lookUp, dismissError }
}

export type SimilarStateStore = ReturnType<typeof createSimilarState>

/** The page's one similar search state. */
export const similarState: SimilarStateStore = createSimilarState()
