// Where the results map opens when its results spread wider than it can show at its farthest zoom
// (spec-1 §9: 3): on the window of the map's size, at that zoom, that holds the most results, rather than
// on the middle of them all, which may be an empty ocean.

import type { MapMarker } from './markerFeatures.js'
import type { MapCentre } from './mapView.js'

/** The world is 512 × 2^zoom pixels wide at a maplibre zoom (Web Mercator with 512-pixel tiles). */
const TILE = 512
/** Mercator stops at ±85.05°; a point past it is drawn at the edge. */
const MAX_LATITUDE = 85.0511

/** A place's position in pixels across and down the world at `zoom`. */
export function worldPixel(at: MapCentre, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, at.lat))
  const sin = Math.sin((lat * Math.PI) / 180)
  return { x: ((at.lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size }
}

function placeAt(x: number, y: number, zoom: number): MapCentre {
  const size = TILE * 2 ** zoom
  const lon = (x / size) * 360 - 180
  const n = Math.PI - (2 * Math.PI * y) / size
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lon: ((((lon + 180) % 360) + 360) % 360) - 180 }
}

/**
 * The centre of the `width` × `height` pixel window, at `zoom`, holding the most located results, and how
 * many it holds. The world wraps sideways, so a window may straddle the antimeridian.
 */
export function busiestWindow(items: readonly Pick<MapMarker, 'location'>[], zoom: number, width: number, height: number): { centre: MapCentre; count: number } | null {
  const size = TILE * 2 ** zoom
  const points = items.flatMap(({ location }) => (location && Number.isFinite(location.lat) && Number.isFinite(location.lon) ? [worldPixel(location, zoom)] : []))
  if (points.length === 0) return null
  // Each point also once more a world to the east, so that a window may run past the edge.
  const across = [...points, ...points.map((p) => ({ x: p.x + size, y: p.y }))].sort((a, b) => a.x - b.x)
  let best = { count: 0, x: 0, y: 0 }
  for (const left of points) {
    const inColumn = across.filter((p) => p.x >= left.x && p.x <= left.x + width).sort((a, b) => a.y - b.y)
    // The tallest run of the column's points that fits in the window's height, centred on what it holds.
    let top = 0
    for (let bottom = 0; bottom < inColumn.length; bottom++) {
      while (inColumn[bottom]!.y - inColumn[top]!.y > height) top++
      if (bottom - top + 1 <= best.count) continue
      const run = inColumn.slice(top, bottom + 1)
      const east = Math.max(...run.map((p) => p.x))
      best = { count: run.length, x: (left.x + east) / 2, y: (inColumn[top]!.y + inColumn[bottom]!.y) / 2 }
    }
  }
  return { centre: placeAt(best.x, best.y, zoom), count: best.count }
}
