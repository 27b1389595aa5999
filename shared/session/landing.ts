// Where a user goes after signing in (spec-1 §2.3 "Post-login landing rule", §4.1 redirects).

import { hasAnyRole } from '../roles.js'
import { safeRedirect } from '../redirects.js'
import type { SessionSummary } from '../api/types/user.js'

type RoleHolder = Pick<SessionSummary, 'roles' | 'licenceRoles'>

/** spec-1 §2.3, first that applies. */
const LANDINGS: readonly { anyOf: readonly string[]; to: string }[] = [
  { anyOf: ['MetadataSearch'], to: '/search' },
  { anyOf: ['UniformSearch'], to: '/uniforms' },
  { anyOf: ['Audit', 'DomainAudit', 'UsageStats'], to: '/licences' },
]
export const FALLBACK_LANDING = '/settings'

export function landingFor(user: RoleHolder): string {
  return LANDINGS.find((landing) => hasAnyRole(user, landing.anyOf))?.to ?? FALLBACK_LANDING
}

export interface AfterSignIn {
  /** The redirect query value given to /login, if any. */
  redirect: string | null
  origin: string
  /** The provider's own https sites a redirect may also name (deployment setting). */
  allowedOrigins: readonly string[]
  firstLogin: boolean
}

/**
 * The address to open after a sign-in: the redirect when it is allowed (spec-1 §4.1: /sso, /api or the
 * provider's own sites), else the landing rule's page, with firstLogin=yes on a first sign-in.
 */
export function addressAfterSignIn(user: RoleHolder, options: AfterSignIn): string {
  const allowed = safeRedirect(options.redirect, { origin: options.origin, allowedOrigins: options.allowedOrigins })
  if (allowed) return allowed
  const landing = landingFor(user)
  return options.firstLogin ? `${landing}?firstLogin=yes` : landing
}
