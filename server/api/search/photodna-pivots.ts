// The pivots of the PhotoDNA index and the distances it is built on. The index keeps each vector's
// Euclidean distance to every pivot, so a lookup reads only the vectors the triangle inequality cannot
// rule out (|d(q,p) − d(x,p)| ≤ d(q,x)) and measures those exactly.

import { PHOTODNA_BYTES } from './photodna-hash.js'

/**
 * Fixed pivots: dark, bright, a ramp each way and a checker of the 6×6×4 cell layout. They measure overall
 * level, tilt and pattern, which spread real vectors widely; being fixed, the index never needs measuring
 * again when data arrives. Five, because an R*Tree has at most five dimensions.
 */
export const PIVOTS: readonly Uint8Array[] = [
  new Uint8Array(PHOTODNA_BYTES),
  new Uint8Array(PHOTODNA_BYTES).fill(255),
  Uint8Array.from({ length: PHOTODNA_BYTES }, (_, i) => Math.round((i * 255) / (PHOTODNA_BYTES - 1))),
  Uint8Array.from({ length: PHOTODNA_BYTES }, (_, i) => 255 - Math.round((i * 255) / (PHOTODNA_BYTES - 1))),
  Uint8Array.from({ length: PHOTODNA_BYTES }, (_, i) => (((i >> 2) + Math.floor(i / 24)) & 1 ? 255 : 0)),
]

export function squaredDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < PHOTODNA_BYTES; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    sum += d * d
  }
  return sum
}

export function pivotDistances(vector: Uint8Array): number[] {
  return PIVOTS.map((p) => Math.sqrt(squaredDistance(vector, p)))
}

/** The R*Tree condition for every vector within `radius` of the one whose pivot distances are `centre`. */
export function pivotBox(centre: readonly number[], radius: number): { sql: string; params: number[] } {
  return {
    sql: centre.map((_, i) => `d${i + 1}_hi >= ? AND d${i + 1}_lo <= ?`).join(' AND '),
    params: centre.flatMap((d) => [d - radius, d + radius]),
  }
}
