// The search area's signals: the results of the current list fetch and the search error, and the action
// that fetches. One fetch runs at a time (a newer one cancels it, spec-1 §7), and replies are cached by
// their query, so going back to an earlier search or paging through it asks the service nothing.

import { api as defaultApi, type ApiClient } from '../../shared/api/client.js'
import { sightingCalls } from '../../shared/api/sightings.js'
import type { PlaceholderNotice, SearchReply, SearchResultItem } from '../../shared/api/types/sightings.js'
import { createMemoryCache } from '../../shared/state/keyedCache.js'
import { createRemoteQuery, type QueryState } from '../../shared/state/remoteQuery.js'
import { createTableError } from '../../shared/ui/table/TableErrorNotice.js'
import { browserTimers, type Timers } from '../../shared/state/timers.js'
import { searchErrorText, SEARCH_ERROR_MS } from './results/resultsText.js'

/** notices: the filters whose value is a placeholder, which link nothing (issue 12 §3). */
type Results = { results: SearchResultItem[]; totalResults: number; notices: PlaceholderNotice[] }
export type ResultsState = QueryState<Results>

/** Replies kept for going back; older ones give way. */
const CACHE_LIMIT = 20

export function createSearchState(api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const sightings = sightingCalls(api)
  // spec-1 §8: the search error shows for 10 seconds
  const error = createTableError(timers, SEARCH_ERROR_MS)
  const query = createRemoteQuery({
    // The query the search codec wrote is both the cache key and, unchanged, the call's query.
    keyOf: (fetchQuery: URLSearchParams) => fetchQuery.toString(),
    // The results read so far show while the rest of the reply arrives (issue 15 §9).
    fetch: (fetchQuery, _refresh, onPartial) => sightings.search(fetchQuery, onPartial),
    valueOf: ({ results, totalResults, notices }: SearchReply): Results => ({ results, totalResults, notices: notices ?? [] }),
    cache: createMemoryCache<Results>(CACHE_LIMIT),
    onFailure: (message) => error.show(searchErrorText(message)),
  })

  return {
    results: query.state,
    error: error.text,
    /** Shows the results of this query, from the cache or the service; null clears them. */
    load: (fetchQuery: URLSearchParams | null) => query.load(fetchQuery),
    dismissError: error.dismiss,
  }
}

export type SearchStateStore = ReturnType<typeof createSearchState>

/** The page's one search state. */
export const searchState: SearchStateStore = createSearchState()
