// The range a licence's usage covers (spec-3 §4 "Usage range selection"): Specific Month, Last 3 Months,
// Last 6 Months, Year to Date (the default) or Specific Year, kept in the address (range=, month=YYYY-MM,
// year=YYYY) so that a reload or a shared link shows the same range, and sent to the service as it names them.

import { DEFAULT_USAGE_RANGE, USAGE_RANGES, type UsageQuery, type UsageRange } from '../../../shared/api/types/usage.js'
import { formatDay } from '../../../shared/format/dates.js'
import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'

export type UsageRangeChoice =
  | { range: 'specificMonth'; month: string }
  | { range: 'specificYear'; year: string }
  | { range: Exclude<UsageRange, 'specificMonth' | 'specificYear'> }

export const RANGE_LABELS: Readonly<Record<UsageRange, string>> = {
  specificMonth: 'Specific Month',
  last3Months: 'Last 3 Months',
  last6Months: 'Last 6 Months',
  yearToDate: 'Year to Date',
  specificYear: 'Specific Year',
}

export const RANGE_CHOICES = USAGE_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))

/** The pickers offer this many months and years back from the current one. */
export const MONTHS_OFFERED = 36
export const YEARS_OFFERED = 10

/** The service's own bounds (server/api/usage/ranges.ts): no usage is older than 2000. */
const FIRST_YEAR = 2000
/** A year from FIRST_YEAR (2000) on, as four digits. */
const YEAR = '[2-9][0-9]{3}'

/** The range in the address; a month or year is '' where the range names none, or names one unreadable. */
export const UsageRangeParams = UrlType.Object({
  range: UrlType.Enum(USAGE_RANGES, { default: DEFAULT_USAGE_RANGE }),
  month: UrlType.String({ default: '', pattern: `^${YEAR}-(0[1-9]|1[0-2])$` }),
  year: UrlType.String({ default: '', pattern: `^${YEAR}$` }),
})

/** YYYY-MM of a time, in UTC as the service counts. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7)
export const yearOf = (now: Date): string => String(now.getUTCFullYear())

/**
 * The range the address names; Year to Date when it names none or one the service does not know. A month or
 * year missing or unreadable is the current one.
 */
export function readRangeChoice(params: URLSearchParams, now: Date): UsageRangeChoice {
  const { range, month, year } = readUrlState(UsageRangeParams, params)
  if (range === 'specificMonth') return { range, month: month || monthOf(now) }
  if (range === 'specificYear') return { range, year: year || yearOf(now) }
  return { range }
}

/** The address with the range written over its range parameters; the default range is left out. */
export function writeRangeChoice(params: URLSearchParams, choice: UsageRangeChoice): URLSearchParams {
  return writeUrlState(UsageRangeParams, choice, params)
}

/** A newly chosen range, with the current month or year for one that names it. */
export function choiceOf(range: UsageRange, now: Date): UsageRangeChoice {
  if (range === 'specificMonth') return { range, month: monthOf(now) }
  if (range === 'specificYear') return { range, year: yearOf(now) }
  return { range }
}

/** GET /v1/licences/{id}/usage's query for the range. */
export function usageQueryOf(choice: UsageRangeChoice): UsageQuery {
  if (choice.range === 'specificMonth') return { range: choice.range, month: choice.month }
  if (choice.range === 'specificYear') return { range: choice.range, year: choice.year }
  return { range: choice.range }
}

/** One key per range the service answers differently. */
export const rangeKey = (choice: UsageRangeChoice): string => Object.values(usageQueryOf(choice)).join(' ')

/** A month as the admin screens write days (spec-3 §9 "DD MMM, YYYY"), without the day: "Nov, 2026". */
export function monthLabel(month: string): string {
  return formatDay(`${month}-01T00:00:00Z`).slice(3)
}

/** The months the picker offers, newest first, with the chosen one even when it is older. */
export function monthChoices(now: Date, chosen?: string): { value: string; label: string }[] {
  const months: string[] = []
  for (let back = 0; back < MONTHS_OFFERED; back++) {
    const month = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)))
    if (Number(month.slice(0, 4)) >= FIRST_YEAR) months.push(month)
  }
  if (chosen && !months.includes(chosen)) months.push(chosen)
  return months.sort().reverse().map((value) => ({ value, label: monthLabel(value) }))
}

/** The years the picker offers, newest first, with the chosen one even when it is older. */
export function yearChoices(now: Date, chosen?: string): { value: string; label: string }[] {
  const years: string[] = []
  for (let back = 0; back < YEARS_OFFERED; back++) {
    const year = now.getUTCFullYear() - back
    if (year >= FIRST_YEAR) years.push(String(year))
  }
  if (chosen && !years.includes(chosen)) years.push(chosen)
  return years.sort().reverse().map((value) => ({ value, label: value }))
}

/** The range a reply covers, in words: its first day to its last (`to` is the moment after it). */
export function coveredText(from: string, to: string): string {
  const start = Date.parse(from)
  const end = Date.parse(to)
  if (!(end > start)) return 'This range has not begun yet.'
  return `From ${formatDay(from)} to ${formatDay(new Date(end - 1).toISOString())} (UTC).`
}
