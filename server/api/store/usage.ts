// The usage figures' source (spec-3 §3 "Usage statistics per licence"): the successful calls of each
// address on each day, from the audit log. A day gone by is counted once into usage_days, one row per
// address with its figures (011_audit_indexes.sql); the current day is read from audit_log as it grows.
// Nothing here changes audit_log.

import type Database from 'better-sqlite3'
import type { UsageCounts } from '../../../shared/api/types/usage.js'
import { disjointScope, domainOfAddress, type UserScope } from './licence-users.js'
import { scopedSelects } from './audit.js'

export const DAY_MS = 24 * 60 * 60 * 1000

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

/** One address's figures on one day: a day with any successful call. */
export interface DayUsage {
  email: string
  day: number
  figures: UsageCounts
}

interface TallyRow {
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

/** How a grouped SELECT over audit_log rows (`source`) turns into tallies; signed-out calls are nobody's usage. */
const grouped = (source: string) =>
  `SELECT lower(user_email) AS email, at / ${DAY_MS} AS day, action, coalesce(requesting_app, '') AS app, count(*) AS calls
     FROM (${source})
    WHERE success = 1 AND instr(user_email, '@') > 0
    GROUP BY 1, 2, 3, 4`

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
  const source = 'SELECT user_email, at, action, requesting_app, success FROM audit_log INDEXED BY audit_log_by_time WHERE at >= ? AND at < ?'
  return (db.prepare(grouped(source)).all(day * DAY_MS, (day + 1) * DAY_MS) as TallyRow[]).map(tallyOf)
}

/**
 * Keeps one day's usage as counted under `rules`, once: a day another process counted meanwhile under the
 * same rules is left as it is; one counted under other rules is replaced.
 */
export function saveDayUsage(db: Database.Database, day: number, usage: readonly DayUsage[], rules: string): void {
  const insert = db.prepare(
    `INSERT INTO usage_days (day, user_email, user_domain, interactions, searches, big_searches, uniform_searches, cam_id_queries,
                             lowside, highside, griffeye_cs, griffeye_di, other)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    const counted = db.prepare('SELECT rules FROM usage_days_counted WHERE day = ?').pluck().get(day) as string | undefined
    if (counted === rules) return
    db.prepare('DELETE FROM usage_days WHERE day = ?').run(day)
    for (const { email, figures: f } of usage) {
      if (f.numberOfInteractions === 0) continue
      insert.run(day, email, domainOfAddress(email), f.numberOfInteractions, f.numberOfSearches, f.numberOfBigSearches,
        f.numberOfUniformSearches, f.camIdQueries, f.lowside, f.highside, f.griffeyeCS, f.griffeyeDI, f.other)
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

/** Counted usage of the days fromDay to toDay (inclusive) of the scope's addresses; every address when null. */
export function countedUsage(db: Database.Database, scope: UserScope | null, fromDay: number, toDay: number): DayUsage[] {
  const columns = `SELECT user_email AS email, day, interactions, searches, big_searches, uniform_searches, cam_id_queries,
                          lowside, highside, griffeye_cs, griffeye_di, other FROM usage_days`
  if (scope === null) return (db.prepare(`${columns} WHERE day BETWEEN ? AND ?`).all(fromDay, toDay) as DayUsageRow[]).map(dayUsageOf)
  const { emails, domains } = disjointScope(scope)
  if (emails.length + domains.length === 0) return []
  const rows = db
    .prepare(
      `${columns} INDEXED BY usage_days_by_email WHERE user_email IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?
       UNION ALL
       ${columns} INDEXED BY usage_days_by_domain WHERE user_domain IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`,
    )
    .all(JSON.stringify(emails), fromDay, toDay, JSON.stringify(domains), fromDay, toDay) as DayUsageRow[]
  return rows.map(dayUsageOf)
}

/**
 * Tallies read straight from audit_log, for the days not counted yet (today's, as it grows): `from` to `to`
 * (exclusive, ms) of the scope's addresses, each along its own index; every address when null.
 */
export function liveTallies(db: Database.Database, scope: UserScope | null, from: number, to: number): UsageTally[] {
  const selects =
    scope === null
      ? { sql: ['SELECT user_email, at, action, requesting_app, success FROM audit_log INDEXED BY audit_log_by_time WHERE at BETWEEN ? AND ?'], params: [from, to - 1] }
      : scopedSelects({ scope, from, to: to - 1 }, 'user_email, at, action, requesting_app, success', false)
  if (selects.sql.length === 0) return []
  return (db.prepare(grouped(selects.sql.join(' UNION ALL '))).all(...selects.params) as TallyRow[]).map(tallyOf)
}
