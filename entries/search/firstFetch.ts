// The search page's one list (or map) call, started as soon as the area's code has run and before React draws
// the page (on a slow phone the first render takes hundreds of milliseconds that the call need not wait for),
// taking over the call the page's early script started when it did (entries/search/early.ts). The screen then
// asks for the same query and finds it on its way (remoteQuery.ts), so the service still sees one call (issue 15 §9).
// The page's first draw waits a moment for the call's first page, so that the page is laid out and painted
// once, with its results, when they are that close.

import { closeEarlyCalls } from '../../shared/api/earlyReplies.js'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { sessionStore } from '../../shared/session/store.js'
import { showableOrAfter } from '../../shared/state/showableOrAfter.js'
import { firstSearchQuery } from './firstQuery.js'
import { searchState } from './state.js'

/**
 * How long the page's first draw may wait for the first page of results. Drawing the page and then drawing
 * it again with its results costs a slow phone a second layout and paint of the whole page; when the reply
 * is this close, one draw with the results shows them sooner, and the wait is too short to read as a delay.
 */
export const FIRST_DRAW_WAIT_MS = 150

/** Starts the search page's first call; resolves when its first page can be drawn, or the wait is over. */
export function startFirstFetch(address: { pathname: string; search: string } = location): Promise<void> {
  // The early script may have asked already (its reply is then taken, not asked again); from here on the area asks.
  closeEarlyCalls()
  const query = firstSearchQuery({ pathname: address.pathname, search: address.search, user: sessionStore.summary.value, restricted: readBootstrap().settings.restricted })
  if (!query) return Promise.resolve()
  void searchState.load(query)
  return showableOrAfter(searchState.results, FIRST_DRAW_WAIT_MS)
}
