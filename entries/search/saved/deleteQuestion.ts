// The question a bulk delete of saved searches asks first (issue 15): how many will be deleted, and, when
// they are few enough to read, which, by reference.

import { groupedNumber } from '../../../shared/format/numbers.js'

/** Up to this many references are listed; more would be a list to scroll, not a question to answer. */
export const REFERENCES_LISTED = 5

export interface DeleteQuestion {
  title: string
  /** The number, in words a screen reader reads as a sentence. */
  question: string
  /** The references when few; empty when many. */
  references: string[]
  confirmLabel: string
}

const searches = (n: number) => `${groupedNumber(n)} saved ${n === 1 ? 'search' : 'searches'}`

export function deleteQuestion(references: readonly string[]): DeleteQuestion {
  const n = references.length
  const few = n <= REFERENCES_LISTED
  return {
    title: n === 1 ? 'Delete saved search?' : 'Delete saved searches?',
    question: few ? `${searches(n)} will be deleted, which cannot be undone:` : `${searches(n)} will be deleted, which cannot be undone.`,
    references: few ? [...references] : [],
    confirmLabel: `Delete ${searches(n)}`,
  }
}
