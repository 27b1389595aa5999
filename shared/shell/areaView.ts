// What an area draws at a path (ARCHITECTURE.md "Guard outcome", again in the client): one of its screens,
// the access-denied, deactivated or not-found page, or a full page load elsewhere (another area's page, a
// redirect, sign-in). Decided by the same resolveVisit the edge answers page requests with.

import type { Entry } from '../routes/entries.js'
import type { Params } from '../routes/match.js'
import { ACCESS_DENIED_SECTION, NOT_FOUND_SECTION, ROUTES } from '../routes/table.js'
import { resolveVisit, type Visit } from '../routes/visit.js'

export type AreaView =
  /** `path` is the route table's pattern for the page, which names the area's screen. */
  | { kind: 'page'; path: string; params: Params; section: string }
  | { kind: 'notFound' | 'deactivated' | 'denied'; section: string }
  /**
   * Leave the area: the edge answers this address with another entry, a redirect or sign-in. `signIn` marks
   * the last, which a session ending in place does not call for: what ended it leaves by itself.
   */
  | { kind: 'leave'; location: string; signIn?: true }

export function areaViewFor(visit: Visit, area: Entry): AreaView {
  const resolved = resolveVisit(visit)
  switch (resolved.kind) {
    case 'page':
      return resolved.entry === area
        ? { kind: 'page', path: resolved.route.path, params: resolved.params, section: resolved.section }
        : { kind: 'leave', location: visit.pathname + visit.search }
    case 'redirect':
      return { kind: 'leave', location: resolved.location }
    case 'signIn':
      return { kind: 'leave', location: resolved.location, signIn: true }
    case 'denied':
      return { kind: 'denied', section: ACCESS_DENIED_SECTION }
    case 'deactivated':
    case 'notFound':
      return { kind: resolved.kind, section: NOT_FOUND_SECTION }
  }
}

/** The path patterns of the pages this area serves to someone: the only names its screens may have. */
export function pagesOf(area: Entry): string[] {
  return ROUTES.flatMap((route) =>
    route.kind === 'page' && (route.entry === area || route.byRole?.some((serving) => serving.entry === area)) ? [route.path] : [],
  )
}

/** Screen names that are no page of the area: a typo would otherwise leave its page on the placeholder. */
export function strayScreens(area: Entry, names: readonly string[]): string[] {
  const pages = new Set(pagesOf(area))
  return names.filter((name) => !pages.has(name))
}
