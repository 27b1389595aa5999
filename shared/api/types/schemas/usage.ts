// Requests and replies of the usage calls (spec-3 §2 usage screens, §3 "Usage statistics per licence", §7
// "Licences") as TypeBox schemas. Days are YYYY-MM-DD and times ISO 8601, both UTC; weeks commence on Monday.
// The service's routes declare them; the browser imports this module only for types
// (shared/api/types/usage.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { idText } from './reply.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const count = () => Type.Integer({ minimum: 0 })
/** A query value the route reads and, when wrong, names in its own words. */
const word = () => Type.String({ maxLength: 20 })
/** A day, YYYY-MM-DD (UTC). */
const day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** GET /v1/licences/{id}/usage: the range (USAGE_RANGES), with month=YYYY-MM or year=YYYY when it names one. */
export const UsageQuery = Type.Object(
  { range: Type.Optional(word()), month: Type.Optional(word()), year: Type.Optional(word()) },
  { additionalProperties: false },
)
export type UsageQuery = Static<typeof UsageQuery>

/** GET /v1/licences/usage/all: currentUsersOnly=true leaves out users no current licence covers. */
export const UsageAllQuery = Type.Object({ currentUsersOnly: Type.Optional(word()) }, { additionalProperties: false })
export type UsageAllQuery = Static<typeof UsageAllQuery>

/** GET /v1/licences/{id}/usage/report/{period}: period is one of USAGE_REPORT_PERIODS. */
export const UsageReportParams = Type.Object({ id: idText(), period: Type.String({ maxLength: 20 }) })
export type UsageReportParams = Static<typeof UsageReportParams>

/** The report's users (currentUsersOnly=true|false) and its file (format=csv, the default, or pdf). */
export const UsageReportQuery = Type.Object(
  { currentUsersOnly: Type.Optional(word()), format: Type.Optional(word()) },
  { additionalProperties: false },
)
export type UsageReportQuery = Static<typeof UsageReportQuery>

/** What calls add up to: every call is an interaction, some are also searches of a kind; and by channel. */
const usageCounts = {
  numberOfInteractions: count(),
  numberOfSearches: count(),
  numberOfBigSearches: count(),
  numberOfUniformSearches: count(),
  camIdQueries: count(),
  /** The website (spec-3 §3 "lowside"). */
  lowside: count(),
  /** The high-security build. */
  highside: count(),
  griffeyeCS: count(),
  griffeyeDI: count(),
  /** Any other requesting app, or none. */
  other: count(),
}
export const UsageCounts = Type.Object(usageCounts, { additionalProperties: false })
export type UsageCounts = Static<typeof UsageCounts>

/**
 * spec-3 §3 "weekly usage record": one user's week. Within a month's usage a week that runs into the next
 * month counts only its days in this month, so that a month's figures are its weeks' sums.
 */
export const WeeklyUsage = Type.Object(
  {
    /** The Monday the week commences on. */
    weekCommencing: day(),
    /** Days with any call. */
    activeDays: count(),
    ...usageCounts,
  },
  { additionalProperties: false },
)
export type WeeklyUsage = Static<typeof WeeklyUsage>

export const UserUsage = Type.Object(
  {
    email: Type.String(),
    weeklyUsage: Type.Array(WeeklyUsage),
    /** The last day of the month with a call. */
    lastActiveDate: nullable(day()),
  },
  { additionalProperties: false },
)
export type UserUsage = Static<typeof UserUsage>

export const MonthlyUsage = Type.Object(
  { year: Type.Integer(), month: Type.Integer({ minimum: 1, maximum: 12 }), usageStats: Type.Array(UserUsage) },
  { additionalProperties: false },
)
export type MonthlyUsage = Static<typeof MonthlyUsage>

/** spec-3 §3 "Usage statistics per licence", for the range asked for. */
export const LicenceUsage = Type.Object(
  {
    /** The range's first moment and its end (exclusive), ISO 8601. */
    from: Type.String(),
    to: Type.String(),
    monthlyUsageStats: Type.Array(MonthlyUsage),
    /** The addresses the licence covers now: its Email entities and the accounts at its Domain entities. */
    currentLicencedUsers: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type LicenceUsage = Static<typeof LicenceUsage>

export const UsageReply = Type.Object({ success: Type.Literal(true), data: LicenceUsage }, { additionalProperties: false })
export type UsageReply = Static<typeof UsageReply>

/** A month of the summary: the users active in it and what they did. */
export const MonthlySummary = Type.Object(
  { year: Type.Integer(), month: Type.Integer({ minimum: 1, maximum: 12 }), activeUsers: count(), ...usageCounts },
  { additionalProperties: false },
)
export type MonthlySummary = Static<typeof MonthlySummary>

export const WeeklySummary = Type.Object({ weekCommencing: day(), activeUsers: count(), ...usageCounts }, { additionalProperties: false })
export type WeeklySummary = Static<typeof WeeklySummary>

/** A licence's users: how many it covers now, and how many of its users were active in the summary. */
export const LicenceActiveUsers = Type.Object(
  {
    licenceId: Type.Integer(),
    licenceName: Type.String(),
    licencedUsers: count(),
    activeUsers: count(),
    lastActiveDate: nullable(day()),
  },
  { additionalProperties: false },
)
export type LicenceActiveUsers = Static<typeof LicenceActiveUsers>

export const UserActivity = Type.Object(
  { email: Type.String(), domain: Type.String(), activeDays: count(), lastActiveDate: nullable(day()), ...usageCounts },
  { additionalProperties: false },
)
export type UserActivity = Static<typeof UserActivity>

/** A domain's users together; police-network domains are normalised first (spec-3 §5). */
export const DomainActivity = Type.Object(
  { domain: Type.String(), activeUsers: count(), lastActiveDate: nullable(day()), ...usageCounts },
  { additionalProperties: false },
)
export type DomainActivity = Static<typeof DomainActivity>

/**
 * The all-licences usage screen's tables (spec-3 §2), from the start of the USAGE_SUMMARY_MONTHS before this
 * one (`from`) to now (`to`): the monthly and weekly tables leave out this month and this week; the licence,
 * user and domain tables count up to now.
 */
export const UsageSummary = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    monthly: Type.Array(MonthlySummary),
    weekly: Type.Array(WeeklySummary),
    activeUsers: Type.Array(LicenceActiveUsers),
    userActivity: Type.Array(UserActivity),
    domainActivity: Type.Array(DomainActivity),
  },
  { additionalProperties: false },
)
export type UsageSummary = Static<typeof UsageSummary>

export const UsageAllReply = Type.Object({ success: Type.Literal(true), data: UsageSummary }, { additionalProperties: false })
export type UsageAllReply = Static<typeof UsageAllReply>
