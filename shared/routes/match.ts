// Matching a path against the route table, and filling a route's pattern with parameters.

import { ROUTES, type Route } from './table.js'
import { compilePattern, paramsOf, withoutTrailingSlash, type CompiledPattern, type Params } from './pattern.js'

export type { Params }

interface CompiledRoute extends CompiledPattern {
  route: Route
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({ route, ...compilePattern(route.path) }))

export interface RouteMatch {
  route: Route
  params: Params
}

/**
 * The route for a pathname (already without query), or null. A trailing slash is ignored; a malformed escape
 * in a parameter matches nothing.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = withoutTrailingSlash(pathname)
  for (const compiled of COMPILED) {
    const params = paramsOf(compiled, path)
    if (params === undefined) continue
    return params && { route: compiled.route, params }
  }
  return null
}

/** Fills a pattern's parameters; an optional parameter without a value is dropped. */
export function buildPath(pattern: string, params: Params): string {
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const optional = segment.endsWith('?')
      const value = params[segment.slice(1, optional ? -1 : undefined)]
      if (value === undefined) {
        if (optional) return null
        throw new Error(`Missing parameter ${segment} for ${pattern}`)
      }
      return encodeURIComponent(value)
    })
    .filter((s) => s !== null)
    .join('/')
  return built || '/'
}
