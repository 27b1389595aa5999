// Reply of the place search (GET /v1/places?q=&limit=), the offline gazetteer behind the Choose Location
// dialog's place search (spec-1 §4.5).

export interface Place {
  name: string
  /** The country's English name (from its ISO code). */
  country: string
  /** The GeoNames code of the first-level division (state, region), e.g. "08"; '' when unknown. */
  admin: string
  lat: number
  lon: number
  population: number
}

export interface PlacesReply {
  success: true
  places: Place[]
}

export const PLACES_DEFAULT_LIMIT = 10
export const PLACES_MAX_LIMIT = 50
export const PLACE_QUERY_MAX = 100
