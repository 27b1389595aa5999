// The reference step's rules: a reference picked from the caller's own, or a new one typed, required and within
// the service's length.

import { CAMID_REFERENCE_MAX } from '../../../shared/api/types/camid.js'
import { problemsFound, requiredTextProblem } from '../../../shared/ui/form/fieldRules.js'
import type { Problems } from '../../../shared/state/formDraft.js'

/** The choice that means "type a new one"; no reference is empty. */
export const NEW_REFERENCE = ''

export interface ReferenceDraft {
  /** One of the caller's references, or NEW_REFERENCE. */
  picked: string
  /** The new reference typed. */
  reference: string
}

export const REFERENCE_REQUIRED = 'Enter a reference.'
export const REFERENCE_TOO_LONG = `A reference is at most ${CAMID_REFERENCE_MAX} characters.`

/** The reference the draft gives. */
export const referenceOf = (draft: ReferenceDraft) => (draft.picked === NEW_REFERENCE ? draft.reference.trim() : draft.picked)

export function referenceProblems(draft: ReferenceDraft): Problems<ReferenceDraft> {
  if (draft.picked !== NEW_REFERENCE) return {}
  return problemsFound({ reference: requiredTextProblem(draft.reference, { required: REFERENCE_REQUIRED, max: CAMID_REFERENCE_MAX, tooLong: REFERENCE_TOO_LONG }) })
}
