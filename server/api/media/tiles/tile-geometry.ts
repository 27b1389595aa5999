// Turning a cut tile back into longitude and latitude, so that a tile deeper than the finest cut can be
// cut again from its ancestor alone (overzoom) without indexing the world at zoom 20.

import type { LegacyFeature, LegacyTile } from 'geojson-vt'
import type { Feature, FeatureCollection, Position } from 'geojson'

export interface TileOrigin {
  z: number
  x: number
  y: number
  extent: number
}

function toLonLat(origin: TileOrigin, [gx, gy]: [number, number]): Position {
  const n = 2 ** origin.z
  const px = (origin.x + gx / origin.extent) / n
  const py = (origin.y + gy / origin.extent) / n
  return [px * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * py))) * 180) / Math.PI]
}

/** Twice the signed area in tile coordinates: positive for an outer ring (y points down, MVT spec 4.3.4.4). */
function signedArea(ring: [number, number][]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[i]![1] + ring[j]![1])
  }
  return sum
}

function polygonsOf(rings: [number, number][][], origin: TileOrigin): Position[][][] {
  const polygons: Position[][][] = []
  for (const ring of rings) {
    const closed = ring.map((point) => toLonLat(origin, point))
    const last = polygons[polygons.length - 1]
    if (signedArea(ring) > 0 || !last) polygons.push([closed])
    else last.push(closed)
  }
  return polygons
}

function featureOf(source: LegacyFeature, origin: TileOrigin): Feature {
  const properties = source.tags ?? {}
  if (source.type === 1) {
    return { type: 'Feature', properties, geometry: { type: 'MultiPoint', coordinates: source.geometry.map((p) => toLonLat(origin, p)) } }
  }
  if (source.type === 2) {
    const lines = source.geometry.map((line) => line.map((p) => toLonLat(origin, p)))
    return { type: 'Feature', properties, geometry: { type: 'MultiLineString', coordinates: lines } }
  }
  return { type: 'Feature', properties, geometry: { type: 'MultiPolygon', coordinates: polygonsOf(source.geometry, origin) } }
}

export function tileToGeoJson(tile: LegacyTile, origin: TileOrigin): FeatureCollection {
  return { type: 'FeatureCollection', features: tile.features.map((f) => featureOf(f, origin)) }
}
