// The coordinates of the PhotoDNA index. Each vector is kept at its projections onto five fixed unit
// directions; a projection never differs between two vectors by more than their distance
// (|u·q − u·x| ≤ ‖q − x‖ for a unit u), so a lookup reads only the vectors whose five projections all lie
// within the threshold of the query's, and measures those exactly. Nothing a full scan finds is missed.

import { PHOTODNA_BYTES } from '../../search/photodna-hash.js'

/**
 * The five slowest cosines along the vector: its overall level and the slow changes across the 6×6 grid
 * of cells, which is where the descriptors of pictures differ most, byte to byte being smooth. At a
 * million demo vectors they leave about a hundred candidates for a lookup at the similar threshold, where
 * distances to five fixed pictures (dark, bright, two ramps, a checker) left about six thousand. Five,
 * because an R*Tree has at most five dimensions; fixed, so the index never needs measuring again.
 */
export const INDEX_DIRECTIONS: readonly Float64Array[] = [0, 1, 2, 3, 4].map((k) => {
  const direction = Float64Array.from({ length: PHOTODNA_BYTES }, (_, i) => Math.cos((Math.PI * k * (i + 0.5)) / PHOTODNA_BYTES))
  const length = Math.hypot(...direction)
  return direction.map((x) => x / length)
})

export function squaredDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < PHOTODNA_BYTES; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    sum += d * d
  }
  return sum
}

export function indexCoordinate(vector: Uint8Array, direction: Float64Array): number {
  let sum = 0
  for (let i = 0; i < PHOTODNA_BYTES; i++) sum += (vector[i] ?? 0) * direction[i]!
  return sum
}

export function indexCoordinates(vector: Uint8Array): number[] {
  return INDEX_DIRECTIONS.map((direction) => indexCoordinate(vector, direction))
}

/** The R*Tree condition for every vector within `radius` of the one whose coordinates are `centre`. */
export function coordinateBox(centre: readonly number[], radius: number): { sql: string; params: number[] } {
  return {
    sql: centre.map((_, i) => `d${i + 1}_hi >= ? AND d${i + 1}_lo <= ?`).join(' AND '),
    params: centre.flatMap((d) => [d - radius, d + radius]),
  }
}
