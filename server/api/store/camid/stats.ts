// Camera ID statistics (spec-2 §2 "/camid/stats", §7): cumulative counts by month of queries, hits and indexed
// pictures, and totals per email and organisation of the queries and hits a reader may see. Months are UTC.

import { sql, type RawBuilder } from 'kysely'
import { firstOf, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { readable, type QueryReader } from './queries.js'
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

/** The UTC month (YYYY-MM) of a time in ms since the epoch: each engine has its own way of writing a date. */
function monthOf(store: Store, column: RawBuilder<unknown>) {
  return store.engine === 'postgres'
    ? sql`to_char(to_timestamp(${column} / 1000) AT TIME ZONE 'UTC', 'YYYY-MM')`
    : sql`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`
}

/** A seen_month (YYYYMM) as its month, YYYY-MM. */
const monthOfNumber = (yyyymm: number) => `${String(Math.floor(yyyymm / 100)).padStart(4, '0')}-${String(yyyymm % 100).padStart(2, '0')}`

/**
 * Each month's count of what the monthly count counts (only these: never a caller's text), oldest first. A picture
 * counts as indexed from the month its sighting was first seen: the index holds what the crawler has found, month by
 * month, whenever its digest was computed.
 */
async function countsByMonth(store: Store, count: CamIdMonthlyCount): Promise<{ month: string; n: number }[]> {
  switch (count) {
    case 'queries':
    case 'hits': {
      const [table, time] = count === 'queries' ? ['camid_queries', 'created_at'] : ['camid_hits', 'found_at']
      const month = monthOf(store, sql.ref(time))
      return rowsOf(store, sql<{ month: string; n: number }>`SELECT ${month} AS month, count(*) AS n FROM ${sql.table(table)} GROUP BY 1 ORDER BY 1`)
    }
    case 'indexed': {
      const rows = await rowsOf(
        store,
        sql<{ seen_month: number; n: number }>`SELECT seen_month, count(*) AS n FROM camid_pictures WHERE digest IS NOT NULL GROUP BY seen_month ORDER BY seen_month`,
      )
      return rows.map((row) => ({ month: monthOfNumber(row.seen_month), n: row.n }))
    }
  }
}

/** The cumulative count by month, oldest first, each month that has any. */
export async function monthlyCounts(store: Store, count: CamIdMonthlyCount): Promise<MonthCount[]> {
  let running = 0
  return (await countsByMonth(store, count)).map((row) => ({ month: row.month, cumulative: (running += row.n) }))
}

/**
 * One page of totals per email and organisation of the queries the reader may see (queries.ts readable: their own,
 * those made under a licence from which they hold Camera ID, every one for the global administrator), the largest
 * first, and how many rows there are.
 */
export async function userCounts(
  store: Store,
  count: CamIdUserCount,
  reader: QueryReader,
  offset: number,
  limit: number,
): Promise<{ rows: UserCount[]; total: number }> {
  const counted =
    count === 'queries'
      ? sql`SELECT q.user_id, count(*) AS n FROM camid_queries q WHERE ${readable(reader)} GROUP BY q.user_id`
      : sql`SELECT q.user_id, count(*) AS n FROM camid_hits h JOIN camid_queries q ON q.id = h.query_id WHERE ${readable(reader)} GROUP BY q.user_id`
  const from = sql`FROM (${counted}) c JOIN users u ON u.id = c.user_id`
  const rows = await rowsOf(
    store,
    sql<{ email: string; organization: string; n: number }>`SELECT u.email, u.organization, c.n ${from} ORDER BY c.n DESC, u.email LIMIT ${limit} OFFSET ${offset}`,
  )
  const total = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n ${from}`)
  return { rows: rows.map((row) => ({ email: row.email, organization: row.organization, count: row.n })), total: total!.n }
}
