// The Add Filters dialog's value editors as text (spec-1 §4.5, §5): the ends a date, size or edge value
// holds for its operator, and the value those ends write back in the operator's form, as the shared
// parser (shared/search/values.ts) reads it.

import type { Operator } from '../../../shared/search/fields.js'
import { rangeParts } from '../../../shared/search/values.js'

/** spec-1 §5: date pickers run from 1970 to 10 years ahead. */
export const EARLIEST_DATE = '1970-01-01'
const YEARS_AHEAD = 10

export function latestDate(now: Date = new Date()): string {
  return `${now.getUTCFullYear() + YEARS_AHEAD}-12-31`
}

/** Operators whose value is a range with two ends to fill. */
export function hasTwoEnds(operator: Operator | ''): boolean {
  return operator === 'between'
}

/**
 * The ends a value holds: [a, b] for between, [a] for the others, '' where an end is missing. "is" keeps
 * the value as written; before / less than keep the end after the dash, after / greater than the one before.
 */
export function valueEnds(value: string, operator: Operator | ''): [string] | [string, string] {
  const parts = rangeParts(value)
  if (hasTwoEnds(operator)) return parts.length === 1 ? [parts[0], ''] : [parts[0] ?? '', parts[1] ?? '']
  if (parts.length === 1) return [parts[0]]
  return [(operator === 'before' || operator === 'less than' ? parts[1] : parts[0]) ?? parts[0] ?? parts[1] ?? '']
}

/**
 * The value for the ends in the operator's form (spec-1 §4.5): 'a - b', ' - a', 'a - ', a alone for is.
 * Nothing filled in writes nothing, so an untouched row stays incomplete rather than wrong.
 */
export function valueOfEnds(operator: Operator | '', a: string, b = ''): string {
  const first = a.trim()
  const second = b.trim()
  if (first === '' && second === '') return ''
  switch (operator) {
    case 'between':
      return `${first} - ${second}`
    case 'before':
    case 'less than':
      return ` - ${first}`
    case 'after':
    case 'greater than':
      return `${first} - `
    default:
      return first
  }
}

/** A between range with only one end chosen still waits for the other. */
export function missingEnd(value: string, operator: Operator | ''): boolean {
  if (!hasTwoEnds(operator) || value.trim() === '') return false
  const [a, b] = valueEnds(value, operator)
  return a === '' || b === ''
}

/** The day a date picker shows for a written date (a timestamp shows its day); '' when it is not one. */
export function pickerDate(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T].*)?$/.exec(text.trim())
  return m ? m[1]! : ''
}

/** spec-1 §5: the filesize units offered, as the shared size parser reads them. */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB'] as const
export type SizeUnit = (typeof SIZE_UNITS)[number]

export interface SizeAmount {
  amount: string
  unit: SizeUnit
}

/** A written size as a number and one of the offered units; GB reads as MB, as the dialog offers no GB. */
export function sizeAmountOf(text: string): SizeAmount {
  const m = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]*)$/.exec(text.trim())
  if (!m) return { amount: '', unit: 'Bytes' }
  const amount = m[1]!
  switch ((m[2] ?? '').toLowerCase()) {
    case 'kb':
      return { amount, unit: 'KB' }
    case 'mb':
      return { amount, unit: 'MB' }
    case 'gb':
      return { amount: String(Number(amount) * 1024), unit: 'MB' }
    default:
      return { amount, unit: 'Bytes' }
  }
}

/** "2 MB", "512 Bytes"; no amount writes nothing. */
export function sizeText({ amount, unit }: SizeAmount): string {
  return amount.trim() === '' ? '' : `${amount.trim()} ${unit}`
}
