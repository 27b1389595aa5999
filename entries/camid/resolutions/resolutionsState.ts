// The resolutions page's one load (spec-2 §4 "Queries, hits and resolutions each have fetching, fetched and error
// states", §8): the optimal resolutions, or 'Cannot retrieve SPN resolutions: {error}' when the reply says it
// failed, 'Cannot connect to the server.' when none came.

import { camIdCalls } from '../../../shared/api/camid.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { camIdResolutionsFailed, type CamIdResolution } from '../../../shared/api/types/camid.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { camIdFailure } from '../failures.js'

/** The list is one query: every optimal resolution. */
const ALL = 'all'

export function createResolutionsState(api: ApiClient = defaultApi) {
  const calls = camIdCalls(api)
  const resolutions = createRemoteQuery({
    keyOf: () => ALL,
    fetch: () => calls.resolutions(),
    valueOf: ({ items }): { items: CamIdResolution[] } => ({ items }),
    cache: createMemoryCache<{ items: CamIdResolution[] }>(1),
    errorOf: camIdFailure(camIdResolutionsFailed),
  })
  /** spec-2 §4: a new fetch clears the old data. */
  const load = (refresh = false) => resolutions.load(ALL, refresh)
  return { resolutions: resolutions.state, load }
}

export const resolutionsState = createResolutionsState()
