// The create-licence form's rules (spec-3 §5: name, maxSeats as a whole number and expiresAt as a date are
// required; the roles it offers from the start may be chosen with them). Each problem is named under its field
// before anything is sent; a refusal from the service is placed under the field it names.

import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT, type NewLicenceRequest } from '../../../shared/api/types/licences.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import type { Problems } from '../../../shared/state/formDraft.js'
import { characterCount } from '../../../shared/text/character-count.js'
import { countProblem, dayProblem, problemsFound, requiredTextProblem } from '../../../shared/ui/form/fieldRules.js'
import { LICENCE_ROLES, type LicenceRole } from '../../../shared/licences/roles.js'

/** The form as typed: the expiry as a date field gives it (YYYY-MM-DD, or empty while unfinished). */
export interface LicenceDraft {
  name: string
  maxSeats: string
  expiresAt: string
  /** The roles ticked to offer on the licence from the start. */
  availableRoles: LicenceRole[]
}

export const NAME_REQUIRED = "Enter the licence's name."
export const NAME_TOO_LONG = `Use at most ${LICENCE_NAME_MAX} characters in the name.`
export const SEATS_RANGE = `Enter a whole number of seats from 1 to ${groupedNumber(MAX_SEATS_LIMIT)}.`
export const EXPIRY_REQUIRED = 'Enter the day the licence expires.'

export function emptyLicenceDraft(): LicenceDraft {
  return { name: '', maxSeats: '', expiresAt: '', availableRoles: [] }
}

/** What is wrong with each field; empty when the licence can be sent. */
export function licenceProblems(draft: LicenceDraft): Problems<LicenceDraft> {
  return problemsFound<LicenceDraft>({
    name: requiredTextProblem(draft.name, { required: NAME_REQUIRED, max: LICENCE_NAME_MAX, tooLong: NAME_TOO_LONG, count: characterCount }),
    maxSeats: countProblem(draft.maxSeats, MAX_SEATS_LIMIT, SEATS_RANGE),
    expiresAt: dayProblem(draft.expiresAt, EXPIRY_REQUIRED),
  })
}

/** The roles ticked, one role ticked or cleared: kept in the roles' own order, each once. */
export function withRole(roles: readonly LicenceRole[], role: LicenceRole, offered: boolean): LicenceRole[] {
  return LICENCE_ROLES.filter((each) => (each === role ? offered : roles.includes(each)))
}

/** The call's body: the service reads a bare day as lasting to its end (UTC). */
export function licenceRequestOf(draft: LicenceDraft): NewLicenceRequest {
  return {
    name: draft.name.trim(),
    maxSeats: Number(draft.maxSeats.trim()),
    expiresAt: draft.expiresAt.trim(),
    availableRoles: [...draft.availableRoles],
  }
}
