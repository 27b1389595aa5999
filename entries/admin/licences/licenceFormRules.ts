// The create-licence form's rules (spec-3 §5: name, maxSeats as a whole number and expiresAt as a date are
// required). Each problem is named under its field before anything is sent; a refusal from the service is
// placed under the field it names.

import { isRealDay } from '../../../shared/format/dates.js'
import { LICENCE_NAME_MAX, MAX_SEATS_LIMIT, type NewLicenceRequest } from '../../../shared/api/types/licences.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** The form as typed: the expiry as a date field gives it (YYYY-MM-DD, or empty while unfinished). */
export interface LicenceDraft {
  name: string
  maxSeats: string
  expiresAt: string
}

export type LicenceField = keyof LicenceDraft
export type LicenceProblems = Partial<Record<LicenceField, string>>

export const NAME_REQUIRED = "Enter the licence's name."
export const NAME_TOO_LONG = `Use at most ${LICENCE_NAME_MAX} characters in the name.`
export const SEATS_RANGE = `Enter a whole number of seats from 1 to ${groupedNumber(MAX_SEATS_LIMIT)}.`
export const EXPIRY_REQUIRED = 'Enter the day the licence expires.'
export const NOT_A_DATE = 'Enter a real date.'


export function emptyLicenceDraft(): LicenceDraft {
  return { name: '', maxSeats: '', expiresAt: '' }
}


/** Characters as a person counts them, as the service counts them. */
const lengthOf = (text: string) => [...text.normalize('NFC')].length

function nameProblem(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return NAME_REQUIRED
  return lengthOf(trimmed) > LICENCE_NAME_MAX ? NAME_TOO_LONG : undefined
}

function seatsProblem(seats: string): string | undefined {
  const text = seats.trim()
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN
  return Number.isInteger(value) && value >= 1 && value <= MAX_SEATS_LIMIT ? undefined : SEATS_RANGE
}

function expiryProblem(day: string): string | undefined {
  if (day.trim() === '') return EXPIRY_REQUIRED
  return isRealDay(day.trim()) ? undefined : NOT_A_DATE
}

/** What is wrong with each field; empty when the licence can be sent. */
export function licenceProblems(draft: LicenceDraft): LicenceProblems {
  const problems: LicenceProblems = {}
  const name = nameProblem(draft.name)
  if (name) problems.name = name
  const seats = seatsProblem(draft.maxSeats)
  if (seats) problems.maxSeats = seats
  const expiry = expiryProblem(draft.expiresAt)
  if (expiry) problems.expiresAt = expiry
  return problems
}

/** The call's body: the service reads a bare day as lasting to its end (UTC). */
export function licenceRequestOf(draft: LicenceDraft): NewLicenceRequest {
  return { name: draft.name.trim(), maxSeats: Number(draft.maxSeats.trim()), expiresAt: draft.expiresAt.trim() }
}
