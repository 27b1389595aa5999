// The session check on load (spec-1 §4.3): ask the server who is signed in; when nobody is and the page
// needs sign-in, go to /login with the address to come back to. A found user redraws the shell by itself,
// since the shell draws from the store's summary.

import { resolveVisit } from '../routes/visit.js'
import type { SessionStore } from '../session/store.js'

export interface PageAddress {
  pathname: string
  /** The query string with its leading `?`, or ''. */
  search: string
}

export interface SessionCheckDeps {
  store: Pick<SessionStore, 'checkSession'>
  address: PageAddress
  restricted: boolean
  /** Leaves the page without keeping it in history (location.replace). */
  leave: (location: string) => void
}

/** The page that ends the session: it is neither checked nor watched for inactivity, being the way out. */
export function isSigningOut(pathname: string): boolean {
  return pathname === '/logout'
}

/** The sign-in page checks the session itself, with the sign-in parameters it was given (spec-1 §2.3). */
export function checksItsOwnSession(pathname: string): boolean {
  return pathname === '/login'
}

/** Returns where the browser was sent, or null when it stays. */
export async function checkSessionOnLoad({ store, address, restricted, leave }: SessionCheckDeps): Promise<string | null> {
  const { user, reached } = await store.checkSession()
  // No answer is not a sign-out: the page stays as the edge drew it.
  if (!reached || user) return null
  const visit = resolveVisit({ pathname: address.pathname, search: address.search, user: null, restricted })
  if (visit.kind !== 'signIn') return null
  leave(visit.location)
  return visit.location
}
