// The place search (GET /v1/places?q=&limit=) as TypeBox schemas. The browser imports this module only for
// types (shared/api/types/places.ts).

import { Type, type Static } from 'typebox'

/**
 * Both parameters are text, checked by the route so that a bad one is told in its own words (q must be 1 to
 * 100 characters, limit a whole number from 1 to 50).
 */
/** nearLat, nearLon and withinKm, all three or none: only places within withinKm of the point (spec-3 §5). */
export const PlacesQuery = Type.Object({
  q: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  nearLat: Type.Optional(Type.String()),
  nearLon: Type.Optional(Type.String()),
  withinKm: Type.Optional(Type.String()),
})
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

/**
 * GET /v1/places/nearest?lat=&lon=: the gazetteer's name for a location's centre, so that a location filter
 * reads "within 10 miles of Manchester" from the lat:lon:distance:unit value alone (issue 15, point 4).
 * Text parameters, checked by the route in its own words.
 */
export const PlaceNearestQuery = Type.Object({ lat: Type.Optional(Type.String()), lon: Type.Optional(Type.String()) })
export type PlaceNearestQuery = Static<typeof PlaceNearestQuery>

/** The nearest place within reach and its distance in metres; null when none is near. */
export const PlaceNearestReply = Type.Object(
  {
    success: Type.Literal(true),
    place: Type.Union([Place, Type.Null()]),
    distanceMetres: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type PlaceNearestReply = Static<typeof PlaceNearestReply>
