// The cells of a location lead's heatmap (spec-2 §3 "optionally a heatmap"): the square around the lead's circle,
// 2 × its radius across, north up, cut into HEATMAP_CELLS × HEATMAP_CELLS cells, each holding how many of the
// lead's sightings lie in it. Flat (equirectangular about the centre): over a few miles the error is far below a cell.

import { METRES_PER_DEGREE } from '../../search/geo.js'
import type { SightingPosition } from '../../store/sightings/positions.js'

/**
 * Cells across and down: about 100 m a cell for a 1-mile lead, shown at 6 screen pixels a cell. Most location leads
 * have a handful of sightings; at 64 cells one was a speck of 3 pixels, and the picture twice the bytes.
 */
export const HEATMAP_CELLS = 32

/** The lead's circle: its centre in degrees and its radius in metres. */
export interface HeatmapCircle {
  latitude: number
  longitude: number
  radiusMetres: number
}

/** A longitude difference in (-180, 180]: a circle across the antimeridian keeps its sightings beside it. */
function longitudeStep(from: number, to: number): number {
  const step = (((to - from) % 360) + 540) % 360 - 180
  return step === -180 ? 180 : step
}

/** The cell a position lies in, row 0 at the north edge; null outside the square. */
export function cellOf(circle: HeatmapCircle, position: SightingPosition): { row: number; column: number } | null {
  const east = longitudeStep(circle.longitude, position.longitude) * Math.cos((circle.latitude * Math.PI) / 180) * METRES_PER_DEGREE
  const north = (position.latitude - circle.latitude) * METRES_PER_DEGREE
  const across = 2 * circle.radiusMetres
  const row = cellAlong((circle.radiusMetres - north) / across)
  const column = cellAlong((east + circle.radiusMetres) / across)
  return row === null || column === null ? null : { row, column }
}

/**
 * The cell at a share 0–1 of the way across. A sighting on the circle's edge is in the outermost cell: the store
 * measures the great-circle distance and this the flat one, so the edge may come out a hair beyond the square.
 */
function cellAlong(share: number): number | null {
  const slack = 0.5 / HEATMAP_CELLS
  if (!(share >= -slack && share <= 1 + slack)) return null
  return Math.min(Math.max(Math.floor(share * HEATMAP_CELLS), 0), HEATMAP_CELLS - 1)
}

/**
 * The count of sightings in each cell that has any, by the cell's place row by row from the north-west corner
 * (row × HEATMAP_CELLS + column). Sparse: most leads have a handful of sightings, and a full grid cost more to
 * clear and walk than to fill.
 */
export function heatmapCounts(circle: HeatmapCircle, positions: readonly SightingPosition[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const position of positions) {
    const cell = cellOf(circle, position)
    if (!cell) continue
    const at = cell.row * HEATMAP_CELLS + cell.column
    counts.set(at, (counts.get(at) ?? 0) + 1)
  }
  return counts
}

/** Whether a cell's centre lies on the circle's edge (within half a cell of it): the faint ring of the picture. */
export function onCircleEdge(row: number, column: number): boolean {
  const half = HEATMAP_CELLS / 2
  const distance = Math.hypot(column + 0.5 - half, row + 0.5 - half)
  return Math.abs(distance - half) < 0.5
}
