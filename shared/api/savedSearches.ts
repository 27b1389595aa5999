// The saved-search calls (spec-1 §4.6, §7): the user's list, saving one, marking one viewed (which zeroes
// its new count) and deleting several at once.

import { api as defaultApi, type ApiClient, type Cancelable, type Data } from './client.js'
import type { Reply } from './types/reply.js'
import type { DeleteSearchesReply, SavedSearch, SavedSearchReply, SaveSearchRequest } from './types/sightings.js'

export interface SavedSearchCalls {
  /** GET /v1/searches, cancelable. */
  list(): Cancelable<Reply<Data<SavedSearch[]>>>
  /** POST /v1/searches. */
  save(request: SaveSearchRequest): Promise<Reply<SavedSearchReply>>
  /** POST /v1/searches/{id}: the reply is the search as the service now holds it. */
  markViewed(id: number): Promise<Reply<SavedSearchReply>>
  /** DELETE /v1/searches/bulk?ids=1,2: the reply names the ids the service really deleted. */
  remove(ids: readonly number[]): Promise<Reply<DeleteSearchesReply>>
}

export function savedSearchCalls(api: ApiClient = defaultApi): SavedSearchCalls {
  return {
    list: () => api.cancelable.get<Data<SavedSearch[]>>('/searches'),
    save: (request) => api.post<SavedSearchReply>('/searches', { json: request }),
    markViewed: (id) => api.post<SavedSearchReply>(`/searches/${id}`),
    remove: (ids) => api.delete<DeleteSearchesReply>('/searches/bulk', { query: { ids: ids.join(',') } }),
  }
}
