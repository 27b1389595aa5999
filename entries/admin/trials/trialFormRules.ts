// The create-trial form's rules (spec-3 §5 "User trial"): a sign-up code, a valid-from and a valid-until
// day, a length in whole months (1 by default) and a type (VICTIM_ID by default). Each problem is named
// under its field before anything is sent; a refusal from the service is placed under the field it names
// (trialFieldOf: the call's names are not the form's).

import { isRealDay } from '../../../shared/format/dates.js'
import {
  DEFAULT_TRIAL_MONTHS,
  DEFAULT_TRIAL_TYPE,
  TRIAL_CODE_FORMAT,
  TRIAL_CODE_MAX,
  TRIAL_MONTHS_MAX,
  type NewTrialRequest,
  type TrialType,
} from '../../../shared/api/types/trials.js'

/** The form as typed: the dates as a date field gives them (YYYY-MM-DD, or empty while unfinished). */
export interface TrialDraft {
  code: string
  validFrom: string
  validUntil: string
  months: string
  type: TrialType
}

export type TrialField = keyof TrialDraft
export type TrialProblems = Partial<Record<TrialField, string>>

export const CODE_REQUIRED = 'Enter a sign-up code.'
export const CODE_FORMAT = 'Use only letters, digits, - and _ in the code.'
export const CODE_TOO_LONG = `Use at most ${TRIAL_CODE_MAX} characters in the code.`
export const VALID_FROM_REQUIRED = 'Enter the first day the code can be used.'
export const VALID_UNTIL_REQUIRED = 'Enter the last day the code can be used.'
export const NOT_A_DATE = 'Enter a real date.'
export const UNTIL_BEFORE_FROM = 'The last day must not be before the first day.'
export const MONTHS_RANGE = `Enter a whole number of months from 1 to ${TRIAL_MONTHS_MAX}.`


export function emptyTrialDraft(): TrialDraft {
  return { code: '', validFrom: '', validUntil: '', months: String(DEFAULT_TRIAL_MONTHS), type: DEFAULT_TRIAL_TYPE }
}


function codeProblem(code: string): string | undefined {
  const trimmed = code.trim()
  if (trimmed === '') return CODE_REQUIRED
  if (trimmed.length > TRIAL_CODE_MAX) return CODE_TOO_LONG
  return TRIAL_CODE_FORMAT.test(trimmed) ? undefined : CODE_FORMAT
}

function dayProblem(day: string, required: string): string | undefined {
  if (day.trim() === '') return required
  return isRealDay(day.trim()) ? undefined : NOT_A_DATE
}

function monthsProblem(months: string): string | undefined {
  const text = months.trim()
  const value = /^[0-9]+$/.test(text) ? Number(text) : NaN
  return Number.isInteger(value) && value >= 1 && value <= TRIAL_MONTHS_MAX ? undefined : MONTHS_RANGE
}

/** What is wrong with each field; empty when the trial can be sent. */
export function trialProblems(draft: TrialDraft): TrialProblems {
  const problems: TrialProblems = {}
  const code = codeProblem(draft.code)
  if (code) problems.code = code
  const from = dayProblem(draft.validFrom, VALID_FROM_REQUIRED)
  if (from) problems.validFrom = from
  const until = dayProblem(draft.validUntil, VALID_UNTIL_REQUIRED)
  if (until) problems.validUntil = until
  // Days as YYYY-MM-DD compare as text.
  else if (!from && draft.validUntil.trim() < draft.validFrom.trim()) problems.validUntil = UNTIL_BEFORE_FROM
  const months = monthsProblem(draft.months)
  if (months) problems.months = months
  return problems
}

/** The call's body: days as the service reads them (valid-from from the start of its day, valid-until to its end). */
export function trialRequestOf(draft: TrialDraft): NewTrialRequest {
  return {
    code: draft.code.trim(),
    codeValidFrom: draft.validFrom.trim(),
    codeValidUntil: draft.validUntil.trim(),
    trialMonths: Number(draft.months.trim()),
    trialType: draft.type,
  }
}

/** The form's field each field of the call is, for a refusal that names one (FailureReply's `field`). */
const TRIAL_FIELDS: Readonly<Record<keyof NewTrialRequest, TrialField>> = {
  code: 'code',
  codeValidFrom: 'validFrom',
  codeValidUntil: 'validUntil',
  trialMonths: 'months',
  trialType: 'type',
}

export const trialFieldOf = (field: string): TrialField | null => (Object.hasOwn(TRIAL_FIELDS, field) ? TRIAL_FIELDS[field as keyof NewTrialRequest] : null)
