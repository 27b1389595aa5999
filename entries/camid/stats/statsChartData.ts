// What the statistics page's charts show (spec-2 §2 "/camid/stats", §3 "Camera ID statistics rows"): each
// cumulative count by month, oldest first, as the chart kit's data, months named as people read them.

import type { CamIdMonthlyCount, CamIdStatsRow } from '../../../shared/api/types/camid.js'
import type { ChartData } from '../../../shared/charts/chartData.js'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "Mar 2025" from "2025-03"; the key as it came when it is not a month. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${match[1]}` : key
}

export const CHART_TITLES: Readonly<Record<CamIdMonthlyCount, string>> = {
  hits: 'Hits by month',
  queries: 'Queries by month',
  indexed: 'Pictures indexed by month',
}

const SERIES_LABELS: Readonly<Record<CamIdMonthlyCount, string>> = {
  hits: 'Hits, in all',
  queries: 'Queries, in all',
  indexed: 'Pictures indexed, in all',
}

/** One line: the count so far at each month. */
export function monthlyChart(count: CamIdMonthlyCount, rows: readonly CamIdStatsRow[]): ChartData {
  return { labels: rows.map((row) => monthLabel(row.key1)), series: [{ label: SERIES_LABELS[count], values: rows.map((row) => row.count) }] }
}
