// Where the map looks (spec-1 §3.2, §9): its centre and zoom, their defaults and limits, and how the URL
// carries them (center=lat,lon&zoom=z) so that a shared link opens the same view.

export interface MapCentre {
  lat: number
  lon: number
}

/** spec-1 §9: default centre 20,0; default zoom 2, though the map component opens at 3, its minimum. */
export const DEFAULT_CENTRE: MapCentre = { lat: 20, lon: 0 }
export const DEFAULT_ZOOM = 2
export const MAP_COMPONENT_ZOOM = 3
export const MIN_ZOOM = 3
export const MAX_ZOOM = 20
/** spec-1 §9: a place found by the address search is shown this close, with this radius. */
export const PLACE_ZOOM = 18
export const PLACE_RADIUS_METRES = 100
/** How high a map is drawn when its page gives no height (CSS). */
export const MAP_HEIGHT = '32rem'
/** spec-1 §9: coordinates carry 5 decimals. */
export const COORDINATE_DECIMALS = 5

/** A place as people read it: "lat, lon" to 5 decimals (spec-1 §2.8, §9). */
export function coordinatesText(at: MapCentre): string {
  return `${at.lat.toFixed(COORDINATE_DECIMALS)}, ${at.lon.toFixed(COORDINATE_DECIMALS)}`
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

/** The centre a URL names as "lat,lon", or null when it names none or an impossible one. */
export function readCentre(raw: string | null): MapCentre | null {
  if (raw === null) return null
  const parts = raw.split(',')
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null
  const [lat, lon] = parts.map(Number) as [number, number]
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { lat, lon }
}

export function writeCentre(centre: MapCentre): string {
  return `${centre.lat.toFixed(COORDINATE_DECIMALS)},${centre.lon.toFixed(COORDINATE_DECIMALS)}`
}

export function writeZoom(zoom: number): string {
  return String(Math.round(clampZoom(zoom) * 100) / 100)
}

/** Longitudes the map reports past the antimeridian (after panning round the world) brought back to ±180. */
export function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180
  return wrapped === -180 && lon > 0 ? 180 : wrapped
}
