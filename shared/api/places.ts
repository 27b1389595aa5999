// The place search (GET /v1/places?q=): places from the service's offline gazetteer by name; and the name
// of the place nearest a point (GET /v1/places/nearest?lat=&lon=).

import { api as defaultApi, type ApiClient } from './client.js'
import type { PlaceNearestReply, PlacesReply } from './types/places.js'
import type { Reply } from './types/reply.js'

export interface PlaceCalls {
  find(q: string): Promise<Reply<PlacesReply>>
  nearest(lat: number, lon: number): Promise<Reply<PlaceNearestReply>>
}

export function placeCalls(api: ApiClient = defaultApi): PlaceCalls {
  return {
    find: (q) => api.get<PlacesReply>('/places', { query: { q } }),
    nearest: (lat, lon) => api.get<PlaceNearestReply>('/places/nearest', { query: { lat: String(lat), lon: String(lon) } }),
  }
}

/** The place calls with the browser's client. */
export const places: PlaceCalls = placeCalls()
