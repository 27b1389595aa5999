// What the public entry shows for a path it is at, decided by the route table as the edge decides it
// (ARCHITECTURE.md "Guard outcome"): again on every move inside the entry, since those skip the edge.

import { matchRoute, resolveVisit, type Visit } from '../../shared/routes.js'

export type PublicView =
  | { kind: 'page'; section: string }
  | { kind: 'notFound' }
  | { kind: 'deactivated' }
  | { kind: 'denied' }
  /** Another area's page, a redirect or sign-in: a full page load. */
  | { kind: 'leave'; location: string }

export function publicViewFor(visit: Visit): PublicView {
  const resolved = resolveVisit(visit)
  switch (resolved.kind) {
    case 'page':
      return resolved.route.entry === 'public'
        ? { kind: 'page', section: resolved.route.section }
        : { kind: 'leave', location: visit.pathname + visit.search }
    case 'redirect':
    case 'signIn':
      return { kind: 'leave', location: resolved.location }
    default:
      return { kind: resolved.kind }
  }
}

/** Whether a link to this path is worth showing: restricted mode answers some pages as deactivated. */
export function isOffered(path: string, restricted: boolean): boolean {
  const found = matchRoute(path)
  return !!found && !(restricted && found.route.hiddenInRestricted)
}
