// The create-trial form's rules (spec-3 §5 "User trial"): a sign-up code, a valid-from and a valid-until
// day, a length in whole months (1 by default) and a type (VICTIM_ID by default). Each problem is named
// under its field before anything is sent; a refusal from the service is placed under the field it names
// (trialFieldOf: the call's names are not the form's).

import {
  DEFAULT_TRIAL_MONTHS,
  DEFAULT_TRIAL_TYPE,
  TRIAL_CODE_FORMAT,
  TRIAL_CODE_MAX,
  TRIAL_MONTHS_MAX,
  type NewTrialRequest,
  type TrialType,
} from '../../../shared/api/types/trials.js'
import type { Problems } from '../../../shared/state/formDraft.js'
import { countProblem, dayProblem, problemsFound, requiredTextProblem } from '../../../shared/ui/form/fieldRules.js'

/** The form as typed: the dates as a date field gives them (YYYY-MM-DD, or empty while unfinished). */
export interface TrialDraft {
  code: string
  validFrom: string
  validUntil: string
  months: string
  type: TrialType
}

export type TrialField = keyof TrialDraft

export const CODE_REQUIRED = 'Enter a sign-up code.'
export const CODE_FORMAT = 'Use only letters, digits, - and _ in the code.'
export const CODE_TOO_LONG = `Use at most ${TRIAL_CODE_MAX} characters in the code.`
export const VALID_FROM_REQUIRED = 'Enter the first day the code can be used.'
export const VALID_UNTIL_REQUIRED = 'Enter the last day the code can be used.'
export const UNTIL_BEFORE_FROM = 'The last day must not be before the first day.'
export const MONTHS_RANGE = `Enter a whole number of months from 1 to ${TRIAL_MONTHS_MAX}.`

export function emptyTrialDraft(): TrialDraft {
  return { code: '', validFrom: '', validUntil: '', months: String(DEFAULT_TRIAL_MONTHS), type: DEFAULT_TRIAL_TYPE }
}

function codeProblem(code: string): string | undefined {
  const problem = requiredTextProblem(code, { required: CODE_REQUIRED, max: TRIAL_CODE_MAX, tooLong: CODE_TOO_LONG })
  return problem ?? (TRIAL_CODE_FORMAT.test(code.trim()) ? undefined : CODE_FORMAT)
}

/** What is wrong with each field; empty when the trial can be sent. */
export function trialProblems(draft: TrialDraft): Problems<TrialDraft> {
  const from = dayProblem(draft.validFrom, VALID_FROM_REQUIRED)
  // Days as YYYY-MM-DD compare as text; no order is judged against a first day that is wrong.
  const outOfOrder = !from && draft.validUntil.trim() < draft.validFrom.trim()
  return problemsFound<TrialDraft>({
    code: codeProblem(draft.code),
    validFrom: from,
    validUntil: dayProblem(draft.validUntil, VALID_UNTIL_REQUIRED) ?? (outOfOrder ? UNTIL_BEFORE_FROM : undefined),
    months: countProblem(draft.months, TRIAL_MONTHS_MAX, MONTHS_RANGE),
  })
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
