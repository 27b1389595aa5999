// The calendar usage is counted in (spec-3 §3): days, weeks commencing on Monday, and months, all UTC; a
// day is a whole number of days since 1970-01-01.

import { DAY_MS } from '../../../shared/format/durations.js'

export { DAY_MS }

export interface YearMonth {
  year: number
  /** 1 to 12. */
  month: number
}

export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS)

/** 1970-01-01 was a Thursday: three days after a Monday. */
export const mondayOf = (day: number): number => day - ((((day + 3) % 7) + 7) % 7)

/** The day as YYYY-MM-DD. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Months by day, remembered: a summary asks for the month of the same few hundred days again and again. */
const monthsOfDays = new Map<number, YearMonth>()
const MAX_REMEMBERED_DAYS = 20_000

export function yearMonthOf(day: number): YearMonth {
  let month = monthsOfDays.get(day)
  if (!month) {
    const date = new Date(day * DAY_MS)
    month = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
    if (monthsOfDays.size < MAX_REMEMBERED_DAYS) monthsOfDays.set(day, month)
  }
  return month
}

/** The first moment of the month, ms; months past 12 or below 1 roll into the next or previous years. */
export const monthStart = (year: number, month: number): number => Date.UTC(year, month - 1, 1)

/** A key that sorts months in order: 202603 for March 2026. */
export const monthKey = ({ year, month }: YearMonth): number => year * 100 + month

/** The same day of the month `months` earlier, or that month's last day when it is shorter (31 May − 3 → 28/29 Feb). */
export function monthsBefore(ms: number, months: number): number {
  const date = new Date(ms)
  const target = monthStart(date.getUTCFullYear(), date.getUTCMonth() + 1 - months)
  const targetDate = new Date(target)
  const lastDay = new Date(Date.UTC(targetDate.getUTCFullYear(), targetDate.getUTCMonth() + 1, 0)).getUTCDate()
  return target + (Math.min(date.getUTCDate(), lastDay) - 1) * DAY_MS + (ms - dayOf(ms) * DAY_MS)
}
