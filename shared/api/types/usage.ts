// Requests and replies of the usage calls (spec-3 §2 usage screens, §3 "Usage statistics per licence", §4
// "Usage range selection", §7 "Licences"), shared by the built-in service and the admin area. The shapes are
// the TypeBox schemas of schemas/usage.ts; this module gives the browser their types and the names both
// sides read, without loading TypeBox.

export type {
  DomainActivity,
  LicenceActiveUsers,
  LicenceUsage,
  MonthlySummary,
  MonthlyUsage,
  UsageAllQuery,
  UsageAllReply,
  UsageCounts,
  UsageQuery,
  UsageReply,
  UsageReportParams,
  UsageReportQuery,
  UsageSummary,
  UserActivity,
  UserUsage,
  WeeklySummary,
  WeeklyUsage,
} from './schemas/usage.js'
import type { UsageCounts } from './schemas/usage.js'

/** Usage figures before any call is counted: the start of every sum, in the service and on the screens. */
export const noUsage = (): UsageCounts => ({
  numberOfInteractions: 0,
  numberOfSearches: 0,
  numberOfBigSearches: 0,
  numberOfUniformSearches: 0,
  camIdQueries: 0,
  lowside: 0,
  highside: 0,
  griffeyeCS: 0,
  griffeyeDI: 0,
  other: 0,
})

/**
 * spec-3 §4 "Usage range selection", as GET /v1/licences/{id}/usage?range= names them: a month
 * (&month=YYYY-MM), the last 3 or 6 months, the year to date (the default), or a year (&year=YYYY).
 */
export const USAGE_RANGES = ['specificMonth', 'last3Months', 'last6Months', 'yearToDate', 'specificYear'] as const
export type UsageRange = (typeof USAGE_RANGES)[number]
export const DEFAULT_USAGE_RANGE: UsageRange = 'yearToDate'

/** spec-3 §7: the reports GET /v1/licences/{id}/usage/report/{period} downloads. */
export const USAGE_REPORT_PERIODS = ['summary', 'weekly', 'user', 'activeUsers'] as const
export type UsageReportPeriod = (typeof USAGE_REPORT_PERIODS)[number]

export const USAGE_REPORT_FORMATS = ['csv', 'pdf'] as const
export type UsageReportFormat = (typeof USAGE_REPORT_FORMATS)[number]

/**
 * The summaries (all licences, and a licence's reports) cover the months before the current one, this many
 * of them; the monthly tables leave out the current month and the weekly ones the current week (spec-3 §5).
 */
export const USAGE_SUMMARY_MONTHS = 12

/** spec-3 §3: the channels a call is counted under, from its requesting-app header. */
export const USAGE_CHANNELS = ['lowside', 'highside', 'griffeyeCS', 'griffeyeDI', 'other'] as const
export type UsageChannel = (typeof USAGE_CHANNELS)[number]
