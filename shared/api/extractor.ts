// The extractor's list of builds (GET /v1/exifextractor), for the downloads page: which of the five downloads this
// service has, with their sizes, and why any is not there. The downloads themselves are links
// (shared/api/extractorDownloads.ts).

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import { EXTRACTOR_BUILDS_PATH } from './extractorDownloads.js'
import type { ExtractorBuildsReply } from './types/extractor.js'
import type { Reply } from './types/reply.js'

export interface ExtractorCalls {
  /** Cancelable, so that a page left before the reply drops it. */
  builds(): Cancelable<Reply<ExtractorBuildsReply>>
}

export function extractorCalls(api: ApiClient = defaultApi): ExtractorCalls {
  return { builds: () => api.cancelable.get<ExtractorBuildsReply>(EXTRACTOR_BUILDS_PATH) }
}

/** The extractor calls with the browser's client. */
export const extractor: ExtractorCalls = extractorCalls()
