// Where the sighting page goes back to (spec-1 §2.7, §4.9): the returnTo the previous page handed over
// (navigation state or query), else /search. Only the search area's own pages are accepted, so that a
// crafted link cannot send an investigator elsewhere (SECURITY.md "Redirects").

import { safeRedirect } from '../../../shared/redirects.js'
import { SIMILAR_PATH } from '../similar/similarUrl.js'

export const FALLBACK_RETURN = '/search'
const RETURN_PREFIXES = ['/search', '/searches', SIMILAR_PATH]

export interface ReturnPath {
  href: string
  label: string
}

/** The return path: the state's returnTo first, then the query's, else the search page. */
export function returnPathOf(stateReturnTo: unknown, queryReturnTo: string | null, origin: string): ReturnPath {
  const options = { origin, allowedPrefixes: RETURN_PREFIXES }
  const href = safeRedirect(stateReturnTo, options) ?? safeRedirect(queryReturnTo, options)
  if (!href) return { href: FALLBACK_RETURN, label: 'Back to search' }
  return { href, label: href.startsWith(SIMILAR_PATH) ? 'Back to similar results' : 'Back to results' }
}

/** The returnTo a page hands the sighting page, as navigation state. */
export function readStateReturnTo(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined
}
