// A licence's usage reply (spec-3 §3 "Usage statistics per licence") added up the two ways its screen shows
// it: per week of the range, every week present even when nobody used the licence in it, and per user.

import { noUsage, USAGE_CHANNELS, type LicenceUsage, type UsageCounts, type WeeklyUsage } from '../../../shared/api/types/usage.js'

export interface WeekFigures extends UsageCounts {
  /** The Monday, YYYY-MM-DD. */
  weekCommencing: string
  /** Users with any call in the week. */
  activeUsers: number
}

export interface UserFigures extends UsageCounts {
  email: string
  /** The last day with a call, YYYY-MM-DD; null when none. */
  lastActiveDate: string | null
  activeDays: number
  /** The licence covers them now (spec-3 §3 currentLicencedUsers). */
  licensedNow: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

const COUNT_KEYS = Object.keys(noUsage()) as (keyof UsageCounts)[]

function addCounts(into: UsageCounts, from: UsageCounts): void {
  for (const key of COUNT_KEYS) into[key] += from[key]
}

/** The Monday (UTC) of the week a time falls in, as YYYY-MM-DD. */
export function mondayOf(ms: number): string {
  const day = Math.floor(ms / DAY_MS)
  // 1970-01-01 was a Thursday, three days after a Monday.
  const monday = day - ((((day + 3) % 7) + 7) % 7)
  return new Date(monday * DAY_MS).toISOString().slice(0, 10)
}

/** Every Monday from the week `from` falls in to the week of the range's last moment; none for an empty range. */
export function weeksOfRange(from: string, to: string): string[] {
  const start = Date.parse(from)
  const end = Date.parse(to)
  if (!(end > start)) return []
  const weeks: string[] = []
  const last = Date.parse(mondayOf(end - 1))
  for (let monday = Date.parse(mondayOf(start)); monday <= last; monday += 7 * DAY_MS) weeks.push(new Date(monday).toISOString().slice(0, 10))
  return weeks
}

/** Each user's weeks of every month; a week split by a month's end comes once per month it touches. */
function* userWeeks(usage: LicenceUsage): Generator<{ email: string; week: WeeklyUsage }> {
  for (const month of usage.monthlyUsageStats) for (const user of month.usageStats) for (const week of user.weeklyUsage) yield { email: user.email, week }
}

/**
 * The range's weeks in order, each with what every user did in it and how many were active. The parts of a
 * week that two months share are added back together.
 */
export function weeklyFigures(usage: LicenceUsage): WeekFigures[] {
  const weeks = new Map(weeksOfRange(usage.from, usage.to).map((monday) => [monday, { figures: noUsage(), users: new Set<string>() }]))
  for (const { email, week } of userWeeks(usage)) {
    let entry = weeks.get(week.weekCommencing)
    if (!entry) weeks.set(week.weekCommencing, (entry = { figures: noUsage(), users: new Set() }))
    addCounts(entry.figures, week)
    if (week.numberOfInteractions > 0) entry.users.add(email)
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekCommencing, { figures, users }]) => ({ weekCommencing, activeUsers: users.size, ...figures }))
}

/** The range's totals per user, by address. */
export function userFigures(usage: LicenceUsage): UserFigures[] {
  const current = new Set(usage.currentLicencedUsers.map((email) => email.toLowerCase()))
  const users = new Map<string, UserFigures>()
  for (const month of usage.monthlyUsageStats) {
    for (const user of month.usageStats) {
      let entry = users.get(user.email)
      if (!entry) {
        entry = { email: user.email, lastActiveDate: null, activeDays: 0, licensedNow: current.has(user.email.toLowerCase()), ...noUsage() }
        users.set(user.email, entry)
      }
      for (const week of user.weeklyUsage) {
        addCounts(entry, week)
        entry.activeDays += week.activeDays
      }
      if (user.lastActiveDate && (entry.lastActiveDate === null || user.lastActiveDate > entry.lastActiveDate)) entry.lastActiveDate = user.lastActiveDate
    }
  }
  return [...users.values()].sort((a, b) => a.email.localeCompare(b.email))
}

/** The range's totals per channel (spec-3 §3: lowside, highside, griffeyeCS, griffeyeDI, other). */
export function channelTotals(weeks: readonly UsageCounts[]): Record<(typeof USAGE_CHANNELS)[number], number> {
  const totals = noUsage()
  for (const week of weeks) addCounts(totals, week)
  return Object.fromEntries(USAGE_CHANNELS.map((channel) => [channel, totals[channel]])) as Record<(typeof USAGE_CHANNELS)[number], number>
}

/** Nobody used the licence in the range. */
export const hasNoUsage = (usage: LicenceUsage): boolean => usage.monthlyUsageStats.every((month) => month.usageStats.length === 0)
