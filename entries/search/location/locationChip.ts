// How a location filter reads on its chip (issue 15): "within 10 miles of Manchester", the place being the
// gazetteer's name for the centre, so that the lat:lon:distance:unit value in the URL is all a reload or a
// shared link needs. Until the name arrives, or where no town is near, the centre's coordinates stand in.

import type { LocationUnit, LocationValue } from '../../../shared/search/location.js'
import { COORDINATE_DECIMALS } from '../../../shared/map/mapView.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** The name the gazetteer gives the centre, and how far that place is from it. */
export interface CentreName {
  name: string
  distanceMetres: number
}

/** Beyond this a place does not name the centre outright: the circle is near it, not at it. */
export const AT_PLACE_METRES = 5000

const UNIT_WORDS: Readonly<Record<LocationUnit, [one: string, many: string]>> = {
  Yards: ['yard', 'yards'],
  Feet: ['foot', 'feet'],
  Kilometers: ['kilometer', 'kilometers'],
  NauticalMiles: ['nautical mile', 'nautical miles'],
  Miles: ['mile', 'miles'],
  Meters: ['meter', 'meters'],
}

export function distanceText(distance: number, unit: LocationUnit): string {
  const [one, many] = UNIT_WORDS[unit]
  return `${groupedNumber(distance)} ${distance === 1 ? one : many}`
}

export function centreText(lat: number, lon: number): string {
  return `${lat.toFixed(COORDINATE_DECIMALS)}, ${lon.toFixed(COORDINATE_DECIMALS)}`
}

/** "within 10 miles of Manchester"; "… of a point near Bolton" when the place is a way off; coordinates without a name. */
export function locationPhrase(location: LocationValue, centre: CentreName | null): string {
  const where =
    centre === null ? centreText(location.lat, location.lon) : centre.distanceMetres <= AT_PLACE_METRES ? centre.name : `a point near ${centre.name}`
  return `within ${distanceText(location.distance, location.unit)} of ${where}`
}
