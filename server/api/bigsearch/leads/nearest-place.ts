// The name of the place nearest a position: a location lead's locationName (spec-2 §3).

import { cityTable } from '../../places/cities.js'
import { countryName, nearestCity } from '../../places/nearest-city.js'

/** Further than this from every city, a position is named by no place (open sea, desert, ice). */
export const NEAREST_PLACE_MAX_METRES = 50_000

/** 'City, Country' of the city nearest the position within NEAREST_PLACE_MAX_METRES, or null. */
export function nearestPlaceName(latitude: number, longitude: number): string | null {
  const nearest = nearestCity(latitude, longitude, NEAREST_PLACE_MAX_METRES)
  return nearest ? `${cityTable().name(nearest.city)}, ${countryName(cityTable().country(nearest.city))}` : null
}
