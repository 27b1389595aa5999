// Camera ID statistics (spec-2 §2 "/camid/stats", §7): cumulative counts by month of queries, hits and indexed
// pictures, and totals per email and organisation of queries and of hits. Months are UTC.

import type Database from 'better-sqlite3'
import type { CamIdMonthlyCount, CamIdUserCount } from '../../../../shared/api/types/constants/camid.js'

export interface MonthCount {
  /** YYYY-MM. */
  month: string
  /** Everything up to the end of the month. */
  cumulative: number
}

export interface UserCount {
  email: string
  organization: string
  count: number
}

/**
 * What each monthly count counts, by which month (only these: never a caller's text). A picture counts as indexed
 * from the month its sighting was first seen: the index holds what the crawler has found, month by month,
 * whenever its digest was computed.
 */
const MONTHLY: Record<CamIdMonthlyCount, string> = {
  queries: `SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') AS month, count(*) AS n FROM camid_queries GROUP BY month`,
  hits: `SELECT strftime('%Y-%m', found_at / 1000, 'unixepoch') AS month, count(*) AS n FROM camid_hits GROUP BY month`,
  indexed: `SELECT printf('%04d-%02d', seen_month / 100, seen_month % 100) AS month, count(*) AS n FROM camid_pictures
    WHERE digest IS NOT NULL GROUP BY seen_month`,
}

/** The cumulative count by month, oldest first, each month that has any. */
export function monthlyCounts(db: Database.Database, count: CamIdMonthlyCount): MonthCount[] {
  const rows = db.prepare(`SELECT month, n FROM (${MONTHLY[count]}) ORDER BY month`).all() as { month: string; n: number }[]
  let running = 0
  return rows.map((row) => ({ month: row.month, cumulative: (running += row.n) }))
}

/**
 * One page of totals per email and organisation, the largest first; only the reader's organisation's users
 * unless `everyone` (the global administrator), and how many rows there are.
 */
export function userCounts(
  db: Database.Database,
  count: CamIdUserCount,
  reader: { userId: number; organization: string; everyone: boolean },
  offset: number,
  limit: number,
): { rows: UserCount[]; total: number } {
  const counted =
    count === 'queries'
      ? 'SELECT q.user_id, count(*) AS n FROM camid_queries q GROUP BY q.user_id'
      : 'SELECT q.user_id, count(*) AS n FROM camid_hits h JOIN camid_queries q ON q.id = h.query_id GROUP BY q.user_id'
  const scope = reader.everyone ? '1' : reader.organization.trim() === '' ? 'u.id = ?' : 'u.organization = ?'
  const scopeValues = reader.everyone ? [] : [reader.organization.trim() === '' ? reader.userId : reader.organization]
  const from = `FROM (${counted}) c JOIN users u ON u.id = c.user_id WHERE ${scope}`
  const rows = db
    .prepare(`SELECT u.email, u.organization, c.n ${from} ORDER BY c.n DESC, u.email LIMIT ? OFFSET ?`)
    .all(...scopeValues, limit, offset) as { email: string; organization: string; n: number }[]
  const { n } = db.prepare(`SELECT count(*) AS n ${from}`).get(...scopeValues) as { n: number }
  return { rows: rows.map((row) => ({ email: row.email, organization: row.organization, count: row.n })), total: n }
}
