// Numbers that belong to a position: a 32-bit hash of a seed and a pixel's coordinates, and a Gaussian-like value
// from it, so that any pixel of a sensor pattern or of a picture's noise can be drawn alone, in any order.

/** A 32-bit integer mixer (xorshift-multiply, "lowbias32"): nearby inputs give unrelated outputs. */
export function mix32(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d)
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b)
  h ^= h >>> 16
  return h >>> 0
}

/** The key of row y under a seed: positionHash mixes a column into it. */
export function rowKey(seed: number, y: number): number {
  return mix32((seed ^ Math.imul(y + 1, 0x9e3779b1)) >>> 0)
}

/** What column x mixes into a row key. */
export function columnKey(x: number): number {
  return Math.imul(x + 1, 0x85ebca6b)
}

/** The hash of (seed, x, y), from its row's key and its column's (kept apart so that loops make each once). */
export function positionHash(seed: number, x: number, y: number): number {
  return mix32((rowKey(seed, y) ^ columnKey(x)) >>> 0)
}

/** The standard deviation of the sum of four independent uniform bytes: √(4 · (256² − 1) / 12). */
const FOUR_BYTES_SD = Math.sqrt((4 * (256 * 256 - 1)) / 12)

/** A value of mean 0 and standard deviation 1 from a hash: the sum of its four bytes (Irwin–Hall, near Gaussian). */
export function gaussianOf(hash: number): number {
  return ((hash & 255) + ((hash >>> 8) & 255) + ((hash >>> 16) & 255) + (hash >>> 24) - 510) / FOUR_BYTES_SD
}

/** A value in [-1, 1) from a hash, evenly spread. */
export function signedUnitOf(hash: number): number {
  return hash / 2147483648 - 1
}
