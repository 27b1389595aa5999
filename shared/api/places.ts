// The place search (GET /v1/places?q=): places from the service's offline gazetteer by name; and the name
// of the place nearest a point (GET /v1/places/nearest?lat=&lon=).

import { api as defaultApi, type ApiClient } from './client.js'
import type { PlaceNearestReply, PlacesReply } from './types/places.js'
import type { Reply } from './types/reply.js'

/** A circle places must lie in (spec-3 §5: the Hub's place search keeps to the British Isles). */
export interface PlaceBias {
  latitude: number
  longitude: number
  withinKm: number
}

export interface PlaceCalls {
  find(q: string, near?: PlaceBias): Promise<Reply<PlacesReply>>
  nearest(lat: number, lon: number): Promise<Reply<PlaceNearestReply>>
}

export function placeCalls(api: ApiClient = defaultApi): PlaceCalls {
  return {
    find: (q, near) =>
      api.get<PlacesReply>('/places', {
        query: near ? { q, nearLat: String(near.latitude), nearLon: String(near.longitude), withinKm: String(near.withinKm) } : { q },
      }),
    nearest: (lat, lon) => api.get<PlaceNearestReply>('/places/nearest', { query: { lat: String(lat), lon: String(lon) } }),
  }
}

/** The place calls with the browser's client. */
export const places: PlaceCalls = placeCalls()
