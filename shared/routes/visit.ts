// What a visit to a path leads to for a visitor (ARCHITECTURE.md "Guard outcome"): the page and the entry
// that serves it to them, a redirect, sign-in, access denied, deactivated or not found. The edge answers
// page requests with it and each area's client routing draws with it, so the two cannot disagree.

import { hasAnyRole } from '../roles.js'
import type { SessionSummary } from '../api/types/user.js'
import { passesGuard } from './guards.js'
import { buildPath, matchRoute, type Params } from './match.js'
import type { PageRoute, Serving } from './table.js'

export type Resolution =
  | ({ kind: 'page'; route: PageRoute; params: Params } & Serving)
  | { kind: 'redirect'; location: string }
  | { kind: 'signIn'; location: string }
  | { kind: 'denied' }
  | { kind: 'deactivated' }
  | { kind: 'notFound' }

export interface Visit {
  pathname: string
  /** The query string with its leading `?`, or ''. */
  search: string
  user: SessionSummary | null
  restricted: boolean
}

export function signInLocation(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`
}

/** The entry and title section a page is served with to this visitor: the first serving by role they pass. */
export function servingOf(route: PageRoute, user: SessionSummary | null, params: Params = {}): Serving {
  const chosen = route.byRole?.find((serving) => passesGuard(serving.when, user, params))
  return chosen ? { entry: chosen.entry, section: chosen.section } : { entry: route.entry, section: route.section }
}

/**
 * What a visit to a path leads to, in the order of ARCHITECTURE.md "One route table": restricted mode,
 * then sign-in, then role, then the page or its redirect.
 */
export function resolveVisit({ pathname, search, user, restricted }: Visit): Resolution {
  const found = matchRoute(pathname)
  if (!found) return { kind: 'notFound' }
  const { route, params } = found
  if (restricted && route.hiddenInRestricted) return { kind: 'deactivated' }
  if (route.guard.kind !== 'none' && !user) return { kind: 'signIn', location: signInLocation(pathname, search) }
  if (!passesGuard(route.guard, user, params)) return { kind: 'denied' }
  if (route.kind === 'page') return { kind: 'page', route, params, ...servingOf(route, user, params) }
  const target = typeof route.to === 'string' ? route.to : route.to.find((t) => !t.anyOf || hasAnyRole(user, t.anyOf))?.to
  if (!target) return { kind: 'denied' }
  return { kind: 'redirect', location: buildPath(target, params) + (route.keepQuery ? search : '') }
}

/** Whether a link to this path is worth showing: restricted mode answers some pages as deactivated. */
export function isOffered(path: string, restricted: boolean): boolean {
  const found = matchRoute(path)
  return !!found && !(restricted && found.route.hiddenInRestricted)
}
