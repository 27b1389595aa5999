// Matching a path against the route table, and filling a route's pattern with parameters.

import { ROUTES, type Route } from './table.js'

/** A path's parameters by name, decoded. */
export type Params = Record<string, string>

interface CompiledRoute {
  route: Route
  pattern: RegExp
  names: string[]
}

function compile(route: Route): CompiledRoute {
  const names: string[] = []
  const parts = route.path.split('/').filter(Boolean).map((segment) => {
    if (!segment.startsWith(':')) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const optional = segment.endsWith('?')
    names.push(segment.slice(1, optional ? -1 : undefined))
    return optional ? '(?:/([^/]+))?' : '/([^/]+)'
  })
  return { route, names, pattern: new RegExp(`^${parts.join('') || '/'}$`) }
}

const COMPILED = ROUTES.map(compile)

export interface RouteMatch {
  route: Route
  params: Params
}

/** The route for a pathname (already without query), or null. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  for (const { route, pattern, names } of COMPILED) {
    const found = pattern.exec(path)
    if (!found) continue
    const params: Params = {}
    try {
      names.forEach((name, i) => {
        const raw = found[i + 1]
        if (raw !== undefined) params[name] = decodeURIComponent(raw)
      })
    } catch {
      return null // a malformed escape in a parameter matches nothing
    }
    return { route, params }
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
