// The sighting calls (spec-1 §7): the search, one sighting and the similar search. Each is cancelable, so
// that a newer search or a page left behind drops the reply still on its way.

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import type { Reply } from './types/reply.js'
import type { SearchReply, SightingReply, SimilarReply } from './types/sightings.js'

/** GET /v1/sightings/similar/pdna/full/{hash}'s query: how many, from where, and whether the service's own cache may answer. */
export interface SimilarQuery {
  skipCache: boolean
  page: number
  resultSize: number
}

/** The search call's path under /v1 (the search page's early script starts it too: entries/search/early.ts). */
export const SIGHTINGS_PATH = '/sightings'

export interface SightingCalls {
  /**
   * GET /v1/sightings: the filters, paging and view parameters exactly as the search codec wrote them.
   * `onPartial` is told of the reply's count and first results while the rest is still arriving (issue 15 §9).
   */
  search(query: URLSearchParams, onPartial?: (partial: SearchReply) => void): Cancelable<Reply<SearchReply>>
  /** GET /v1/sightings/{id}. */
  sighting(imageId: string): Cancelable<Reply<SightingReply>>
  /** The hash goes in the path, escaped, as the service takes it. */
  similar(hash: string, query: SimilarQuery): Cancelable<Reply<SimilarReply>>
}

export function sightingCalls(api: ApiClient = defaultApi): SightingCalls {
  return {
    search: (query, onPartial) =>
      api.cancelable.get<SearchReply>(SIGHTINGS_PATH, {
        query,
        // The reply writes its results last (server/api/search/reply-json.ts).
        partial: onPartial && { field: 'results', onPartial: (partial) => onPartial(partial as SearchReply) },
      }),
    sighting: (imageId) => api.cancelable.get<SightingReply>(`/sightings/${encodeURIComponent(imageId)}`),
    similar: (hash, { skipCache, page, resultSize }) =>
      api.cancelable.get<SimilarReply>(`/sightings/similar/pdna/full/${encodeURIComponent(hash)}`, { query: { skipCache, page, resultSize } }),
  }
}
