// The circle of a location filter on the map (spec-1 §2.5, §5): a GeoJSON polygon of points at the radius
// from the centre on the sphere, so that it matches the service's great-circle distance at any latitude.

import type { Feature, Polygon } from 'geojson'
import type { MapCentre } from './mapView.js'

/** The mean Earth radius the haversine distance uses. */
export const EARTH_RADIUS_METRES = 6_371_008.8
const DEGREES = Math.PI / 180

/** The point at a distance and initial bearing from a start, on the sphere. */
export function destination(from: MapCentre, bearingDegrees: number, metres: number): MapCentre {
  const angular = metres / EARTH_RADIUS_METRES
  const lat1 = from.lat * DEGREES
  const lon1 = from.lon * DEGREES
  const bearing = bearingDegrees * DEGREES
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing))
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2))
  return { lat: lat2 / DEGREES, lon: lon2 / DEGREES }
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: MapCentre, b: MapCentre): number {
  const dLat = (b.lat - a.lat) * DEGREES
  const dLon = (b.lon - a.lon) * DEGREES
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * DEGREES) * Math.cos(b.lat * DEGREES) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * A closed ring of `steps` points round the centre. Longitudes are left unwrapped (they may pass ±180) so
 * that a circle over the antimeridian stays one shape instead of a band across the world.
 */
export function circlePolygon(centre: MapCentre, radiusMetres: number, steps = 64): Feature<Polygon> {
  const ring: [number, number][] = []
  for (let i = 0; i < steps; i++) {
    const point = destination(centre, (360 * i) / steps, radiusMetres)
    const lon = centre.lon + ((((point.lon - centre.lon + 540) % 360) + 360) % 360) - 180
    ring.push([lon, point.lat])
  }
  ring.push(ring[0]!)
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
}
