// The place search (GET /v1/places?q=&limit=), the offline gazetteer behind the Choose Location dialog's
// place search (spec-1 §4.5). The shapes are the TypeBox schemas of schemas/places.ts; this module gives
// the browser their types and the bounds, without loading TypeBox.

export type { Place, PlaceNearestQuery, PlaceNearestReply, PlacesQuery, PlacesReply } from './schemas/places.js'

export const PLACES_DEFAULT_LIMIT = 10
export const PLACES_MAX_LIMIT = 50
export const PLACE_QUERY_MAX = 100
