// The search page's one list (or map) call, started as soon as the area's code has run and before React draws
// the page (on a slow phone the first render takes hundreds of milliseconds that the call need not wait for),
// taking over the call the page's early script started when it did (entries/search/early.ts). The screen then
// asks for the same query and finds it on its way (remoteQuery.ts), so the service still sees one call (issue 15 §9).

import { closeEarlyCalls } from '../../shared/api/earlyReplies.js'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { sessionStore } from '../../shared/session/store.js'
import { firstSearchQuery } from './firstQuery.js'
import { searchState } from './state.js'

export function startFirstFetch(address: { pathname: string; search: string } = location): void {
  // The early script may have asked already (its reply is then taken, not asked again); from here on the area asks.
  closeEarlyCalls()
  const query = firstSearchQuery({ pathname: address.pathname, search: address.search, user: sessionStore.summary.value, restricted: readBootstrap().settings.restricted })
  if (query) void searchState.load(query)
}
