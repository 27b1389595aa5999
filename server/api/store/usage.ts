// The usage figures' source (spec-3 §3 "Usage statistics per licence"): the successful calls of each
// address on each day, from the audit log. A day gone by is counted once into usage_days, one row per
// address with its figures (011_audit_indexes.sql), and into usage_licence_days, one row per licence and
// address from the calls made under that licence only (016_audit_licences.sql); the current day is read
// from audit_log as it grows. Nothing here changes audit_log.

import { sql, type RawBuilder } from 'kysely'
import type { UsageCounts } from '../../../shared/api/types/usage.js'
import { domainOfAddress } from './licence-users.js'
import { DAY_MS } from '../../../shared/format/durations.js'
import { changesOf, firstOf, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { indexedBy, joinInOrder } from './planner-hints.js'

/** The successful calls of one address on one day, of one action from one requesting app. */
export interface UsageTally {
  /** Lower-cased. */
  email: string
  /** Days since 1970-01-01, UTC. */
  day: number
  action: string
  /** The requesting-app header as sent; null when the call carried none. */
  requestingApp: string | null
  calls: number
}

/** The same, of the calls made under one licence. */
export interface LicenceTally extends UsageTally {
  licenceId: number
}

/** One address's figures on one day: a day with any successful call. */
export interface DayUsage {
  email: string
  day: number
  figures: UsageCounts
}

/** The same, of the calls made under one licence. */
export interface LicenceDayUsage extends DayUsage {
  licenceId: number
}

interface TallyRow {
  licence: number
  email: string
  day: number
  action: string
  app: string
  calls: number
}

const tallyOf = (row: TallyRow): UsageTally => ({
  email: row.email,
  day: row.day,
  action: row.action,
  requestingApp: row.app === '' ? null : row.app,
  calls: row.calls,
})

const licenceTallyOf = (row: TallyRow): LicenceTally => ({ ...tallyOf(row), licenceId: row.licence })

/**
 * How a grouped SELECT over audit_log rows (`source`, with a `licence_id` of each) turns into tallies;
 * signed-out calls are nobody's usage (an address has an @; LIKE's case rules do not touch it).
 */
const grouped = (source: RawBuilder<unknown>) =>
  sql<TallyRow>`SELECT licence_id AS licence, lower(user_email) AS email, at / ${sql.lit(DAY_MS)} AS day, action,
                       coalesce(requesting_app, '') AS app, count(*) AS calls
                  FROM (${source}) AS calls
                 WHERE success = 1 AND user_email LIKE '%@%'
                 GROUP BY 1, 2, 3, 4, 5`

const CALL_COLUMNS = sql.raw('a.user_email, a.at, a.action, a.requesting_app, a.success')

/** Every call of a time range (`at` from `from`, before `to`), under a licence or none. */
const callsOfRange = (store: Store, from: number, to: number) =>
  sql`SELECT NULL AS licence_id, ${CALL_COLUMNS} FROM audit_log a${indexedBy(store, 'audit_log_by_time')} WHERE a.at >= ${from} AND a.at < ${to}`

/**
 * The calls of a time range (`at` from `from`, before `to`) with the licence each was made under, one row per
 * call and licence; along the log's time index, each call's licences by its key.
 */
const licenceCallsOfRange = (store: Store, from: number, to: number) =>
  sql`SELECT m.licence_id, ${CALL_COLUMNS}
        FROM audit_log a${indexedBy(store, 'audit_log_by_time')} ${joinInOrder(store)} audit_licences m ON m.audit_id = a.id
       WHERE a.at >= ${from} AND a.at < ${to}`

/** The calls made under one licence in a time range (from `from`, before `to`). */
const callsUnderLicence = (store: Store, licenceId: number, from: number, to: number) =>
  sql`SELECT m.licence_id, ${CALL_COLUMNS}
        FROM audit_licences m${indexedBy(store, 'audit_licences_by_licence_time')} ${joinInOrder(store)} audit_log a ON a.id = m.audit_id
       WHERE m.licence_id = ${licenceId} AND m.at >= ${from} AND m.at < ${to}`

/** The first day not yet counted: the day after the last counted, else the audit log's first. */
export async function firstUncountedDay(store: Store): Promise<number | null> {
  const last = await firstOf(store, sql<{ day: number | null }>`SELECT max(day) AS day FROM usage_days_counted`)
  if (last?.day != null) return last.day + 1
  const first = await firstOf(store, sql<{ at: number | null }>`SELECT min(at) AS at FROM audit_log`)
  return first?.at == null ? null : Math.floor(first.at / DAY_MS)
}

/** Counted days whose rules are not these, oldest first, at most `limit`: they are to be counted again. */
export async function daysCountedByOtherRules(store: Store, rules: string, limit: number): Promise<number[]> {
  const rows = await rowsOf(store, sql<{ day: number }>`SELECT day FROM usage_days_counted WHERE rules <> ${rules} ORDER BY day LIMIT ${limit}`)
  return rows.map((row) => row.day)
}

/** One day's tallies from audit_log: at most one day's rows, along the time index. */
export async function dayTallies(store: Store, day: number): Promise<UsageTally[]> {
  return (await rowsOf(store, grouped(callsOfRange(store, day * DAY_MS, (day + 1) * DAY_MS)))).map(tallyOf)
}

/** One day's tallies of each licence, from the calls made under it: at most one day's rows and their licences. */
export async function dayLicenceTallies(store: Store, day: number): Promise<LicenceTally[]> {
  return (await rowsOf(store, grouped(licenceCallsOfRange(store, day * DAY_MS, (day + 1) * DAY_MS)))).map(licenceTallyOf)
}

const figureValues = (f: UsageCounts) =>
  [f.numberOfInteractions, f.numberOfSearches, f.numberOfBigSearches, f.numberOfUniformSearches, f.camIdQueries, f.lowside, f.highside,
    f.griffeyeCS, f.griffeyeDI, f.other] as const

const FIGURE_COLUMNS = sql.raw('interactions, searches, big_searches, uniform_searches, cam_id_queries, lowside, highside, griffeye_cs, griffeye_di, other')

/** Rows per INSERT: 13 values each, well within either engine's limit on a statement's parameters. */
const ROWS_PER_INSERT = 200

/** Inserts the rows, each a list of values, ROWS_PER_INSERT at a time. */
async function insertRows(tx: Store, into: RawBuilder<unknown>, rows: readonly (readonly (string | number)[])[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => sql`(${sql.join(row)})`)
    await changesOf(tx, sql`${into} VALUES ${sql.join(values)}`)
  }
}

