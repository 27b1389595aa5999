// A picture's noise residual W = I − F(I) (Lukáš, Fridrich, Goljan 2006): F is a wavelet denoising filter, so W
// holds what the scene does not explain, the sensor's pattern among it. Rows and columns are then made zero-mean,
// which removes the linear patterns that every camera of one model shares.

import { residualInSimd } from './residualSimd.js'
import { assertDecomposable, forwardTransform, inverseTransform, WaveletScratch } from './wavelet.js'

/** Levels of the wavelet decomposition; plane sides must be multiples of 2^LEVELS. */
export const RESIDUAL_LEVELS = 4
/** The noise the filter assumes, σ0 = 3 grey levels (σ0² = 9), as the published filter does. */
export const NOISE_VARIANCE = 9
/** Half-sides of the square windows whose MAP variance estimates the filter takes the smallest of: 3, 5, 7, 9. */
const WINDOW_RADII = [1, 2, 3, 4] as const
/** The widest window's half-side: how far the periodic extension of a row reaches. */
const WINDOW_PAD = 4
const [AREA_1, AREA_2, AREA_3, AREA_4] = WINDOW_RADII.map((r) => 1 / ((2 * r + 1) * (2 * r + 1))) as [number, number, number, number]

/** Scratch planes for one plane size, kept between calls: a worker scoring picture after picture allocates them once. */
interface ResidualWork {
  wavelet: WaveletScratch
  bands: BandWork
}
/** By size; a few sizes at most (a crop and a digest window, say), the least recently used dropped first. */
const kept = new Map<string, ResidualWork>()
const KEPT_SIZES = 4
function workFor(width: number, height: number): ResidualWork {
  const key = `${width}x${height}`
  let work = kept.get(key)
  if (work) kept.delete(key)
  else work = { wavelet: new WaveletScratch(width, height), bands: bandWork(width, height) }
  kept.set(key, work)
  if (kept.size > KEPT_SIZES) kept.delete(kept.keys().next().value!)
  return work
}

/**
 * Replaces each detail coefficient c by what the Wiener filter takes away from it, c·σ0²/(σ²+σ0²): σ² is the
 * smallest, over the four windows, of the local MAP variance max(0, mean(c²) − σ0²). Summing these over the
 * inverse transform gives W directly (the kept low-pass contributes nothing to I − F(I)).
 *
 * The window sums of c² are kept running, periodic at the band's edges: down the band, a column sum per radius
 * (a row in at the bottom, a row out at the top); along each row, the sum of those column sums (one in, one out).
 */
function keepNoise(band: Float32Array, width: number, height: number, work: BandWork): void {
  const count = width * height
  const squares = work.squares
  for (let i = 0; i < count; i++) squares[i] = band[i]! * band[i]!
  const rowAt = (y: number) => (((y % height) + height) % height) * width
  const P = WINDOW_PAD
  const [v1, v2, v3, v4] = work.columns as [Float64Array, Float64Array, Float64Array, Float64Array]
  // v_r[P + x]: the sum of c² over rows y-r..y+r of column x.
  for (let w = 0; w < WINDOW_RADII.length; w++) {
    const r = WINDOW_RADII[w]!, column = work.columns[w]!
    column.fill(0)
    for (let dy = -r; dy <= r; dy++) {
      const from = rowAt(dy)
      for (let x = 0; x < width; x++) column[P + x]! += squares[from + x]!
    }
  }
  for (let y = 0; y < height; y++) {
    // The P values either side of each column-sum row repeat it periodically.
    for (const column of work.columns) {
      for (let k = 1; k <= P; k++) {
        column[P - k] = column[P + ((((width - k) % width) + width) % width)]!
        column[P + width - 1 + k] = column[P + ((k - 1) % width)]!
      }
    }
    let h1 = v1[P - 1]! + v1[P]! + v1[P + 1]!
    let h2 = v2[P - 2]! + v2[P - 1]! + v2[P]! + v2[P + 1]! + v2[P + 2]!
    let h3 = v3[P - 3]! + v3[P - 2]! + v3[P - 1]! + v3[P]! + v3[P + 1]! + v3[P + 2]! + v3[P + 3]!
    let h4 = v4[0]! + v4[1]! + v4[2]! + v4[3]! + v4[4]! + v4[5]! + v4[6]! + v4[7]! + v4[8]!
    const from = y * width
    for (let x = 0; x < width; x++) {
      const c = P + x
      if (x > 0) {
        h1 += v1[c + 1]! - v1[c - 2]!
        h2 += v2[c + 2]! - v2[c - 3]!
        h3 += v3[c + 3]! - v3[c - 4]!
        h4 += v4[c + 4]! - v4[c - 5]!
      }
      let smallest = h1 * AREA_1
      const m2 = h2 * AREA_2, m3 = h3 * AREA_3, m4 = h4 * AREA_4
      if (m2 < smallest) smallest = m2
      if (m3 < smallest) smallest = m3
      if (m4 < smallest) smallest = m4
      // σ² + σ0² = max(0, smallest − σ0²) + σ0² = max(σ0², smallest).
      band[from + x] = (band[from + x]! * NOISE_VARIANCE) / (smallest > NOISE_VARIANCE ? smallest : NOISE_VARIANCE)
    }
    const in1 = rowAt(y + 2), out1 = rowAt(y - 1), in2 = rowAt(y + 3), out2 = rowAt(y - 2)
    const in3 = rowAt(y + 4), out3 = rowAt(y - 3), in4 = rowAt(y + 5), out4 = rowAt(y - 4)
    for (let x = 0; x < width; x++) {
      const c = P + x
      v1[c]! += squares[in1 + x]! - squares[out1 + x]!
      v2[c]! += squares[in2 + x]! - squares[out2 + x]!
      v3[c]! += squares[in3 + x]! - squares[out3 + x]!
      v4[c]! += squares[in4 + x]! - squares[out4 + x]!
    }
  }
}

