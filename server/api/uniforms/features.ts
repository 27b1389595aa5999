// A perceptual measure of a picture, from its pixels alone, for the Hub's similar-image search: what the picture
// looks like in a few bytes, and how far apart two pictures look. It reads the subject stood upright and framed
// (measure/subject.ts), so that how near the camera was, where the subject sat, a turn of the photo and the
// backdrop change it little, and measures three parts of it:
//   - a 64-bit DCT hash of its lightness at 32 by 32 (its cut: a blazer is not a skirt),
//   - its colour layout, the mean CIELAB colour of each of 8 by 8 cells (where its colours are: a trim, a badge),
//   - a coarse CIELAB histogram (which colours it has, wherever they are).
// Works on any RGBA picture (drawn or uploaded), transparent parts read as on white.

import { clampByte, labOfSrgb } from './measure/colour.js'
import { CELLS, subjectCells, type Pixels } from './measure/subject.js'

export type { Pixels }

/** The hash reads lightness at 32 by 32. */
const GRID = 32
/** The colour layout: the mean colour of each of 8 by 8 cells over the upright subject. */
const LAYOUT = 8
const HASH_BYTES = 8
const LAYOUT_BYTES = LAYOUT * LAYOUT * 3
/** Histogram bins: lightness in 4, a* and b* in 6 each. */
const L_BINS = 4
const AB_BINS = 6
const HISTOGRAM_BYTES = L_BINS * AB_BINS * AB_BINS
/** The histogram counts only cells wholly the subject: an edge cell's colour is half the backdrop's. */
const HISTOGRAM_CELL = 0.9

export const FEATURE_BYTES = HASH_BYTES + LAYOUT_BYTES + HISTOGRAM_BYTES

/**
 * How much each part counts in a distance; each part's own measure runs from 0 to about 1. Across the demo register
 * (tests/unit/server/api/uniforms/features.test.ts) where the colours lie tells one school's garment from another's
 * best, which colours it has next, and the hash (the cut) a little.
 */
const HASH_WEIGHT = 0.3
const LAYOUT_WEIGHT = 3
const HISTOGRAM_WEIGHT = 1

export function imageFeatures(pixels: Pixels): Uint8Array {
  const { colours, weights } = subjectCells(pixels)
  const features = new Uint8Array(FEATURE_BYTES)
  features.set(dctHash(pooled(colours, GRID)), 0)
  features.set(colourLayout(pooled(colours, LAYOUT)), HASH_BYTES)
  features.set(colourHistogram(colours, weights), HASH_BYTES + LAYOUT_BYTES)
  return features
}

/** The cells averaged down to `side` by `side`. */
function pooled(cells: Float64Array, side: number): Float64Array {
  const span = CELLS / side
  const out = new Float64Array(side * side * 3)
  for (let y = 0; y < CELLS; y++) {
    for (let x = 0; x < CELLS; x++) {
      const from = (y * CELLS + x) * 3
      const to = (Math.floor(y / span) * side + Math.floor(x / span)) * 3
      for (let c = 0; c < 3; c++) out[to + c]! += cells[from + c]! / (span * span)
    }
  }
  return out
}

const COSINES = Float64Array.from({ length: GRID * GRID }, (_, k) => Math.cos(((2 * (k % GRID) + 1) * Math.floor(k / GRID) * Math.PI) / (2 * GRID)))
/** The 64 lowest frequencies after the mean, in zigzag order: what the hash keeps. */
const ZIGZAG = (() => {
  const order: [number, number][] = []
  for (let sum = 1; order.length < 64; sum++) {
    for (let u = 0; u <= sum; u++) order.push(sum % 2 === 0 ? [u, sum - u] : [sum - u, u])
  }
  return order.slice(0, 64)
})()
const FREQUENCIES = 1 + Math.max(...ZIGZAG.flat())

/**
 * The 64-bit perceptual hash: each low-frequency DCT coefficient of the lightness above or below their mean. (Not
 * their median: a badge is symmetric, half its coefficients are nearly nought, and the median falls among them,
 * so that their bits would flip between a picture and its copy.)
 */
function dctHash(cells: Float64Array): Uint8Array {
  const light = new Float64Array(GRID * GRID)
  // Lightness as the eye sees it (L*), so that a dark garment's folds weigh as they look.
  for (let i = 0; i < GRID * GRID; i++) light[i] = labOfSrgb(cells[i * 3]!, cells[i * 3 + 1]!, cells[i * 3 + 2]!)[0]
  const rows = new Float64Array(GRID * FREQUENCIES)
  for (let y = 0; y < GRID; y++) {
    for (let u = 0; u < FREQUENCIES; u++) {
      let sum = 0
      for (let x = 0; x < GRID; x++) sum += light[y * GRID + x]! * COSINES[u * GRID + x]!
      rows[y * FREQUENCIES + u] = sum
    }
  }
  const coefficients = ZIGZAG.map(([u, v]) => {
    let sum = 0
    for (let y = 0; y < GRID; y++) sum += rows[y * FREQUENCIES + u]! * COSINES[v * GRID + y]!
    return sum
  })
  const mean = coefficients.reduce((sum, value) => sum + value, 0) / coefficients.length
  const hash = new Uint8Array(HASH_BYTES)
  coefficients.forEach((value, i) => {
    if (value > mean) hash[i >> 3]! |= 1 << (i & 7)
  })
  return hash
}

