// The running totals the usage summaries are read from (spec-3 §2 all-licences usage tables, §7 usage
// reports): per month, per week, per user (with their weeks), per domain and per licence, each with its
// active users and days. Users' days go in one at a time; the tables come out sorted.

import type {
  DomainActivity,
  LicenceActiveUsers,
  MonthlySummary,
  UsageCounts,
  UserActivity,
  WeeklySummary,
  WeeklyUsage,
} from '../../../shared/api/types/usage.js'
import type { DayUsage } from '../store/usage.js'
import { domainOfAddress } from '../store/licence-users.js'
import { isoDay, monthKey, mondayOf, yearMonthOf } from './calendar.js'
import { addFigures, noUsage } from './figures.js'

interface Activity {
  users: Set<string>
  figures: UsageCounts
  lastDay: number | null
}

interface UserTotals {
  days: Set<number>
  figures: UsageCounts
  lastDay: number
  weeks: Map<number, { days: Set<number>; figures: UsageCounts }>
}

/** Which tables a user's day goes into: the summaries leave out the current month and week (spec-3 §5). */
export interface BookBounds {
  /** Months from this key (202503) up to but not including `monthBefore`. */
  firstMonth: number
  monthBefore: number
  /** Weeks commencing on this Monday or later, and before `weekBefore` (a Monday). */
  firstWeek: number
  weekBefore: number
}

const activity = (): Activity => ({ users: new Set(), figures: noUsage(), lastDay: null })

function note(entry: Activity, usage: DayUsage, withFigures: boolean): void {
  entry.users.add(usage.email)
  if (withFigures) addFigures(entry.figures, usage.figures)
  entry.lastDay = Math.max(entry.lastDay ?? usage.day, usage.day)
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) map.set(key, (value = make()))
  return value
}

export class UsageBook {
  private readonly months = new Map<number, Activity>()
  private readonly weeks = new Map<number, Activity>()
  private readonly users = new Map<string, UserTotals>()
  private readonly domains = new Map<string, Activity>()
  private readonly licences = new Map<number, Activity>()

  constructor(
    private readonly bounds: BookBounds,
    /** The domain a user's calls are shown under (police-network domains normalised, spec-3 §5). */
    private readonly domainOf: (email: string) => string = domainOfAddress,
  ) {}

  /** Adds a user's day everywhere it belongs; `licenceIds` are the licences covering the user. */
  add(usage: DayUsage, licenceIds: readonly number[] = []): void {
    const { bounds } = this
    const month = monthKey(yearMonthOf(usage.day))
    if (month >= bounds.firstMonth && month < bounds.monthBefore) note(getOr(this.months, month, activity), usage, true)
    const monday = mondayOf(usage.day)
    const inWeeks = monday >= bounds.firstWeek && monday < bounds.weekBefore
    if (inWeeks) note(getOr(this.weeks, monday, activity), usage, true)
    note(getOr(this.domains, this.domainOf(usage.email), activity), usage, true)
    for (const id of licenceIds) note(getOr(this.licences, id, activity), usage, false)
    const user = getOr(this.users, usage.email, () => ({ days: new Set<number>(), figures: noUsage(), lastDay: usage.day, weeks: new Map() }))
    user.days.add(usage.day)
    addFigures(user.figures, usage.figures)
    user.lastDay = Math.max(user.lastDay, usage.day)
    if (inWeeks) {
      const week = getOr(user.weeks, monday, () => ({ days: new Set<number>(), figures: noUsage() }))
      week.days.add(usage.day)
      addFigures(week.figures, usage.figures)
    }
  }

  /** Every month of the bounds, in order, those without calls too. */
  monthly(): MonthlySummary[] {
    const rows: MonthlySummary[] = []
    for (let key = this.bounds.firstMonth; key < this.bounds.monthBefore; key = key % 100 === 12 ? key + 89 : key + 1) {
      const entry = this.months.get(key) ?? activity()
      rows.push({ year: Math.floor(key / 100), month: key % 100, activeUsers: entry.users.size, ...entry.figures })
    }
    return rows
  }

  /** Every week of the bounds, in order, those without calls too. */
  weekly(): WeeklySummary[] {
    const rows: WeeklySummary[] = []
    for (let monday = this.bounds.firstWeek; monday < this.bounds.weekBefore; monday += 7) {
      const entry = this.weeks.get(monday) ?? activity()
      rows.push({ weekCommencing: isoDay(monday), activeUsers: entry.users.size, ...entry.figures })
    }
    return rows
  }

  /** The active users and last active day of a licence. */
  licenceActivity(licenceId: number): Pick<LicenceActiveUsers, 'activeUsers' | 'lastActiveDate'> {
    const entry = this.licences.get(licenceId)
    return { activeUsers: entry?.users.size ?? 0, lastActiveDate: entry?.lastDay == null ? null : isoDay(entry.lastDay) }
  }

  userActivity(): UserActivity[] {
    return [...this.users]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([email, user]) => ({
        email,
        domain: this.domainOf(email),
        activeDays: user.days.size,
        lastActiveDate: isoDay(user.lastDay),
        ...user.figures,
      }))
  }

  /** Each user's weeks within the bounds, in order: spec-3 §3's weekly usage records. */
  userWeeks(): { email: string; week: WeeklyUsage }[] {
    return [...this.users]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([email, user]) =>
        [...user.weeks]
          .sort(([a], [b]) => a - b)
          .map(([monday, week]) => ({ email, week: { weekCommencing: isoDay(monday), activeDays: week.days.size, ...week.figures } })),
      )
  }

  domainActivity(): DomainActivity[] {
    return [...this.domains]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([domain, entry]) => ({
        domain,
        activeUsers: entry.users.size,
        lastActiveDate: entry.lastDay === null ? null : isoDay(entry.lastDay),
        ...entry.figures,
      }))
  }
}