interface BandWork {
  squares: Float32Array
  /** Per window radius, running column sums of c² with WINDOW_PAD values of periodic margin either side. */
  columns: Float64Array[]
}

/** Work planes as large as the finest level's subbands (the coarser levels use their starts). */
function bandWork(width: number, height: number): BandWork {
  const count = (width / 2) * (height / 2)
  const longest = Math.max(width, height)
  return {
    squares: new Float32Array(count),
    columns: WINDOW_RADII.map(() => new Float64Array(longest + 2 * WINDOW_PAD)),
  }
}

/** Subtracts each row's mean, then each column's: after both, every row and every column sums to zero. */
export function zeroMeanRowsAndColumns(plane: Float32Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    const from = y * width
    let sum = 0
    for (let x = 0; x < width; x++) sum += plane[from + x]!
    const mean = sum / width
    for (let x = 0; x < width; x++) plane[from + x]! -= mean
  }
  const columns = new Float64Array(width)
  for (let y = 0; y < height; y++) {
    const from = y * width
    for (let x = 0; x < width; x++) columns[x]! += plane[from + x]!
  }
  for (let x = 0; x < width; x++) columns[x]! /= height
  for (let y = 0; y < height; y++) {
    const from = y * width
    for (let x = 0; x < width; x++) plane[from + x]! -= columns[x]!
  }
}

/**
 * The noise residual of a luminance plane (values 0–255), width x height, both multiples of 16 (2^RESIDUAL_LEVELS).
 * A new plane; the input is left as it was.
 */
export function noiseResidual(plane: Float32Array, width: number, height: number): Float32Array {
  assertResidualInput(plane, width, height)
  return residualInSimd(plane, width, height) ?? noiseResidualInJavaScript(plane, width, height)
}

function assertResidualInput(plane: Float32Array, width: number, height: number): void {
  if (plane.length !== width * height) throw new Error(`A ${width}x${height} plane has ${width * height} values, not ${plane.length}.`)
  assertDecomposable(width, height, RESIDUAL_LEVELS)
}

/**
 * The same residual in JavaScript: what runs where WebAssembly SIMD cannot (residualSimd.ts), on sides it does not
 * take, and the reference the WebAssembly is tested against.
 */
export function noiseResidualInJavaScript(plane: Float32Array, width: number, height: number): Float32Array {
  assertResidualInput(plane, width, height)
  const work = workFor(width, height)
  const levels = forwardTransform(plane, width, height, RESIDUAL_LEVELS, work.wavelet)
  for (const bands of levels) {
    const w = bands.width / 2, h = bands.height / 2
    keepNoise(bands.lh, w, h, work.bands)
    keepNoise(bands.hl, w, h, work.bands)
    keepNoise(bands.hh, w, h, work.bands)
  }
  levels[levels.length - 1]!.ll.fill(0)
  const residual = inverseTransform(levels, work.wavelet)
  zeroMeanRowsAndColumns(residual, width, height)
  return residual
}
