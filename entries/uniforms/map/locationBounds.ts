// The Hub's location filter as the search and the address carry it (spec-3 §3 "Uniform search form": location,
// a bounds string "northEastLat,northEastLng,southWestLat,southWestLng"), read into the map's rectangle and back.

import type { MapRectangle } from '../../../shared/map/rectangle.js'
import { hasArea } from '../../../shared/map/rectangle.js'

/** Five decimals: about a metre, as every coordinate the product shows (spec-1 §9). */
const DECIMALS = 5
const NUMBER = '-?[0-9]{1,3}(\\.[0-9]{1,10})?'
/** The bounds string's form, for the address's shape. */
export const LOCATION_PATTERN = `^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`

export function writeLocation({ north, east, south, west }: MapRectangle): string {
  return [north, east, south, west].map((n) => n.toFixed(DECIMALS)).join(',')
}

/** The rectangle a bounds string names; null for none, or for one no map could draw. */
export function readLocation(text: string): MapRectangle | null {
  if (!new RegExp(LOCATION_PATTERN).test(text)) return null
  const [north, east, south, west] = text.split(',').map(Number) as [number, number, number, number]
  const rectangle = { north, east, south, west }
  const inRange = [north, south].every((lat) => Math.abs(lat) <= 90) && [east, west].every((lon) => Math.abs(lon) <= 180)
  return inRange && hasArea(rectangle) ? rectangle : null
}
