// Distances on the Earth for the location filter: the great-circle distance, and the latitude/longitude
// box around a circle that the R*Tree narrows to before the exact distance decides.

const EARTH_RADIUS_M = 6_371_008.8
/** Metres along a meridian per degree of latitude (and along the equator per degree of longitude). */
export const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180

export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Box {
  minLat: number
  maxLat: number
  minLon: number
  maxLon: number
}

/** The boxes covering a circle: two when it crosses the antimeridian, a full band when it reaches a pole. */
export function boxesAround(lat: number, lon: number, radiusMetres: number): Box[] {
  const dLat = radiusMetres / METRES_PER_DEGREE
  const minLat = Math.max(-90, lat - dLat)
  const maxLat = Math.min(90, lat + dLat)
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat))
  if (widest >= 90 || radiusMetres >= Math.PI * EARTH_RADIUS_M / 2) return [{ minLat, maxLat, minLon: -180, maxLon: 180 }]
  const dLon = dLat / Math.cos((widest * Math.PI) / 180)
  if (dLon >= 180) return [{ minLat, maxLat, minLon: -180, maxLon: 180 }]
  const west = lon - dLon
  const east = lon + dLon
  if (west < -180) return [{ minLat, maxLat, minLon: west + 360, maxLon: 180 }, { minLat, maxLat, minLon: -180, maxLon: east }]
  if (east > 180) return [{ minLat, maxLat, minLon: west, maxLon: 180 }, { minLat, maxLat, minLon: -180, maxLon: east - 360 }]
  return [{ minLat, maxLat, minLon: west, maxLon: east }]
}
