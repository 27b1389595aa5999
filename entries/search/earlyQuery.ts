// The search screen's first call as the page's early script (early.ts) decides it, apart from the area's
// firstQuery.ts: it must not carry the route table, whose rules and guards would weigh on its one small file.

import type { PageOutcome } from '../../shared/api/types/bootstrap.js'
import { matchesPattern } from '../../shared/routes/pattern.js'
import { readFormat } from './results/resultFormat.js'
import { readSearchState, SEARCH_SCREEN, searchFetchQuery } from './searchUrl.js'

/** The search screen's list (or map) query for a page address's query string; null without a filter. */
export function searchScreenQuery(search: string): URLSearchParams | null {
  const { state } = readSearchState(search)
  return searchFetchQuery(state, state.format ?? readFormat('search'))
}

/**
 * The search page's first query, going by how the edge answered the page rather than by the route table: the
 * edge drew this very address's page for this visitor with the same table (shared/routes/visit.ts), so where
 * the area's firstSearchQuery asks, this asks the same.
 */
export function earlySearchQuery(address: { pathname: string; search: string }, outcome: PageOutcome): URLSearchParams | null {
  if (outcome !== 'page' || !matchesPattern(SEARCH_SCREEN, address.pathname)) return null
  return searchScreenQuery(address.search)
}