/** The mean CIELAB colour of each of 4 by 4 cells: L* 0–100 and a*, b* −128–127, as bytes. */
function colourLayout(cells: Float64Array): Uint8Array {
  const out = new Uint8Array(LAYOUT_BYTES)
  for (let cell = 0; cell < LAYOUT * LAYOUT; cell++) {
    const [l, a, b] = labOfSrgb(cells[cell * 3]!, cells[cell * 3 + 1]!, cells[cell * 3 + 2]!)
    out[cell * 3] = clampByte((l * 255) / 100)
    out[cell * 3 + 1] = clampByte(a + 128)
    out[cell * 3 + 2] = clampByte(b + 128)
  }
  return out
}

/**
 * Where a position along one axis of bin centres falls: the lower of the two bins around it, and how far towards
 * the upper one (0 to 1), kept within the axis.
 */
function binBetween(position: number, bins: number): [number, number] {
  const at = Math.max(0, Math.min(bins - 1, position - 0.5))
  const low = Math.min(bins - 2, Math.floor(at))
  return [low, at - low]
}

/**
 * The share of the subject's cells in each coarse CIELAB bin, as the square root of the share (so that a badge's
 * few cells still count). Each cell is shared between the bins around its colour, so that a colour at a bin's edge
 * does not jump from one bin to the next between a picture and its copy. Only cells wholly the subject count: an
 * edge cell's colour is part backdrop, and the backdrop says nothing of what was photographed.
 */
function colourHistogram(colours: Float64Array, weights: Float64Array): Uint8Array {
  const counts = new Float64Array(HISTOGRAM_BYTES)
  let total = 0
  for (let cell = 0; cell < CELLS * CELLS; cell++) {
    const weight = weights[cell]!
    if (weight <= HISTOGRAM_CELL) continue
    // The cell's colour without the white its little part that is not the subject was read as.
    const white = 255 * (1 - weight)
    const [l, a, bb] = labOfSrgb(
      Math.max(0, (colours[cell * 3]! - white) / weight),
      Math.max(0, (colours[cell * 3 + 1]! - white) / weight),
      Math.max(0, (colours[cell * 3 + 2]! - white) / weight),
    )
    const [l0, lt] = binBetween((l / 100) * L_BINS, L_BINS)
    const [a0, at] = binBetween(((a + 64) / 128) * AB_BINS, AB_BINS)
    const [b0, bt] = binBetween(((bb + 64) / 128) * AB_BINS, AB_BINS)
    for (let dl = 0; dl < 2; dl++) {
      const wl = dl ? lt : 1 - lt
      for (let da = 0; da < 2; da++) {
        const wa = da ? at : 1 - at
        const row = ((l0 + dl) * AB_BINS + a0 + da) * AB_BINS + b0
        counts[row]! += weight * wl * wa * (1 - bt)
        counts[row + 1]! += weight * wl * wa * bt
      }
    }
    total += weight
  }
  return Uint8Array.from(counts, (count) => clampByte(Math.sqrt(count / Math.max(1, total)) * 255))
}

function popcount(byte: number): number {
  let v = byte - ((byte >> 1) & 0x55)
  v = (v & 0x33) + ((v >> 2) & 0x33)
  return (v + (v >> 4)) & 0x0f
}

/** How far apart two pictures look: 0 for the same features, larger for pictures less alike. */
export function featureDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== FEATURE_BYTES || b.length !== FEATURE_BYTES) throw new RangeError(`features are ${FEATURE_BYTES} bytes`)
  let bits = 0
  for (let i = 0; i < HASH_BYTES; i++) bits += popcount(a[i]! ^ b[i]!)
  let layout = 0
  for (let cell = 0; cell < LAYOUT * LAYOUT; cell++) {
    const at = HASH_BYTES + cell * 3
    const dl = ((a[at]! - b[at]!) * 100) / 255
    const da = a[at + 1]! - b[at + 1]!
    const db = a[at + 2]! - b[at + 2]!
    layout += Math.sqrt(dl * dl + da * da + db * db)
  }
  let histogram = 0
  for (let i = HASH_BYTES + LAYOUT_BYTES; i < FEATURE_BYTES; i++) {
    const d = (a[i]! - b[i]!) / 255
    histogram += d * d
  }
  // Hash bits differ by half at random; a cell's ΔE of 100 is black against white; two histograms' square-root
  // shares lie at most √2 apart.
  return (HASH_WEIGHT * bits) / 32 + (LAYOUT_WEIGHT * layout) / (LAYOUT * LAYOUT * 100) + (HISTOGRAM_WEIGHT * Math.sqrt(histogram)) / Math.SQRT2
}
