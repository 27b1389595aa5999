// One licence's usage statistics for a range (spec-3 §3 "Usage statistics per licence"): for each month of
// the range, each user's weekly usage records and last active day, of the calls made under the licence
// only, and the users the licence covers now.

import type { LicenceUsage, MonthlyUsage, UsageCounts, WeeklyUsage } from '../../../shared/api/types/usage.js'
import { accountsAtDomains, type LicenceUsers } from '../store/licence-users.js'
import type { Store } from '../store/engine/store.js'
import type { DayUsage } from '../store/usage.js'
import { dayOf, isoDay, monthKey, mondayOf, yearMonthOf } from './calendar.js'
import { addFigures, noUsage } from './figures.js'
import { forEachDayUsage } from './day-usage.js'
import type { UsageRangeBounds } from './ranges.js'

/** The most addresses currentLicencedUsers lists: more than any licence has seats. */
export const MAX_LISTED_USERS = 10_000

interface WeekTotals {
  days: Set<number>
  figures: UsageCounts
}

/** month key → email → Monday → the week's days and figures within that month. */
type MonthBook = Map<number, Map<string, Map<number, WeekTotals>>>

/**
 * The addresses the licence covers now (spec-3 §3 currentLicencedUsers): its Email entities and the accounts
 * at its Domain entities; none once it has expired.
 */
export async function currentLicencedUsers(store: Store, licence: LicenceUsers, now: number): Promise<string[]> {
  if (licence.expiresAt !== null && licence.expiresAt <= now) return []
  const accounts = await accountsAtDomains(store, licence.domains, MAX_LISTED_USERS)
  return [...new Set([...licence.emails, ...accounts])].sort().slice(0, MAX_LISTED_USERS)
}

function addToMonth(book: MonthBook, usage: DayUsage): void {
  const month = monthKey(yearMonthOf(usage.day))
  let users = book.get(month)
  if (!users) book.set(month, (users = new Map()))
  let weeks = users.get(usage.email)
  if (!weeks) users.set(usage.email, (weeks = new Map()))
  const monday = mondayOf(usage.day)
  let week = weeks.get(monday)
  if (!week) weeks.set(monday, (week = { days: new Set(), figures: noUsage() }))
  week.days.add(usage.day)
  addFigures(week.figures, usage.figures)
}

/** Every month the range touches, in order, with its users by address and their weeks in order. */
function monthsOf(book: MonthBook, range: UsageRangeBounds): MonthlyUsage[] {
  const months: MonthlyUsage[] = []
  const last = monthKey(yearMonthOf(dayOf(Math.max(range.from, range.to - 1))))
  for (let key = monthKey(yearMonthOf(dayOf(range.from))); key <= last; key = key % 100 === 12 ? key + 89 : key + 1) {
    const users = [...(book.get(key) ?? new Map<string, Map<number, WeekTotals>>())].sort(([a], [b]) => a.localeCompare(b))
    months.push({
      year: Math.floor(key / 100),
      month: key % 100,
      usageStats: users.map(([email, weeks]) => {
        const ordered = [...weeks].sort(([a], [b]) => a - b)
        const weeklyUsage: WeeklyUsage[] = ordered.map(([monday, week]) => ({
          weekCommencing: isoDay(monday),
          activeDays: week.days.size,
          ...week.figures,
        }))
        const lastDay = Math.max(...ordered.flatMap(([, week]) => [...week.days]))
        return { email, weeklyUsage, lastActiveDate: isoDay(lastDay) }
      }),
    })
  }
  return months
}

export async function licenceUsage(
  store: Store,
  licence: LicenceUsers,
  range: UsageRangeBounds,
  now: number,
  gone?: () => boolean,
): Promise<LicenceUsage> {
  const book: MonthBook = new Map()
  await forEachDayUsage(store, licence.licenceId, range, now, (usage) => addToMonth(book, usage), gone)
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    monthlyUsageStats: monthsOf(book, range),
    currentLicencedUsers: await currentLicencedUsers(store, licence, now),
  }
}
