// A picture's noise residual W = I − F(I) (Lukáš, Fridrich, Goljan 2006): F is a wavelet denoising filter, so W
// holds what the scene does not explain, the sensor's pattern among it. Rows and columns are then made zero-mean,
// which removes the linear patterns that every camera of one model shares.

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
  width: number
  height: number
  wavelet: WaveletScratch
  bands: BandWork
}
let kept: ResidualWork | null = null
function workFor(width: number, height: number): ResidualWork {
  if (kept?.width !== width || kept.height !== height) {
    kept = { width, height, wavelet: new WaveletScratch(width, height), bands: bandWork(width, height) }
  }
  return kept
}

/** Running sums of 2r+1 neighbours along each row, for every radius, periodic at the ends. */
function rowWindowSums(squares: Float32Array, width: number, height: number, sums: Float32Array[], line: Float64Array): void {
  const pad = WINDOW_PAD
  for (let y = 0; y < height; y++) {
    const from = y * width
    for (let x = 0; x < width; x++) line[x + pad] = squares[from + x]!
    for (let x = 1; x <= pad; x++) {
      line[pad - x] = squares[from + ((((-x) % width) + width) % width)]!
      line[pad + width - 1 + x] = squares[from + ((width - 1 + x) % width)]!
    }
    const [s1, s2, s3, s4] = sums as [Float32Array, Float32Array, Float32Array, Float32Array]
    for (let x = 0; x < width; x++) {
      const c = x + pad
      const one = line[c - 1]! + line[c]! + line[c + 1]!
      const two = one + line[c - 2]! + line[c + 2]!
      const three = two + line[c - 3]! + line[c + 3]!
      s1[from + x] = one
      s2[from + x] = two
      s3[from + x] = three
      s4[from + x] = three + line[c - 4]! + line[c + 4]!
    }
  }
}

/**
 * Replaces each detail coefficient c by what the Wiener filter takes away from it, c·σ0²/(σ²+σ0²): σ² is the
 * smallest, over the four windows, of the local MAP variance max(0, mean(c²) − σ0²). Summing these over the
 * inverse transform gives W directly (the kept low-pass contributes nothing to I − F(I)).
 */
function keepNoise(band: Float32Array, width: number, height: number, work: BandWork): void {
  const count = width * height
  const squares = work.squares.subarray(0, count)
  for (let i = 0; i < count; i++) squares[i] = band[i]! * band[i]!
  const rows = work.rowSums.map((sums) => sums.subarray(0, count))
  rowWindowSums(squares, width, height, rows, work.line)
  const [s1, s2, s3, s4] = rows as [Float32Array, Float32Array, Float32Array, Float32Array]
  const [c1, c2, c3, c4] = work.columns as [Float64Array, Float64Array, Float64Array, Float64Array]
  // Each radius's column sums over rows y-r..y+r (periodic), kept running down the band: a row in, a row out.
  const rowAt = (y: number) => (((y % height) + height) % height) * width
  for (let w = 0; w < WINDOW_RADII.length; w++) {
    const r = WINDOW_RADII[w]!, sums = rows[w]!, column = work.columns[w]!
    column.fill(0, 0, width)
    for (let dy = -r; dy <= r; dy++) {
      const from = rowAt(dy)
      for (let x = 0; x < width; x++) column[x]! += sums[from + x]!
    }
  }
  for (let y = 0; y < height; y++) {
    const from = y * width
    for (let x = 0; x < width; x++) {
      let smallest = c1[x]! * AREA_1
      const m2 = c2[x]! * AREA_2, m3 = c3[x]! * AREA_3, m4 = c4[x]! * AREA_4
      if (m2 < smallest) smallest = m2
      if (m3 < smallest) smallest = m3
      if (m4 < smallest) smallest = m4
      // σ² + σ0² = max(0, smallest − σ0²) + σ0² = max(σ0², smallest).
      band[from + x] = (band[from + x]! * NOISE_VARIANCE) / (smallest > NOISE_VARIANCE ? smallest : NOISE_VARIANCE)
    }
    const in1 = rowAt(y + 2), out1 = rowAt(y - 1), in2 = rowAt(y + 3), out2 = rowAt(y - 2)
    const in3 = rowAt(y + 4), out3 = rowAt(y - 3), in4 = rowAt(y + 5), out4 = rowAt(y - 4)
    for (let x = 0; x < width; x++) {
      c1[x]! += s1[in1 + x]! - s1[out1 + x]!
      c2[x]! += s2[in2 + x]! - s2[out2 + x]!
      c3[x]! += s3[in3 + x]! - s3[out3 + x]!
      c4[x]! += s4[in4 + x]! - s4[out4 + x]!
    }
  }
}

interface BandWork {
  squares: Float32Array
  rowSums: Float32Array[]
  line: Float64Array
  columns: Float64Array[]
}

/** Work planes as large as the finest level's subbands (the coarser levels use their starts). */
function bandWork(width: number, height: number): BandWork {
  const count = (width / 2) * (height / 2)
  const longest = Math.max(width, height)
  return {
    squares: new Float32Array(count),
    rowSums: WINDOW_RADII.map(() => new Float32Array(count)),
    line: new Float64Array(longest + 2 * WINDOW_PAD),
    columns: WINDOW_RADII.map(() => new Float64Array(longest)),
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
  if (plane.length !== width * height) throw new Error(`A ${width}x${height} plane has ${width * height} values, not ${plane.length}.`)
  assertDecomposable(width, height, RESIDUAL_LEVELS)
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
