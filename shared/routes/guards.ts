// What a route asks of its visitor (spec-1 §2.3, spec-3 §6: signed in, a role, a role in the licence named
// by the path, the global admin), and whether a visitor passes.

import { hasAnyRole, hasLicenceRole, isGlobalAdmin } from '../roles.js'
import type { SessionSummary } from '../api/types/user.js'
import type { Params } from './pattern.js'

export type Guard =
  | { kind: 'none' }
  | { kind: 'signedIn' }
  /** Any of the roles, as a user role or in any licence; `orAdmin` lets the global admin in too. */
  | { kind: 'role'; anyOf: readonly string[]; orAdmin?: boolean }
  /** Any of the roles in the licence named by the path parameter `param`; the global admin always passes. */
  | { kind: 'licenceRole'; param: string; anyOf: readonly string[] }
  | { kind: 'admin' }

export const none: Guard = { kind: 'none' }
export const signedIn: Guard = { kind: 'signedIn' }
export const admin: Guard = { kind: 'admin' }
export const role = (...anyOf: string[]): Guard => ({ kind: 'role', anyOf })
export const roleOrAdmin = (...anyOf: string[]): Guard => ({ kind: 'role', anyOf, orAdmin: true })
export const inLicence = (...anyOf: string[]): Guard => ({ kind: 'licenceRole', param: 'licenceId', anyOf })

export function passesGuard(guard: Guard, user: SessionSummary | null, params: Params = {}): boolean {
  switch (guard.kind) {
    case 'none':
      return true
    case 'signedIn':
      return !!user
    case 'admin':
      return isGlobalAdmin(user)
    case 'role':
      return hasAnyRole(user, guard.anyOf) || (!!guard.orAdmin && isGlobalAdmin(user))
    case 'licenceRole': {
      const licenceId = params[guard.param]
      return isGlobalAdmin(user) || (licenceId !== undefined && hasLicenceRole(user, licenceId, guard.anyOf))
    }
  }
}
