// Who may give which licence role to whom (spec-3 §4, §6): roles given to an entity must be on offer on
// its licence; only the global administrator grants or revokes Audit, DomainAudit and ServiceAccount, and
// changes or removes an entity holding ServiceAccount; CTD is never granted or revoked by these calls.
// Removing an entity revokes every role it holds, so it is allowed only where revoking them would be; a
// holder of CTD is removed by the global administrator alone, so that someone who has left can always go.

import {
  GLOBAL_ADMIN_ONLY_ROLES,
  isLicenceRole,
  NEVER_GRANTED_ROLE,
  SERVICE_ACCOUNT_ROLE,
  type LicenceRole,
} from '../../../shared/licences/roles.js'
import { CallFailure } from '../failures.js'
import type { LicenceRecord, LicensedEntityRecord } from '../store/licences.js'

export const unknownRole = (role: string) => `The roles must be licence roles: ${role} is not one.`
export const roleNotOffered = (role: string) => `The roles must be among the licence's available roles: ${role} is not offered on this licence.`
export const globalAdminRole = (role: string) => `Only a global administrator can grant or revoke ${role}.`
export const SERVICE_ACCOUNT_ENTITY = `Only a global administrator can change or remove an email or domain holding ${SERVICE_ACCOUNT_ROLE}.`
export const NEVER_GRANTED = `The ${NEVER_GRANTED_ROLE} role is never granted or revoked here.`
export const unknownRoleParam = (role: string) => `The role must be a licence role: ${role} is not one.`
export const globalAdminRemoval = (role: string) =>
  `Only a global administrator can remove an email or domain holding ${role}: removing it revokes ${role}.`

/** Who is making a change: the global administrator may do what a licence's own Admin may not. */
export interface Changer {
  isGlobalAdmin: boolean
}

/** A refusal of a role asked for: the roles call's `roles` list, or the offer and withdrawal calls' `role` parameter. */
const refuse = (message: string, field: 'roles' | 'role') => new CallFailure(400, message, field)
const forbid = (message: string) => new CallFailure(403, message)

/** An entity holding ServiceAccount is the global administrator's alone to change or remove. */
export function checkEntityChange(entity: LicensedEntityRecord, by: Changer): void {
  if (entity.roles.includes(SERVICE_ACCOUNT_ROLE) && !by.isGlobalAdmin) throw forbid(SERVICE_ACCOUNT_ENTITY)
}

/**
 * The entity's new roles, as asked (without repeats), once every role granted or revoked is allowed: a
 * licence role, on offer if granted, not CTD, and not an administrator's role unless the global
 * administrator asks. A role the entity keeps is not checked again.
 */
export function rolesAfterChange(requested: readonly string[], entity: LicensedEntityRecord, licence: LicenceRecord, by: Changer): string[] {
  checkEntityChange(entity, by)
  const roles = [...new Set(requested.map((role) => role.trim()))]
  const unknown = roles.find((role) => !isLicenceRole(role))
  if (unknown !== undefined) throw refuse(unknownRole(unknown), 'roles')
  const granted = roles.filter((role) => !entity.roles.includes(role))
  const revoked = entity.roles.filter((role) => !roles.includes(role))
  const changed = [...granted, ...revoked]
  if (changed.includes(NEVER_GRANTED_ROLE)) throw refuse(NEVER_GRANTED, 'roles')
  const notOffered = granted.find((role) => !licence.availableRoles.includes(role))
  if (notOffered !== undefined) throw refuse(roleNotOffered(notOffered), 'roles')
  const adminOnly = adminOnlyRoleIn(changed, by)
  if (adminOnly !== undefined) throw forbid(globalAdminRole(adminOnly))
  return roles
}

/** The first of `roles` only the global administrator grants or revokes, unless `by` is that administrator. */
function adminOnlyRoleIn(roles: readonly string[], by: Changer): string | undefined {
  return by.isGlobalAdmin ? undefined : roles.find((role) => GLOBAL_ADMIN_ONLY_ROLES.includes(role as LicenceRole))
}

/**
 * Removing an entity revokes all its roles: allowed only to whoever could revoke each of them with the
 * roles call (rolesAfterChange), so that a licence's own Admin cannot take Audit, DomainAudit or
 * ServiceAccount away by removing their holder. CTD, which no one revokes by these calls, goes with its
 * holder only when the global administrator removes the whole entry.
 */
export function checkRemoval(entity: LicensedEntityRecord, by: Changer): void {
  checkEntityChange(entity, by)
  const adminOnly = by.isGlobalAdmin ? undefined : entity.roles.find((role) => role === NEVER_GRANTED_ROLE || GLOBAL_ADMIN_ONLY_ROLES.includes(role as LicenceRole))
  if (adminOnly !== undefined) throw forbid(globalAdminRemoval(adminOnly))
}

/** The role named in an available-roles call, if it is a licence role. */
export function roleParamOf(text: string): LicenceRole {
  if (!isLicenceRole(text)) throw refuse(unknownRoleParam(text), 'role')
  return text
}

/** Withdrawing a role revokes it from its holders: CTD is never revoked by these calls. */
export function checkWithdrawal(role: LicenceRole, holders: readonly LicensedEntityRecord[]): void {
  if (role === NEVER_GRANTED_ROLE && holders.length > 0) throw refuse(NEVER_GRANTED, 'role')
}
