// What makes an address one a user may safely be sent to with their sign-in code (spec-3 §5, SECURITY.md
// "Redirects"): https, or plain http only to the creator's own machine, where a tool under development
// listens; no fragment, no user name or password. The application form and the service each word the
// problem their own way.

/** What is wrong with a redirect address. */
export type RedirectAddressProblem = 'characters' | 'incomplete' | 'insecure' | 'fragment' | 'credentials'

/** The hosts plain http may reach. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])
/** The scheme and authority as written, before the URL parser forgives a missing // or a stray @. */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i

/** Why an address cannot be a redirect target; null when it can. */
export function redirectAddressProblem(address: string): RedirectAddressProblem | null {
  // The URL parser drops tabs and line breaks and reads \ as /: what it checked would not be what is stored.
  if (/[\s\p{Cc}\\]/u.test(address)) return 'characters'
  const authority = AUTHORITY.exec(address)?.[1]
  let url: URL | null = null
  try {
    url = new URL(address)
  } catch {
    // told below
  }
  if (!url || !authority) return 'incomplete'
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  if (!secure) return 'insecure'
  // The sign-in code is added to the query: after a fragment the application would never see it.
  if (address.includes('#')) return 'fragment'
  if (authority.includes('@') || url.username !== '' || url.password !== '') return 'credentials'
  return null
}
