// Where the browser goes once signing in or out is done (spec-1 §2.3, §4.1, §4.2).

import { addressAfterSignIn } from '../../shared/session/landing.js'
import type { SessionSummary } from '../../shared/api/types/user.js'

/** Only web addresses are followed, whatever the server answered: never javascript:, data: and the like. */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

export interface SignInContext {
  /** The redirect query value given to /login, if any. */
  redirect: string | null
  origin: string
  allowedOrigins: readonly string[]
}

/** The user as the service answered it, or the session summary the page came with. */
export type SignedInUser = Pick<SessionSummary, 'roles' | 'licenceRoles'> & { firstLogin?: boolean }

/**
 * The client's own address when the service answered one (it has checked it against the registered
 * application); else the allowed redirect, else the landing rule's page.
 */
export function destinationAfterSignIn(user: SignedInUser, redirectUri: string | null, context: SignInContext): string {
  if (redirectUri && isWebAddress(redirectUri)) return redirectUri
  return addressAfterSignIn(user, {
    redirect: context.redirect,
    origin: context.origin,
    allowedOrigins: context.allowedOrigins,
    firstLogin: user.firstLogin === true,
  })
}

export interface SignOutResult {
  /** The service's answer: postLogoutRedirectUri is the registered address of a known application. */
  redirectAllowed: boolean
  postLogoutRedirectUri?: string
  redirect: string | null
}

/** spec-1 §4.2: the post-logout address when the service allows it, else /login keeping the redirect. */
export function addressAfterSignOut({ redirectAllowed, postLogoutRedirectUri, redirect }: SignOutResult): string {
  if (redirectAllowed && postLogoutRedirectUri && isWebAddress(postLogoutRedirectUri)) return postLogoutRedirectUri
  return '/login' + (redirect ? '?redirect=' + encodeURIComponent(redirect) : '')
}
