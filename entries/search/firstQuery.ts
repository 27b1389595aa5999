// The one call a page load of the search area makes for its first screen, decided for the area's own start
// (firstFetch.ts) as the page's early script decides it (earlyQuery.ts), so the two ask for the very same call.

import type { SessionSummary } from '../../shared/api/types/user.js'
import { areaViewFor } from '../../shared/shell/areaView.js'
import { searchScreenQuery } from './earlyQuery.js'
import { SEARCH_SCREEN } from './searchUrl.js'

export interface PageLoad {
  pathname: string
  search: string
  user: SessionSummary | null
  restricted: boolean
}

/** The search page's list (or map) query, or null where the search screen would not fetch for this visitor. */
export function firstSearchQuery({ pathname, search, user, restricted }: PageLoad): URLSearchParams | null {
  const view = areaViewFor({ pathname, search, user, restricted }, 'search')
  if (view.kind !== 'page' || view.path !== SEARCH_SCREEN) return null
  return searchScreenQuery(search)
}
