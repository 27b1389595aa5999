// The view that shows every located result (issue 15): used when the URL names no centre and zoom, within
// spec-1 §9's zoom limits (the map itself keeps to 3..20), and never closer than a street's width of view.

import type { MapMarker } from './markerFeatures.js'

/** A lone sighting, or several at one spot, is shown at this zoom, not at the map's closest (20). */
export const FIT_MAX_ZOOM = 15
/** Room (pixels) kept round the results so that no marker sits on the map's edge. */
export const FIT_PADDING = 48

/** [[west, south], [east, north]]; east may pass 180 when the results lie across the antimeridian. */
export type Bounds = [[number, number], [number, number]]

/**
 * The smallest box round the located results, or null when none is located. Longitudes are also tried
 * on 0..360, and that box taken when narrower: results on both sides of the antimeridian (Fiji, Alaska
 * and Russia) are framed across it, not across the whole world.
 */
export function markerBounds(items: readonly Pick<MapMarker, 'location'>[]): Bounds | null {
  let south = Infinity
  let north = -Infinity
  const lons: number[] = []
  for (const { location } of items) {
    if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lon)) continue
    south = Math.min(south, location.lat)
    north = Math.max(north, location.lat)
    lons.push(location.lon)
  }
  if (lons.length === 0) return null
  const shifted = lons.map((lon) => (lon < 0 ? lon + 360 : lon))
  const [west, east] = [Math.min(...lons), Math.max(...lons)]
  const [westShifted, eastShifted] = [Math.min(...shifted), Math.max(...shifted)]
  // Narrower only when results lie on both sides, so west is then at most 180 and east past it.
  if (eastShifted - westShifted < east - west) return [[westShifted, south], [eastShifted, north]]
  return [[west, south], [east, north]]
}
