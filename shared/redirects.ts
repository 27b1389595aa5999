// Post-login redirect rule (spec-1 §4.1, SECURITY.md "Redirects"): which redirect values may be followed.

export const DEFAULT_LANDING = '/search'

// spec-1 §4.1: a redirect is honoured only if it starts with /sso or /api (or is on the provider's own sites).
export const ALLOWED_REDIRECT_PREFIXES: readonly string[] = ['/sso', '/api']

export const MAX_REDIRECT_LENGTH = 2048

export interface RedirectOptions {
  /** Our own origin, e.g. `https://app.example`; relative redirects must stay on it. */
  origin: string
  /** Path prefixes a relative redirect must start with, at a segment boundary. */
  allowedPrefixes?: readonly string[]
  /** The provider's own sites (a deployment setting); only https origins are ever honoured. */
  allowedOrigins?: readonly string[]
}

// Raw control characters (C0, DEL, C1) and the line/paragraph separators some parsers treat as newlines.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// Percent-encoded control characters (%00–%1f, %7f) and backslash (%5c), anywhere in the value.
const ENCODED_FORBIDDEN = /%(?:[01][0-9a-f]|7f|5c)/i
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** The redirect to follow, or null when it must be refused. */
export function safeRedirect(value: unknown, options: RedirectOptions): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null
  if (CONTROL.test(value) || value.includes('\\') || ENCODED_FORBIDDEN.test(value)) return null
  if (value.startsWith('/')) return safeRelative(value, options)
  if (SCHEME.test(value)) return safeAbsolute(value, options.allowedOrigins ?? [])
  return null
}

/** Where to go after sign-in: the redirect when it is safe, else /search. */
export function landingAfterSignIn(redirect: unknown, options: RedirectOptions): string {
  return safeRedirect(redirect, options) ?? DEFAULT_LANDING
}

function safeRelative(value: string, options: RedirectOptions): string | null {
  // `//host` and `/\host` are protocol-relative to browsers.
  if (value[1] === '/' || value[1] === '\\') return null
  const path = value.split(/[?#]/, 1)[0] ?? ''
  const decoded = decodeFully(path)
  if (decoded === null || CONTROL.test(decoded) || decoded.includes('\\')) return null
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null

  const ours = new URL(options.origin).origin
  // A path starting with one `/` always parses against a valid base.
  const url = new URL(value, ours)
  if (url.origin !== ours) return null
  const prefixes = options.allowedPrefixes ?? ALLOWED_REDIRECT_PREFIXES
  // Check both what was given and what the browser will resolve it to.
  if (!prefixes.some((p) => startsAtBoundary(value, p) && startsAtBoundary(url.pathname, p))) return null
  return url.pathname + url.search + url.hash
}

function safeAbsolute(value: string, allowedOrigins: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  if (!allowedOrigins.some((o) => httpsOrigin(o) === url.origin)) return null
  return url.href
}

function httpsOrigin(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** True when `path` is `prefix` or continues it with `/`, `?` or `#` (so `/ssox` does not match `/sso`). */
function startsAtBoundary(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false
  if (prefix.endsWith('/')) return true
  const next = path[prefix.length]
  return next === undefined || next === '/' || next === '?' || next === '#'
}

/** Percent-decodes until stable so double-encoded dot segments show; null when the encoding is malformed. */
function decodeFully(text: string): string | null {
  let current = text
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}
