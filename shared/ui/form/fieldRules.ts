// The checks a form's rules are built from (issue 29): a text the form requires, within its length; a day as
// a date field gives it; a whole number up to a limit; and the problems found gathered under their fields,
// as useForm takes them. Each form words its own problems, but a day that does not exist reads the same in
// every form.

import { isRealDay } from '../../format/dates.js'
import type { Problems } from '../../state/formDraft.js'

export const NOT_A_DATE = 'Enter a real date.'

export interface RequiredText {
  /** When the text is blank once trimmed. */
  required: string
  max: number
  /** When the trimmed text is longer than `max`. */
  tooLong: string
  /** How its length is counted; by default as the browser's maxLength counts (UTF-16 code units). */
  count?: (text: string) => number
}

/** What is wrong with a text the form requires; undefined when nothing. */
export function requiredTextProblem(text: string, rule: RequiredText): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return rule.required
  const length = rule.count ? rule.count(trimmed) : trimmed.length
  return length > rule.max ? rule.tooLong : undefined
}

/** A day as a date field gives it (YYYY-MM-DD, empty while unfinished): `required` when empty, NOT_A_DATE when no such day. */
export function dayProblem(day: string, required: string): string | undefined {
  const trimmed = day.trim()
  if (trimmed === '') return required
  return isRealDay(trimmed) ? undefined : NOT_A_DATE
}

/** A whole number from 1 to `max` written in digits; `outOfRange` for anything else, empty included. */
export function countProblem(text: string, max: number, outOfRange: string): string | undefined {
  const trimmed = text.trim()
  const value = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN
  return Number.isInteger(value) && value >= 1 && value <= max ? undefined : outOfRange
}

/** The problems found, each under its field; a field with none is left out. */
export function problemsFound<D extends object>(found: { [F in keyof D]?: string | undefined }): Problems<D> {
  const problems: Problems<D> = {}
  for (const field of Object.keys(found) as (keyof D)[]) {
    const problem = found[field]
    if (problem) problems[field] = problem
  }
  return problems
}
