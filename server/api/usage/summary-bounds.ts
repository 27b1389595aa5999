// The time the usage summaries cover (spec-3 §5): the USAGE_SUMMARY_MONTHS before the current month and
// this month so far; the monthly tables leave out the current month and the weekly ones the current week.

import { USAGE_SUMMARY_MONTHS } from '../../../shared/api/types/usage.js'
import type { BookBounds } from './usage-book.js'
import { dayOf, monthKey, monthStart, mondayOf, yearMonthOf } from './calendar.js'
import type { UsageRangeBounds } from './ranges.js'

export interface SummaryBounds {
  range: UsageRangeBounds
  book: BookBounds
}

export function summaryBoundsAt(now: number): SummaryBounds {
  const today = dayOf(now)
  const { year, month } = yearMonthOf(today)
  const from = monthStart(year, month - USAGE_SUMMARY_MONTHS)
  const firstDay = dayOf(from)
  // The first week commencing on or after the window's first day: a week is summed whole or not at all.
  const firstWeek = mondayOf(firstDay) === firstDay ? firstDay : mondayOf(firstDay) + 7
  return {
    range: { from, to: now },
    book: {
      firstMonth: monthKey(yearMonthOf(firstDay)),
      monthBefore: monthKey({ year, month }),
      firstWeek,
      weekBefore: mondayOf(today),
    },
  }
}
