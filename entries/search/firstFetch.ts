// The search page's one list (or map) call, started as soon as the area's code has run and before React draws
// the page: on a slow phone the first render takes hundreds of milliseconds that the call need not wait for.
// The screen then asks for the same query and finds it on its way (remoteQuery.ts), so the service still sees
// one call (issue 15 §9).

import { readBootstrap } from '../../shared/session/bootstrap.js'
import { sessionStore } from '../../shared/session/store.js'
import { areaViewFor } from '../../shared/shell/areaView.js'
import { readFormat } from './results/resultFormat.js'
import { readSearchState, searchFetchQuery } from './searchUrl.js'
import { searchState } from './state.js'

/** The route-table path of the search page (entries/search/index.tsx). */
const SEARCH_SCREEN = '/search/:image?'

export function startFirstFetch(address: { pathname: string; search: string } = location): void {
  const view = areaViewFor(
    { pathname: address.pathname, search: address.search, user: sessionStore.summary.value, restricted: readBootstrap().settings.restricted },
    'search',
  )
  // Only where the screen itself would fetch: its own page, drawn for this visitor.
  if (view.kind !== 'page' || view.path !== SEARCH_SCREEN) return
  const { state } = readSearchState(address.search)
  void searchState.load(searchFetchQuery(state, state.format ?? readFormat('search')))
}
