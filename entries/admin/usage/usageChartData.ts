// What the licence usage screen's charts show (spec-3 §3 "weekly usage record"): the calls and searches of
// each week, the calls of each channel, and the users active each week, as the chart kit's data. Weeks are
// named by their Monday, written as every admin day is (spec-3 §9).

import type { UsageChannel } from '../../../shared/api/types/usage.js'
import type { ChartData } from '../../../shared/charts/chartData.js'
import { formatDay } from '../../../shared/format/dates.js'
import { channelTotals, type WeekFigures } from './licenceUsageFigures.js'

/** The kinds of call a week counts, with the names the reports give them (server/api/usage/licence-reports.ts). */
export const KIND_LABELS = [
  ['numberOfInteractions', 'Interactions'],
  ['numberOfSearches', 'Searches'],
  ['numberOfBigSearches', 'BigSearches'],
  ['numberOfUniformSearches', 'Uniform searches'],
  ['camIdQueries', 'Camera ID queries'],
] as const satisfies readonly (readonly [keyof WeekFigures, string])[]

/** spec-3 §3: lowside is the website; highside its high-security build. */
export const CHANNEL_LABELS: Readonly<Record<UsageChannel, string>> = {
  lowside: 'Website (lowside)',
  highside: 'Highside',
  griffeyeCS: 'Griffeye CS',
  griffeyeDI: 'Griffeye DI',
  other: 'Other',
}

export const CHART_TITLES = {
  weekly: 'Interactions and searches per week',
  channels: 'Interactions per channel',
  activeUsers: 'Active users per week',
} as const

const weekLabels = (weeks: readonly WeekFigures[]) => weeks.map((week) => formatDay(`${week.weekCommencing}T00:00:00Z`))

/** One line per kind of call, over the range's weeks. */
export function weeklyChart(weeks: readonly WeekFigures[]): ChartData {
  return { labels: weekLabels(weeks), series: KIND_LABELS.map(([key, label]) => ({ label, values: weeks.map((week) => week[key]) })) }
}

/** One bar per channel: the range's calls made through it. */
export function channelChart(weeks: readonly WeekFigures[]): ChartData {
  const totals = channelTotals(weeks)
  const channels = Object.keys(CHANNEL_LABELS) as UsageChannel[]
  return { labels: channels.map((channel) => CHANNEL_LABELS[channel]), series: [{ label: 'Interactions', values: channels.map((channel) => totals[channel]) }] }
}

/** The users with any call, week by week. */
export function activeUsersChart(weeks: readonly WeekFigures[]): ChartData {
  return { labels: weekLabels(weeks), series: [{ label: 'Active users', values: weeks.map((week) => week.activeUsers) }] }
}
