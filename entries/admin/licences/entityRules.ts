// What a licence's detail lets its viewer do with its licensed entities (spec-3 §4 "Licences", §6): the
// type a typed value gets, the seats taken, and which role checkboxes each viewer may change. The service
// holds the same rules (server/api/licences/role-rules.ts); the screen draws them so that nobody is offered
// a change the service would refuse.

import type { EntityType, Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import { GLOBAL_ADMIN_ONLY_ROLES, LICENCE_ROLES, NEVER_GRANTED_ROLE, SERVICE_ACCOUNT_ROLE } from '../../../shared/licences/roles.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** Who looks at the licence: the global admin may do what the licence's own Admin may not. */
export interface Viewer {
  isGlobalAdmin: boolean
}

/** spec-3 §4: a value containing @ is an Email, otherwise a Domain. */
export function entityTypeOf(value: string): EntityType {
  return value.includes('@') ? 'Email' : 'Domain'
}

/** Each licensed entity takes one seat, an email or a whole domain alike. */
export function seatsTaken(entities: readonly LicensedEntity[]): number {
  return entities.length
}

/** spec-3 §4: adding an entity is disabled when the entity count reaches maxSeats. */
export function hasFreeSeat(entities: readonly LicensedEntity[], maxSeats: number): boolean {
  return seatsTaken(entities) < maxSeats
}

/** "1 of 2 seats used". */
export function seatsText(taken: number, maxSeats: number): string {
  return `${groupedNumber(taken)} of ${groupedNumber(maxSeats)} ${maxSeats === 1 ? 'seat' : 'seats'} used`
}

/** spec-3 §4, §6: an entity holding ServiceAccount is changed or removed by the global admin alone. */
export function canChangeEntity(entity: LicensedEntity, viewer: Viewer): boolean {
  return viewer.isGlobalAdmin || !entity.roles.includes(SERVICE_ACCOUNT_ROLE)
}

/**
 * Removing an entity revokes every role it holds, so the service allows it only to whoever could revoke
 * each of them (server/api/licences/role-rules.ts checkRemoval): a holder of CTD, Audit, DomainAudit or
 * ServiceAccount by the global admin alone.
 */
export function canRemoveEntity(entity: LicensedEntity, viewer: Viewer): boolean {
  const adminOnly = (role: string) => role === NEVER_GRANTED_ROLE || (GLOBAL_ADMIN_ONLY_ROLES as readonly string[]).includes(role)
  return viewer.isGlobalAdmin || !entity.roles.some(adminOnly)
}

const order = (role: string) => {
  const at = (LICENCE_ROLES as readonly string[]).indexOf(role)
  return at < 0 ? LICENCE_ROLES.length : at
}

/** Role names in the order of the licence role list, unknown names last, each once. */
export function inRoleOrder(roles: readonly string[]): string[] {
  return [...new Set(roles)].sort((a, b) => order(a) - order(b) || a.localeCompare(b))
}

/**
 * The roles an entity's row offers: those on offer on its licence, and any it still holds that are not,
 * so that such a role can be taken away.
 */
export function entityRoleChoices(licence: Pick<Licence, 'availableRoles'>, entity: LicensedEntity): string[] {
  return inRoleOrder([...licence.availableRoles, ...entity.roles])
}

export interface RoleCheckbox {
  role: string
  checked: boolean
  disabled: boolean
}

/**
 * One role's checkbox in an entity's row. spec-3 §4: CTD is always disabled; only the global admin grants
 * or revokes Audit, DomainAudit and ServiceAccount, or changes an entity holding ServiceAccount.
 */
export function roleCheckbox(role: string, entity: LicensedEntity, viewer: Viewer): RoleCheckbox {
  const checked = entity.roles.includes(role)
  const adminOnly = (GLOBAL_ADMIN_ONLY_ROLES as readonly string[]).includes(role)
  const disabled = role === NEVER_GRANTED_ROLE || !canChangeEntity(entity, viewer) || (adminOnly && !viewer.isGlobalAdmin)
  return { role, checked, disabled }
}

/** The entity's whole set of roles once one checkbox is ticked or cleared, as the PUT call takes it. */
export function rolesWith(roles: readonly string[], role: string, held: boolean): string[] {
  const others = roles.filter((r) => r !== role)
  return held ? inRoleOrder([...others, role]) : others
}

/** The entities a withdrawn role is taken from (spec-3 §4: withdrawing revokes it from existing users). */
export function holdersOf(entities: readonly LicensedEntity[], role: string): LicensedEntity[] {
  return entities.filter((entity) => entity.roles.includes(role))
}

/** What the withdrawal asks before it is confirmed: that the role goes from everyone holding it. */
export function withdrawalWarning(licenceName: string, role: string, holders: number): string {
  const from = holders === 0 ? 'No email or domain holds it now.' : `It is revoked from every email and domain holding it: ${holders} ${holders === 1 ? 'holds' : 'hold'} it now.`
  return `${licenceName} will no longer offer ${role}. ${from}`
}

export const ENTITY_VALUE_REQUIRED = 'Enter an email address or a domain.'
/** The service's own words for the same refusal (server/api/routes/licences.ts). */
export const ENTITY_ALREADY_THERE = 'This email or domain is already on the licence.'

/** The value as the service stores it: trimmed and lower-cased, so that one address is one entity. */
export const entityValueOf = (text: string) => text.trim().toLowerCase()

/** What is wrong with a typed value before it is sent; whether it is a valid address is the service's to say. */
export function entityValueProblem(text: string, entities: readonly LicensedEntity[]): string | undefined {
  const value = entityValueOf(text)
  if (value === '') return ENTITY_VALUE_REQUIRED
  return entities.some((entity) => entity.value === value) ? ENTITY_ALREADY_THERE : undefined
}
