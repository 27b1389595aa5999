// The place search (GET /v1/places?q=&limit=) as TypeBox schemas. The browser imports this module only for
// types (shared/api/types/places.ts).

import { Type, type Static } from 'typebox'

/**
 * Both parameters are text, checked by the route so that a bad one is told in its own words (q must be 1 to
 * 100 characters, limit a whole number from 1 to 50).
 */
export const PlacesQuery = Type.Object({ q: Type.Optional(Type.String()), limit: Type.Optional(Type.String()) })
export type PlacesQuery = Static<typeof PlacesQuery>

export const Place = Type.Object(
  {
    name: Type.String(),
    /** The country's English name (from its ISO code). */
    country: Type.String(),
    /** The GeoNames code of the first-level division (state, region), e.g. "08"; '' when unknown. */
    admin: Type.String(),
    lat: Type.Number(),
    lon: Type.Number(),
    population: Type.Number(),
  },
  { additionalProperties: false },
)
export type Place = Static<typeof Place>

export const PlacesReply = Type.Object({ success: Type.Literal(true), places: Type.Array(Place) }, { additionalProperties: false })
export type PlacesReply = Static<typeof PlacesReply>
