// The usage figures' source (spec-3 §3 "Usage statistics per licence"): the successful calls of each
// address on each day, from the audit log. A day gone by is counted once into usage_days, one row per
// address with its figures (011_audit_indexes.sql), and into usage_licence_days, one row per licence and
// address from the calls made under that licence only (016_audit_licences.sql); the current day is read
// from audit_log as it grows. Nothing here changes audit_log.

import type Database from 'better-sqlite3'
import type { UsageCounts } from '../../../shared/api/types/usage.js'
import { domainOfAddress } from './licence-users.js'
import { DAY_MS } from '../../../shared/format/durations.js'

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
 * signed-out calls are nobody's usage.
 */
const grouped = (source: string) =>
  `SELECT licence_id AS licence, lower(user_email) AS email, at / ${DAY_MS} AS day, action, coalesce(requesting_app, '') AS app, count(*) AS calls
     FROM (${source})
    WHERE success = 1 AND instr(user_email, '@') > 0
    GROUP BY 1, 2, 3, 4, 5`

const CALL_COLUMNS = 'a.user_email, a.at, a.action, a.requesting_app, a.success'

/** Every call of a time range (`at` from the first parameter, before the second), under a licence or none. */
const CALLS_OF_RANGE = `SELECT NULL AS licence_id, ${CALL_COLUMNS} FROM audit_log a INDEXED BY audit_log_by_time WHERE a.at >= ? AND a.at < ?`

/**
 * The calls of a time range (`at` from the first parameter, before the second) with the licence each was
 * made under, one row per call and licence; along the log's time index, each call's licences by its key.
 */
const LICENCE_CALLS_OF_RANGE = `SELECT m.licence_id, ${CALL_COLUMNS}
  FROM audit_log a INDEXED BY audit_log_by_time CROSS JOIN audit_licences m ON m.audit_id = a.id
 WHERE a.at >= ? AND a.at < ?`

/** The calls made under one licence (the first parameter) in a time range (from the second, before the third). */
const CALLS_UNDER_LICENCE = `SELECT m.licence_id, ${CALL_COLUMNS}
  FROM audit_licences m INDEXED BY audit_licences_by_licence_time CROSS JOIN audit_log a ON a.id = m.audit_id
 WHERE m.licence_id = ? AND m.at >= ? AND m.at < ?`

/** The first day not yet counted: the day after the last counted, else the audit log's first. */
export function firstUncountedDay(db: Database.Database): number | null {
  const last = db.prepare('SELECT max(day) FROM usage_days_counted').pluck().get() as number | null
  if (last !== null) return last + 1
  const first = db.prepare('SELECT min(at) FROM audit_log').pluck().get() as number | null
  return first === null ? null : Math.floor(first / DAY_MS)
}

/** Counted days whose rules are not these, oldest first, at most `limit`: they are to be counted again. */
export function daysCountedByOtherRules(db: Database.Database, rules: string, limit: number): number[] {
  return db.prepare('SELECT day FROM usage_days_counted WHERE rules <> ? ORDER BY day LIMIT ?').pluck().all(rules, limit) as number[]
}

/** One day's tallies from audit_log: at most one day's rows, along the time index. */
export function dayTallies(db: Database.Database, day: number): UsageTally[] {
  return (db.prepare(grouped(CALLS_OF_RANGE)).all(day * DAY_MS, (day + 1) * DAY_MS) as TallyRow[]).map(tallyOf)
}

/** One day's tallies of each licence, from the calls made under it: at most one day's rows and their licences. */
export function dayLicenceTallies(db: Database.Database, day: number): LicenceTally[] {
  return (db.prepare(grouped(LICENCE_CALLS_OF_RANGE)).all(day * DAY_MS, (day + 1) * DAY_MS) as TallyRow[]).map(licenceTallyOf)
}

const figureValues = (f: UsageCounts) =>
  [f.numberOfInteractions, f.numberOfSearches, f.numberOfBigSearches, f.numberOfUniformSearches, f.camIdQueries, f.lowside, f.highside,
    f.griffeyeCS, f.griffeyeDI, f.other] as const

const FIGURE_COLUMNS = 'interactions, searches, big_searches, uniform_searches, cam_id_queries, lowside, highside, griffeye_cs, griffeye_di, other'

/**
 * Keeps one day's usage as counted under `rules`, once: every address's (`usage`) and each licence's
 * (`licenceUsage`). A day another process counted meanwhile under the same rules is left as it is; one
 * counted under other rules is replaced.
 */
export function saveDayUsage(
  db: Database.Database,
  day: number,
  usage: readonly DayUsage[],
  licenceUsage: readonly LicenceDayUsage[],
  rules: string,
): void {
  const insert = db.prepare(`INSERT INTO usage_days (day, user_email, user_domain, ${FIGURE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertLicence = db.prepare(`INSERT INTO usage_licence_days (licence_id, day, user_email, ${FIGURE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  db.transaction(() => {
    const counted = db.prepare('SELECT rules FROM usage_days_counted WHERE day = ?').pluck().get(day) as string | undefined
    if (counted === rules) return
    db.prepare('DELETE FROM usage_days WHERE day = ?').run(day)
    db.prepare('DELETE FROM usage_licence_days WHERE day = ?').run(day)
    for (const { email, figures } of usage) {
      if (figures.numberOfInteractions > 0) insert.run(day, email, domainOfAddress(email), ...figureValues(figures))
    }
    for (const { licenceId, email, figures } of licenceUsage) {
      if (figures.numberOfInteractions > 0) insertLicence.run(licenceId, day, email, ...figureValues(figures))
    }
    db.prepare('INSERT INTO usage_days_counted (day, rules) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET rules = excluded.rules').run(day, rules)
  }).immediate()
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
export function countedUsage(db: Database.Database, licenceId: number | null, fromDay: number, toDay: number): DayUsage[] {
  const columns = `SELECT user_email AS email, day, ${FIGURE_COLUMNS}`
  const rows =
    licenceId === null
      ? db.prepare(`${columns} FROM usage_days WHERE day BETWEEN ? AND ?`).all(fromDay, toDay)
      : db.prepare(`${columns} FROM usage_licence_days WHERE licence_id = ? AND day BETWEEN ? AND ?`).all(licenceId, fromDay, toDay)
  return (rows as DayUsageRow[]).map(dayUsageOf)
}

/**
 * Tallies read straight from audit_log, for the days not counted yet (today's, as it grows): `from` to `to`
 * (exclusive, ms) of the calls made under the licence, along its own index; of every address when null.
 */
export function liveTallies(db: Database.Database, licenceId: number | null, from: number, to: number): UsageTally[] {
  const rows =
    licenceId === null
      ? db.prepare(grouped(CALLS_OF_RANGE)).all(from, to)
      : db.prepare(grouped(CALLS_UNDER_LICENCE)).all(licenceId, from, to)
  return (rows as TallyRow[]).map(tallyOf)
}
