// The place search (GET /v1/places?q=): places from the service's offline gazetteer by name.

import { api as defaultApi, type ApiClient } from './client.js'
import type { PlacesReply } from './types/places.js'
import type { Reply } from './types/reply.js'

export interface PlaceCalls {
  find(q: string): Promise<Reply<PlacesReply>>
}

export function placeCalls(api: ApiClient = defaultApi): PlaceCalls {
  return { find: (q) => api.get<PlacesReply>('/places', { query: { q } }) }
}

/** The place calls with the browser's client. */
export const places: PlaceCalls = placeCalls()
