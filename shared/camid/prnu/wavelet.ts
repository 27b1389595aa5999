// The 2-D discrete wavelet transform the noise residual filters in: the 8-tap Daubechies filter bank (db4, four
// vanishing moments), periodic border extension, so that the transform is orthonormal and its inverse its
// transpose (perfect reconstruction on any plane whose sides halve at every level).

/** db4 scaling filter: sums to √2, squares sum to 1, orthogonal to its own shifts by 2. */
const LOW = [
  0.23037781330885523, 0.7148465705525415, 0.6308807679295904, -0.02798376941698385, -0.18703481171888114,
  0.030841381835986965, 0.032883011666982945, -0.010597401784997278,
]
/** The wavelet filter of the same bank: high[n] = (-1)^n low[7 - n] (quadrature mirror). */
const HIGH = LOW.map((_, n) => (n % 2 === 0 ? 1 : -1) * LOW[LOW.length - 1 - n]!)
const TAPS = LOW.length
const [l0, l1, l2, l3, l4, l5, l6, l7] = LOW as [number, number, number, number, number, number, number, number]
const [h0, h1, h2, h3, h4, h5, h6, h7] = HIGH as [number, number, number, number, number, number, number, number]

export const WAVELET_FILTERS = { low: LOW, high: HIGH } as const

/** One level's four subbands, each (height/2) x (width/2), row-major. */
export interface Subbands {
  width: number
  height: number
  /** Low-pass in both directions: the next level's input. */
  ll: Float32Array
  /** Low-pass along rows, high-pass along columns (horizontal edges). */
  lh: Float32Array
  /** High-pass along rows, low-pass along columns (vertical edges). */
  hl: Float32Array
  hh: Float32Array
}

/** Sides that every level can halve: the side must be a multiple of 2^levels. */
export function assertDecomposable(width: number, height: number, levels: number): void {
  const unit = 2 ** levels
  if (!(width >= unit && height >= unit && width % unit === 0 && height % unit === 0)) {
    throw new Error(`A ${levels}-level wavelet transform needs sides that are multiples of ${unit}; this plane is ${width}x${height}.`)
  }
}

/** Splits each row of `plane` (width x height) into its low and high halves (each width/2 x height). */
function analyseRows(plane: Float32Array, width: number, height: number, low: Float32Array, high: Float32Array, row: Float64Array): void {
  const half = width / 2
  for (let y = 0; y < height; y++) {
    const from = y * width
    // The row followed by its first TAPS values: the periodic extension, without a modulo per tap.
    for (let x = 0; x < width; x++) row[x] = plane[from + x]!
    for (let x = 0; x < TAPS; x++) row[width + x] = row[x % width]!
    const to = y * half
    for (let k = 0, x = 0; k < half; k++, x += 2) {
      const a = row[x]!, b = row[x + 1]!, c = row[x + 2]!, d = row[x + 3]!
      const e = row[x + 4]!, f = row[x + 5]!, g = row[x + 6]!, h = row[x + 7]!
      low[to + k] = l0 * a + l1 * b + l2 * c + l3 * d + l4 * e + l5 * f + l6 * g + l7 * h
      high[to + k] = h0 * a + h1 * b + h2 * c + h3 * d + h4 * e + h5 * f + h6 * g + h7 * h
    }
  }
}

/** Splits the columns of `plane` (width x height) into low and high halves (each width x height/2), a row at a time. */
function analyseColumns(plane: Float32Array, width: number, height: number, low: Float32Array, high: Float32Array): void {
  const half = height / 2
  const row = (k: number, n: number) => ((2 * k + n) % height) * width
  for (let k = 0; k < half; k++) {
    // The eight input rows of output row k, periodic at the bottom: each output value in one expression.
    const r0 = row(k, 0), r1 = row(k, 1), r2 = row(k, 2), r3 = row(k, 3), r4 = row(k, 4), r5 = row(k, 5), r6 = row(k, 6), r7 = row(k, 7)
    const to = k * width
    for (let x = 0; x < width; x++) {
      const a = plane[r0 + x]!, b = plane[r1 + x]!, c = plane[r2 + x]!, d = plane[r3 + x]!
      const e = plane[r4 + x]!, f = plane[r5 + x]!, g = plane[r6 + x]!, h = plane[r7 + x]!
      low[to + x] = l0 * a + l1 * b + l2 * c + l3 * d + l4 * e + l5 * f + l6 * g + l7 * h
      high[to + x] = h0 * a + h1 * b + h2 * c + h3 * d + h4 * e + h5 * f + h6 * g + h7 * h
    }
  }
}

