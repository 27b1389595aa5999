// A rectangle on the map (spec-3 §2 "Location": the Hub's location filter is an area drawn on a map): its four
// edges, the one two corners of a drag make, and its outline as a GeoJSON polygon for the map to draw.

import type { Feature, Polygon } from 'geojson'
import { wrapLongitude, type MapCentre } from './mapView.js'

/** Edges in degrees; west is less than east (a rectangle does not cross the antimeridian). */
export interface MapRectangle {
  north: number
  south: number
  east: number
  west: number
}

const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat))

/** The rectangle two opposite corners make, in whatever order they were given. */
export function rectangleFromCorners(a: MapCentre, b: MapCentre): MapRectangle {
  const [lonA, lonB] = [wrapLongitude(a.lon), wrapLongitude(b.lon)]
  return {
    north: clampLatitude(Math.max(a.lat, b.lat)),
    south: clampLatitude(Math.min(a.lat, b.lat)),
    east: Math.max(lonA, lonB),
    west: Math.min(lonA, lonB),
  }
}

/** Whether a rectangle has an area at all: a click, not a drag, makes none. */
export function hasArea(rectangle: MapRectangle): boolean {
  return rectangle.north > rectangle.south && rectangle.east > rectangle.west
}

export function rectangleCentre(rectangle: MapRectangle): MapCentre {
  return { lat: (rectangle.north + rectangle.south) / 2, lon: (rectangle.east + rectangle.west) / 2 }
}

/** The rectangle's outline, corner to corner round, closed. */
export function rectanglePolygon({ north, south, east, west }: MapRectangle): Feature<Polygon> {
  const ring: [number, number][] = [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
    [west, north],
  ]
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
}

/** [[west, south], [east, north]], as the map fits its view to bounds. */
export function rectangleBounds({ north, south, east, west }: MapRectangle): [[number, number], [number, number]] {
  return [
    [west, south],
    [east, north],
  ]
}
