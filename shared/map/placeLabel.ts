// How a place found by the address search reads in its list: name, country, and how many live there, which
// tells apart the many towns that share a name.

import type { Place } from '../api/types/places.js'
import { groupedNumber } from '../format/numbers.js'

export function placeLabel(place: Pick<Place, 'name' | 'country' | 'population'>): string {
  const where = place.country ? `${place.name}, ${place.country}` : place.name
  return place.population > 0 ? `${where} (population ${groupedNumber(place.population)})` : where
}
