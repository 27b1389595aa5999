// The downloads page's signals: the list of the extractor's builds this service has (GET /v1/exifextractor), asked
// for once per visit of the area, again on Try Again.

import { extractorCalls, type ExtractorCalls } from '../../../shared/api/extractor.js'
import type { ExtractorBuild } from '../../../shared/api/types/extractor.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'

export interface ExtractorBuilds {
  version: string
  builds: ExtractorBuild[]
}

/** The list is one query: every build. */
const ALL = 'all'

export function createExtractorState(calls: ExtractorCalls = extractorCalls()) {
  const list = createRemoteQuery({
    keyOf: () => ALL,
    fetch: () => calls.builds(),
    valueOf: ({ version, builds }): ExtractorBuilds => ({ version, builds }),
    cache: createMemoryCache<ExtractorBuilds>(1),
  })
  return {
    builds: list.state,
    /** Loads the list unless it is here or on its way; Try Again asks the service afresh. */
    load: (refresh = false) => list.load(ALL, refresh),
  }
}

export const extractorState = createExtractorState()
