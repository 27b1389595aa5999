// The fields of a new licence (spec-3 §5): a name, a number of seats, an expiry date and the roles it offers
// from the start, each checked on the server and answered naming its field when wrong, changing nothing.

import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT, type NewLicenceRequest } from '../../../shared/api/types/licences.js'
import { CallFailure } from '../failures.js'
import { momentOf } from '../accounts/trial-form.js'
import { readableText } from '../readable-text.js'
import type { NewLicence } from '../store/licences.js'
import { characterCount } from '../../../shared/text/character-count.js'
import { isLicenceRole, LICENCE_ROLES, type LicenceRole } from '../../../shared/licences/roles.js'

export const LICENCE_NAME_REQUIRED = 'The name is required.'
export const LICENCE_NAME_TOO_LONG = `The name must be at most ${LICENCE_NAME_MAX} characters.`
export const MAX_SEATS_INVALID = `The maxSeats must be a whole number from 1 to ${MAX_SEATS_LIMIT.toLocaleString('en')}.`
export const EXPIRES_AT_INVALID = 'The expiresAt must be a real date, as YYYY-MM-DD or an ISO 8601 date-time with its zone.'

export const offeredRoleUnknown = (role: string) => `The availableRoles must be licence roles: ${role} is not one.`

const invalid = (message: string, field: keyof NewLicenceRequest) => new CallFailure(400, message, field)

function nameOf(text: string): string {
  const name = text.trim()
  if (name === '') throw invalid(LICENCE_NAME_REQUIRED, 'name')
  if (characterCount(name) > LICENCE_NAME_MAX) throw invalid(LICENCE_NAME_TOO_LONG, 'name')
  return readableText(name, 'The name', 'name')
}

function seatsOf(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_SEATS_LIMIT) throw invalid(MAX_SEATS_INVALID, 'maxSeats')
  return value
}

/** A YYYY-MM-DD expiry lasts to the end of that day (UTC): the licence's roles hold while expiry is after now. */
function expiryOf(text: string): number {
  const at = momentOf(text.trim(), true)
  if (at === null) throw invalid(EXPIRES_AT_INVALID, 'expiresAt')
  return at
}

/**
 * The roles the licence offers from the start, without repeats and in the roles' own order. The creator is
 * the global administrator, who may offer any licence role (as the available-role calls do).
 */
function offeredRolesOf(roles: readonly string[] = []): LicenceRole[] {
  const unknown = roles.find((role) => !isLicenceRole(role.trim()))
  if (unknown !== undefined) throw invalid(offeredRoleUnknown(unknown), 'availableRoles')
  const asked = new Set(roles.map((role) => role.trim()))
  return LICENCE_ROLES.filter((role) => asked.has(role))
}

/** The licence to store, checked field by field in the order of the form. */
export function newLicenceOf(request: NewLicenceRequest): NewLicence {
  return {
    name: nameOf(request.name),
    maxSeats: seatsOf(request.maxSeats),
    expiresAt: expiryOf(request.expiresAt),
    availableRoles: offeredRolesOf(request.availableRoles),
  }
}