/**
 * Keeps one day's usage as counted under `rules`, once: every address's (`usage`) and each licence's
 * (`licenceUsage`). A day another process counted meanwhile under the same rules is left as it is; one
 * counted under other rules is replaced. The day's mark is claimed first, in one statement that only
 * writes when the day is not counted under these rules: on PostgreSQL, a second process counting the same
 * day waits at it until the first commits, then finds the day counted.
 */
export async function saveDayUsage(
  store: Store,
  day: number,
  usage: readonly DayUsage[],
  licenceUsage: readonly LicenceDayUsage[],
  rules: string,
): Promise<void> {
  await inTransaction(store, async (tx) => {
    const claimed = await firstOf(
      tx,
      sql<{ day: number }>`INSERT INTO usage_days_counted (day, rules) VALUES (${day}, ${rules})
        ON CONFLICT (day) DO UPDATE SET rules = excluded.rules WHERE usage_days_counted.rules <> excluded.rules
        RETURNING day`,
    )
    if (!claimed) return
    await changesOf(tx, sql`DELETE FROM usage_days WHERE day = ${day}`)
    await changesOf(tx, sql`DELETE FROM usage_licence_days WHERE day = ${day}`)
    const counted = usage.filter(({ figures }) => figures.numberOfInteractions > 0)
    await insertRows(
      tx,
      sql`INSERT INTO usage_days (day, user_email, user_domain, ${FIGURE_COLUMNS})`,
      counted.map(({ email, figures }) => [day, email, domainOfAddress(email), ...figureValues(figures)]),
    )
    const countedLicence = licenceUsage.filter(({ figures }) => figures.numberOfInteractions > 0)
    await insertRows(
      tx,
      sql`INSERT INTO usage_licence_days (licence_id, day, user_email, ${FIGURE_COLUMNS})`,
      countedLicence.map(({ licenceId, email, figures }) => [licenceId, day, email, ...figureValues(figures)]),
    )
  })
}

interface DayUsageRow {
  email: string
  day: number
  interactions: number
  searches: number
  big_searches: number
  uniform_searches: number
  cam_id_queries: number
  lowside: number
  highside: number
  griffeye_cs: number
  griffeye_di: number
  other: number
}

const dayUsageOf = (row: DayUsageRow): DayUsage => ({
  email: row.email,
  day: row.day,
  figures: {
    numberOfInteractions: row.interactions,
    numberOfSearches: row.searches,
    numberOfBigSearches: row.big_searches,
    numberOfUniformSearches: row.uniform_searches,
    camIdQueries: row.cam_id_queries,
    lowside: row.lowside,
    highside: row.highside,
    griffeyeCS: row.griffeye_cs,
    griffeyeDI: row.griffeye_di,
    other: row.other,
  },
})

/**
 * Counted usage of the days fromDay to toDay (inclusive): of the calls made under the licence, along its
 * own key; of every address when null.
 */
export async function countedUsage(store: Store, licenceId: number | null, fromDay: number, toDay: number): Promise<DayUsage[]> {
  const rows = await rowsOf(
    store,
    licenceId === null
      ? sql<DayUsageRow>`SELECT user_email AS email, day, ${FIGURE_COLUMNS} FROM usage_days WHERE day BETWEEN ${fromDay} AND ${toDay}`
      : sql<DayUsageRow>`SELECT user_email AS email, day, ${FIGURE_COLUMNS} FROM usage_licence_days
                          WHERE licence_id = ${licenceId} AND day BETWEEN ${fromDay} AND ${toDay}`,
  )
  return rows.map(dayUsageOf)
}

/**
 * Tallies read straight from audit_log, for the days not counted yet (today's, as it grows): `from` to `to`
 * (exclusive, ms) of the calls made under the licence, along its own index; of every address when null.
 */
export async function liveTallies(store: Store, licenceId: number | null, from: number, to: number): Promise<UsageTally[]> {
  const source = licenceId === null ? callsOfRange(store, from, to) : callsUnderLicence(store, licenceId, from, to)
  return (await rowsOf(store, grouped(source))).map(tallyOf)
}
