// spec-3 §4 "Usage range selection": the time a range= of GET /v1/licences/{id}/usage covers, in UTC. Year to
// Date is the default; Last 3 Months counts back 4 months from the start of the week, Last 6 Months 7.

import { DEFAULT_USAGE_RANGE, USAGE_RANGES, type UsageQuery, type UsageRange } from '../../../shared/api/types/usage.js'
import { CallFailure } from '../failures.js'
import { DAY_MS, dayOf, mondayOf, monthStart, monthsBefore } from './calendar.js'

/** From a day's start to `to` (exclusive), ms. */
export interface UsageRangeBounds {
  from: number
  to: number
}

export const RANGE_INVALID = `range must be one of ${USAGE_RANGES.join(', ')}.`
export const MONTH_INVALID = 'month must be a month written YYYY-MM, with range=specificMonth.'
export const YEAR_INVALID = 'year must be a year written YYYY, with range=specificYear.'
export const MONTH_UNREAD = 'month is read only with range=specificMonth.'
export const YEAR_UNREAD = 'year is read only with range=specificYear.'

/** Years a usage range can name: none of the product's calls is older, nor later than this. */
const FIRST_YEAR = 2000
const LAST_YEAR = 9999

function rangeName(raw: string | undefined): UsageRange {
  if (raw === undefined || raw === '') return DEFAULT_USAGE_RANGE
  if (!(USAGE_RANGES as readonly string[]).includes(raw)) throw new CallFailure(400, RANGE_INVALID, 'range')
  return raw as UsageRange
}

function yearOf(raw: string | undefined): number {
  const match = /^(\d{4})$/.exec(raw ?? '')
  const year = Number(match?.[1])
  if (!match || year < FIRST_YEAR || year > LAST_YEAR) throw new CallFailure(400, YEAR_INVALID, 'year')
  return year
}

function monthOf(raw: string | undefined): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(raw ?? '')
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  if (!match || year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) throw new CallFailure(400, MONTH_INVALID, 'month')
  return { year, month }
}

/** A range that ends at `end` or now, whichever comes first; one that starts later is empty. */
const upTo = (from: number, end: number, now: number): UsageRangeBounds => ({ from, to: Math.max(from, Math.min(end, now)) })

/** The range's bounds; a bad or misplaced value fails with 400 naming it. */
export function usageRangeOf(query: UsageQuery, now: number): UsageRangeBounds {
  const range = rangeName(query.range)
  if (query.month !== undefined && range !== 'specificMonth') throw new CallFailure(400, MONTH_UNREAD, 'month')
  if (query.year !== undefined && range !== 'specificYear') throw new CallFailure(400, YEAR_UNREAD, 'year')
  const thisYear = new Date(now).getUTCFullYear()
  switch (range) {
    case 'specificMonth': {
      const { year, month } = monthOf(query.month)
      return upTo(monthStart(year, month), monthStart(year, month + 1), now)
    }
    case 'specificYear': {
      const year = yearOf(query.year)
      return upTo(Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1), now)
    }
    case 'last3Months':
    case 'last6Months': {
      const weekStart = mondayOf(dayOf(now)) * DAY_MS
      return { from: monthsBefore(weekStart, range === 'last3Months' ? 4 : 7), to: now }
    }
    case 'yearToDate':
      return { from: Date.UTC(thisYear, 0, 1), to: now }
  }
}
