// The similar search's signals (spec-1 §4.8): the results for the current hash and the error, and the
// action that looks a hash up. Results are kept per hash, in memory and in this tab's session storage;
// skipCache asks the service again. A newer lookup cancels the one on its way.

import { computed } from '@preact/signals-react'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { sightingCalls } from '../../../shared/api/sightings.js'
import type { SimilarReply } from '../../../shared/api/types/sightings.js'
import { createMemoryCache, createTieredCache, type KeyedCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { createSessionCache } from '../../../shared/state/sessionCache.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { LIST_FETCH_SIZE } from '../results/paging.js'
import { normaliseHash } from './similarUrl.js'

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

export function createSimilarState(
  api: ApiClient = defaultApi,
  session: KeyedCache<Kept> = createSessionCache<Kept>('sightline.similar', KEPT_IN_SESSION),
  timers: Timers = browserTimers,
) {
  const sightings = sightingCalls(api)
  const error = createTableError(timers, SIMILAR_ERROR_MS)
  const query = createRemoteQuery({
    keyOf: (hash: string) => hash,
    // spec-1 §7: the first 1,000, as the list fetch; skipCache asks the service not to answer from its cache.
    fetch: (hash, refresh) => sightings.similar(hash, { skipCache: refresh, page: 1, resultSize: LIST_FETCH_SIZE }),
    valueOf: ({ results, totalResults }): Kept => ({ results, totalResults }),
    cache: createTieredCache(createMemoryCache<Kept>(KEPT_IN_MEMORY), session),
    onFailure: error.show,
  })

  // The page speaks of the hash where the query speaks of its key.
  const results = computed((): SimilarResultsState => {
    const now = query.state.value
    if (now.kind === 'idle') return now
    if (now.kind === 'loaded') return { kind: 'loaded', hash: now.key, results: now.results, totalResults: now.totalResults }
    return { kind: now.kind, hash: now.key }
  })

  /** Shows the results for this hash (an empty hash clears them); skipCache always asks the service. */
  function lookUp(rawHash: string, skipCache = false): Promise<void> {
    const hash = normaliseHash(rawHash)
    return query.load(hash === '' ? null : hash, skipCache)
  }

  return { results, error: error.text, lookUp, dismissError: error.dismiss }
}

export type SimilarStateStore = ReturnType<typeof createSimilarState>

/** The page's one similar search state. */
export const similarState: SimilarStateStore = createSimilarState()
