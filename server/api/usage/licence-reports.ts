// A licence's usage reports (spec-3 §7 GET /v1/licences/{id}/usage/report/{period}): the monthly summary,
// the weekly summary, each user's weekly usage records, or its users with their activity, over the summary
// window (summary-bounds.ts), as a table for the CSV and PDF writers. Only the calls made under the licence
// count: a user it covers now has no activity in it from before.

import type { UsageCounts, UsageReportPeriod } from '../../../shared/api/types/usage.js'
import type { LicenceUsers } from '../store/licence-users.js'
import type { ReportCell, ReportColumn, ReportTable } from '../reports/report-table.js'
import { currentLicencedUsers } from './licence-usage.js'
import type { Store } from '../store/engine/store.js'
import { summaryBoundsAt } from './summary-bounds.js'
import { forEachDayUsage } from './day-usage.js'
import { UsageBook } from './usage-book.js'
import { reportDay, reportTime } from '../reports/report-time.js'

export interface LicenceReportOptions {
  /** Only the users the licence covers now (its Email entities and the accounts at its domains). */
  currentUsersOnly: boolean
  now: number
  gone?: () => boolean
}

const FIGURE_COLUMNS: [keyof UsageCounts, string][] = [
  ['numberOfInteractions', 'Interactions'],
  ['numberOfSearches', 'Searches'],
  ['numberOfBigSearches', 'BigSearches'],
  ['numberOfUniformSearches', 'Uniform searches'],
  ['camIdQueries', 'Camera ID queries'],
  ['lowside', 'Lowside'],
  ['highside', 'Highside'],
  ['griffeyeCS', 'Griffeye CS'],
  ['griffeyeDI', 'Griffeye DI'],
  ['other', 'Other'],
]

const figureColumns = (): ReportColumn[] => FIGURE_COLUMNS.map(([, title]) => ({ title }))
const figureCells = (counts: UsageCounts): ReportCell[] => FIGURE_COLUMNS.map(([key]) => counts[key])

const TITLES: Record<UsageReportPeriod, string> = {
  summary: 'monthly usage summary',
  weekly: 'weekly usage summary',
  user: 'weekly usage per user',
  activeUsers: 'users and their activity',
}

function tableOf(book: UsageBook, period: UsageReportPeriod, licensed: string[]): Pick<ReportTable, 'columns' | 'rows'> {
  switch (period) {
    case 'summary':
      return {
        columns: [{ title: 'Year' }, { title: 'Month' }, { title: 'Active users' }, ...figureColumns()],
        rows: book.monthly().map((m) => [m.year, m.month, m.activeUsers, ...figureCells(m)]),
      }
    case 'weekly':
      return {
        columns: [{ title: 'Week commencing', width: 1.3 }, { title: 'Active users' }, ...figureColumns()],
        rows: book.weekly().map((w) => [w.weekCommencing, w.activeUsers, ...figureCells(w)]),
      }
    case 'user':
      return {
        columns: [{ title: 'Email', width: 2.5 }, { title: 'Week commencing', width: 1.3 }, { title: 'Active days' }, ...figureColumns()],
        rows: book.userWeeks().map(({ email, week }) => [email, week.weekCommencing, week.activeDays, ...figureCells(week)]),
      }
    case 'activeUsers': {
      const active = new Map(book.userActivity().map((user) => [user.email, user]))
      const emails = [...new Set([...active.keys(), ...licensed])].sort()
      return {
        columns: [{ title: 'Email', width: 2.5 }, { title: 'Licensed now' }, { title: 'Active days' }, { title: 'Interactions' }, { title: 'Last active date', width: 1.3 }],
        rows: emails.map((email) => {
          const user = active.get(email)
          return [email, licensed.includes(email) ? 'Yes' : 'No', user?.activeDays ?? 0, user?.numberOfInteractions ?? 0, user?.lastActiveDate ?? null]
        }),
      }
    }
  }
}

export async function licenceReport(
  store: Store,
  licence: LicenceUsers,
  period: UsageReportPeriod,
  options: LicenceReportOptions,
): Promise<ReportTable> {
  const { now } = options
  const bounds = summaryBoundsAt(now)
  const licensed = await currentLicencedUsers(store, licence, now)
  const licensedSet = new Set(licensed)
  const book = new UsageBook(bounds.book)
  await forEachDayUsage(
    store,
    licence.licenceId,
    bounds.range,
    now,
    (usage) => {
      if (!options.currentUsersOnly || licensedSet.has(usage.email)) book.add(usage)
    },
    options.gone,
  )
  return {
    title: `${licence.name}: ${TITLES[period]}`,
    fileName: `usage-${licence.name}-${period}-${new Date(now).toISOString().slice(0, 10)}`,
    about: [
      `From ${reportDay(bounds.range.from)} to ${reportTime(now)}; months exclude the current month, weeks (commencing Monday) the current week.`,
      options.currentUsersOnly ? 'Users the licence covers now only.' : 'Every user of the licence.',
    ],
    ...tableOf(book, period, licensed),
    notes: [],
  }
}
