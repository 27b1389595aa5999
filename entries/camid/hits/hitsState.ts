// A query's hits page's signals (spec-2 §4 "Camera ID queries"): the query the hits are of, which each page of
// hits comes with, and its hits a page at a time, the strongest first; asked again every few seconds while the
// query's job is waiting or running, as its hits appear when it finishes. One per query shown.

import { signal } from '@preact/signals-react'
import { camIdCalls } from '../../../shared/api/camid.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import type { CamIdHit, CamIdQuery } from '../../../shared/api/types/camid.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createPagedRows, type PageRequest } from '../../../shared/ui/table/pagedRows.js'
import { camIdFailure } from '../failures.js'
import { isUnderWay, QUERIES_POLL_MS } from '../queryJob.js'

/** The list has no filters of its own: the query is the page's. */
export type HitListFilters = Record<string, never>

export function createHitsState(queryId: string, api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = camIdCalls(api)
  /** The query, as the last page of hits gave it. */
  const query = signal<CamIdQuery | null>(null)
  const hits = createPagedRows({
    fetch: ({ page, resultSize }: PageRequest<HitListFilters>) => calls.hits(queryId, page, resultSize),
    rowsOf: (reply): { rows: CamIdHit[]; total: number } => {
      query.value = reply.query
      return { rows: reply.hits, total: reply.totalResults }
    },
    poll: { intervalMs: QUERIES_POLL_MS, while: () => query.value !== null && isUnderWay(query.value), timers },
    errorOf: camIdFailure(),
  })
  return { query, hits }
}

export type HitsState = ReturnType<typeof createHitsState>