/** Inverse of analyseRows: joins low and high halves (each width/2 x height) into rows of `width`. */
function synthesiseRows(low: Float32Array, high: Float32Array, width: number, height: number, out: Float32Array, a: Float64Array, d: Float64Array): void {
  const half = width / 2
  const lead = TAPS / 2 - 1
  for (let y = 0; y < height; y++) {
    const from = y * half
    // a[lead + k] = low[k], preceded by its last `lead` values (periodic): x[2j] and x[2j+1] gather a[j-3..j].
    for (let k = 0; k < half; k++) {
      a[lead + k] = low[from + k]!
      d[lead + k] = high[from + k]!
    }
    for (let k = 0; k < lead; k++) {
      const wrapped = ((k - lead) % half + half) % half
      a[k] = low[from + wrapped]!
      d[k] = high[from + wrapped]!
    }
    const to = y * width
    for (let j = 0; j < half; j++) {
      const a0 = a[j + 3]!, a1 = a[j + 2]!, a2 = a[j + 1]!, a3 = a[j]!
      const d0 = d[j + 3]!, d1 = d[j + 2]!, d2 = d[j + 1]!, d3 = d[j]!
      out[to + 2 * j] = l0 * a0 + l2 * a1 + l4 * a2 + l6 * a3 + h0 * d0 + h2 * d1 + h4 * d2 + h6 * d3
      out[to + 2 * j + 1] = l1 * a0 + l3 * a1 + l5 * a2 + l7 * a3 + h1 * d0 + h3 * d1 + h5 * d2 + h7 * d3
    }
  }
}

/** Inverse of analyseColumns: joins low and high halves (each width x height/2) into `height` rows. */
function synthesiseColumns(low: Float32Array, high: Float32Array, width: number, height: number, out: Float32Array): void {
  const half = height / 2
  // Output rows 2j and 2j+1 gather halves' rows j, j-1, j-2, j-3 (periodic), as synthesiseRows does along a row.
  const row = (k: number) => (((k % half) + half) % half) * width
  for (let j = 0; j < half; j++) {
    const q0 = row(j), q1 = row(j - 1), q2 = row(j - 2), q3 = row(j - 3)
    const even = 2 * j * width, odd = even + width
    for (let x = 0; x < width; x++) {
      const a0 = low[q0 + x]!, a1 = low[q1 + x]!, a2 = low[q2 + x]!, a3 = low[q3 + x]!
      const d0 = high[q0 + x]!, d1 = high[q1 + x]!, d2 = high[q2 + x]!, d3 = high[q3 + x]!
      out[even + x] = l0 * a0 + l2 * a1 + l4 * a2 + l6 * a3 + h0 * d0 + h2 * d1 + h4 * d2 + h6 * d3
      out[odd + x] = l1 * a0 + l3 * a1 + l5 * a2 + l7 * a3 + h1 * d0 + h3 * d1 + h5 * d2 + h7 * d3
    }
  }
}

/** Scratch planes of one size, reused level after level and picture after picture. */
export class WaveletScratch {
  readonly rowLow: Float32Array
  readonly rowHigh: Float32Array
  readonly line: Float64Array
  readonly gatherA: Float64Array
  readonly gatherD: Float64Array
  constructor(readonly maxWidth: number, readonly maxHeight: number) {
    const size = maxWidth * maxHeight
    this.rowLow = new Float32Array(size / 2)
    this.rowHigh = new Float32Array(size / 2)
    const longest = Math.max(maxWidth, maxHeight)
    this.line = new Float64Array(longest + TAPS)
    this.gatherA = new Float64Array(longest)
    this.gatherD = new Float64Array(longest)
  }
}

/** One level of the forward transform of `plane` (width x height, both even). */
export function forwardLevel(plane: Float32Array, width: number, height: number, scratch: WaveletScratch): Subbands {
  const half = (width / 2) * (height / 2)
  const { rowLow, rowHigh, line } = scratch
  analyseRows(plane, width, height, rowLow, rowHigh, line)
  const ll = new Float32Array(half), lh = new Float32Array(half), hl = new Float32Array(half), hh = new Float32Array(half)
  analyseColumns(rowLow, width / 2, height, ll, lh)
  analyseColumns(rowHigh, width / 2, height, hl, hh)
  return { width, height, ll, lh, hl, hh }
}

/** One level of the inverse transform: the plane (bands.width x bands.height) written into `out`. */
export function inverseLevel(bands: Subbands, out: Float32Array, scratch: WaveletScratch): void {
  const { width, height } = bands
  const { rowLow, rowHigh, gatherA, gatherD } = scratch
  synthesiseColumns(bands.ll, bands.lh, width / 2, height, rowLow)
  synthesiseColumns(bands.hl, bands.hh, width / 2, height, rowHigh)
  synthesiseRows(rowLow, rowHigh, width, height, out, gatherA, gatherD)
}

/** The full forward transform: levels[0] is the finest; levels[levels.length - 1].ll is the low-pass kept. */
export function forwardTransform(plane: Float32Array, width: number, height: number, levels: number, scratch: WaveletScratch): Subbands[] {
  assertDecomposable(width, height, levels)
  const out: Subbands[] = []
  let input = plane
  for (let level = 0; level < levels; level++) {
    const w = width >> level, h = height >> level
    const bands = forwardLevel(input, w, h, scratch)
    out.push(bands)
    input = bands.ll
  }
  return out
}

/** The inverse of forwardTransform: each level's ll is rebuilt from the coarser level, then the plane. */
export function inverseTransform(levels: Subbands[], scratch: WaveletScratch): Float32Array {
  for (let level = levels.length - 1; level > 0; level--) inverseLevel(levels[level]!, levels[level - 1]!.ll, scratch)
  const finest = levels[0]!
  const out = new Float32Array(finest.width * finest.height)
  inverseLevel(finest, out, scratch)
  return out
}
