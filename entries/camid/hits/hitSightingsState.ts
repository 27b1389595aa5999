// The sightings of one hit (spec-2 §4 "Opening a hit's sources", §7 GET /cameraid/hits/{id}/sightings), a page at a
// time: a failure to load them shows in an error snackbar for 5 seconds (spec-2 §8, §9), after which the page
// returns to /camid. One per hit opened.

import { camIdCalls } from '../../../shared/api/camid.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createPagedRows, type PageRequest } from '../../../shared/ui/table/pagedRows.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'

/** spec-2 §9: "Hit-load error snackbars last 5 seconds." */
export const HIT_ERROR_MS = 5_000

export type HitSightingsFilters = Record<string, never>

export function createHitSightingsState(hitId: string, api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = camIdCalls(api)
  const failure = createTableError(timers, HIT_ERROR_MS)
  const sightings = createPagedRows({
    fetch: ({ page, resultSize }: PageRequest<HitSightingsFilters>) => calls.hitSightings(hitId, page, resultSize),
    rowsOf: ({ results, totalResults }): { rows: SearchResultItem[]; total: number } => ({ rows: results, total: totalResults }),
    onFailure: failure.show,
  })
  return { sightings, failure }
}

export type HitSightingsState = ReturnType<typeof createHitSightingsState>
