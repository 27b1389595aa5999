// Role checks (spec-1 §6): roles come as user roles and per-licence roles; `admin` marks the global admin.

import type { SessionSummary } from './api/types/user.js'

type RoleHolder = Pick<SessionSummary, 'roles' | 'licenceRoles'>

export const GLOBAL_ADMIN = 'admin'

export function isGlobalAdmin(user: RoleHolder | null | undefined): boolean {
  return !!user && user.roles.includes(GLOBAL_ADMIN)
}

/** True when the user holds any of `roles` as a user role or in any of their licences. */
export function hasAnyRole(user: RoleHolder | null | undefined, roles: readonly string[]): boolean {
  if (!user) return false
  if (user.roles.some((r) => roles.includes(r))) return true
  return Object.values(user.licenceRoles).some((held) => held.some((r) => roles.includes(r)))
}

/** True when the user holds any of `roles` in the licence `licenceId`. */
export function hasLicenceRole(user: RoleHolder | null | undefined, licenceId: string, roles: readonly string[]): boolean {
  if (!user) return false
  const held = user.licenceRoles[licenceId]
  return !!held && held.some((r) => roles.includes(r))
}
