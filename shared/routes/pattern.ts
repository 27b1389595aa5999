// A route pattern ('/search/:image?') matched against a path: apart from the route table (match.ts) so that a
// page's early script (entries/search/early.ts) can tell its page without carrying the whole table.

/** A path's parameters by name, decoded. */
export type Params = Record<string, string>

export interface CompiledPattern {
  pattern: RegExp
  names: string[]
}

export function compilePattern(path: string): CompiledPattern {
  const names: string[] = []
  const parts = path.split('/').filter(Boolean).map((segment) => {
    if (!segment.startsWith(':')) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const optional = segment.endsWith('?')
    names.push(segment.slice(1, optional ? -1 : undefined))
    return optional ? '(?:/([^/]+))?' : '/([^/]+)'
  })
  return { names, pattern: new RegExp(`^${parts.join('') || '/'}$`) }
}

/** A pathname without its trailing slash, which the route table ignores. */
export const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname)

/**
 * The parameters of a path (already without query and trailing slash) under a compiled pattern: undefined when
 * it does not match, null when a parameter holds a malformed escape.
 */
export function paramsOf({ pattern, names }: CompiledPattern, path: string): Params | null | undefined {
  const found = pattern.exec(path)
  if (!found) return undefined
  const params: Params = {}
  try {
    names.forEach((name, i) => {
      const raw = found[i + 1]
      if (raw !== undefined) params[name] = decodeURIComponent(raw)
    })
  } catch {
    return null
  }
  return params
}

/** Whether a pathname is a page of the pattern. */
export const matchesPattern = (path: string, pathname: string): boolean => Boolean(paramsOf(compilePattern(path), withoutTrailingSlash(pathname)))
