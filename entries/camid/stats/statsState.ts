// The statistics page's loads (spec-2 §2 "/camid/stats", §7): the three cumulative counts by month, each its own
// call, and the totals per email and organisation, for queries and for hits, a page at a time.

import { camIdCalls } from '../../../shared/api/camid.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { CAMID_MONTHLY_COUNTS, type CamIdMonthlyCount, type CamIdStatsRow, type CamIdUserCount } from '../../../shared/api/types/camid.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery, type RemoteQuery } from '../../../shared/state/remoteQuery.js'
import { createPagedRows, type PageRequest, type PagedRowsQuery } from '../../../shared/ui/table/pagedRows.js'
import { camIdFailure } from '../failures.js'

export type UserCountFilters = Record<string, never>

export interface MonthlyRows {
  rows: CamIdStatsRow[]
}

export function createStatsState(api: ApiClient = defaultApi) {
  const calls = camIdCalls(api)
  const monthly = Object.fromEntries(
    CAMID_MONTHLY_COUNTS.map((count) => [
      count,
      createRemoteQuery({
        keyOf: () => count,
        fetch: () => calls.monthlyCounts(count),
        valueOf: ({ rows }): MonthlyRows => ({ rows }),
        cache: createMemoryCache<MonthlyRows>(1),
        errorOf: camIdFailure(),
      }),
    ]),
  ) as Record<CamIdMonthlyCount, RemoteQuery<CamIdMonthlyCount, MonthlyRows>>

  const userList = (count: CamIdUserCount): PagedRowsQuery<UserCountFilters, CamIdStatsRow> =>
    createPagedRows({
      fetch: ({ page, resultSize }: PageRequest<UserCountFilters>) => calls.userCounts(count, page, resultSize),
      rowsOf: ({ rows, totalResults }): { rows: CamIdStatsRow[]; total: number } => ({ rows, total: totalResults }),
      errorOf: camIdFailure(),
    })
  const users: Record<CamIdUserCount, PagedRowsQuery<UserCountFilters, CamIdStatsRow>> = { queries: userList('queries'), hits: userList('hits') }

  /** Each chart's counts asked afresh: the page shows them as they are now. */
  const loadMonthly = (count: CamIdMonthlyCount) => monthly[count].load(count, true)

  return { monthly, users, loadMonthly }
}

export const statsState = createStatsState()
