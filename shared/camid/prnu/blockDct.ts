// The orthonormal 8x8 DCT-II that JPEG codes its blocks in (its FDCT and IDCT, unscaled as T.81 writes them): used
// to even out a fingerprint's energy across the frequencies of the JPEG blocks it was estimated from, and by the
// demo's synthetic camera to save its pictures.

/** Cu = cos(uπ/16)/2, the weights of the orthonormal 8-point DCT (C4 = 1/(2√2) is also the DC weight). */
const C1 = 0.5 * Math.cos(Math.PI / 16), C2 = 0.5 * Math.cos((2 * Math.PI) / 16), C3 = 0.5 * Math.cos((3 * Math.PI) / 16)
const C4 = 0.5 * Math.cos((4 * Math.PI) / 16), C5 = 0.5 * Math.cos((5 * Math.PI) / 16), C6 = 0.5 * Math.cos((6 * Math.PI) / 16)
const C7 = 0.5 * Math.cos((7 * Math.PI) / 16)

/**
 * The 8-point DCT of data[at + step·i], i < 8, written to out[to + outStep·u]. Mirror sums feed the even
 * frequencies and mirror differences the odd ones: 32 products instead of 64.
 */
function dct8(data: Float64Array, at: number, step: number, out: Float64Array, to: number, outStep: number): void {
  const x0 = data[at]!, x1 = data[at + step]!, x2 = data[at + 2 * step]!, x3 = data[at + 3 * step]!
  const x4 = data[at + 4 * step]!, x5 = data[at + 5 * step]!, x6 = data[at + 6 * step]!, x7 = data[at + 7 * step]!
  const s0 = x0 + x7, s1 = x1 + x6, s2 = x2 + x5, s3 = x3 + x4
  const d0 = x0 - x7, d1 = x1 - x6, d2 = x2 - x5, d3 = x3 - x4
  const e0 = s0 + s3, e1 = s1 + s2, f0 = s0 - s3, f1 = s1 - s2
  out[to] = C4 * (e0 + e1)
  out[to + 4 * outStep] = C4 * (e0 - e1)
  out[to + 2 * outStep] = C2 * f0 + C6 * f1
  out[to + 6 * outStep] = C6 * f0 - C2 * f1
  out[to + outStep] = C1 * d0 + C3 * d1 + C5 * d2 + C7 * d3
  out[to + 3 * outStep] = C3 * d0 - C7 * d1 - C1 * d2 - C5 * d3
  out[to + 5 * outStep] = C5 * d0 - C1 * d1 + C7 * d2 + C3 * d3
  out[to + 7 * outStep] = C7 * d0 - C5 * d1 + C3 * d2 - C1 * d3
}

/** The inverse (transpose) of dct8. */
function idct8(data: Float64Array, at: number, step: number, out: Float64Array, to: number, outStep: number): void {
  const y0 = data[at]!, y1 = data[at + step]!, y2 = data[at + 2 * step]!, y3 = data[at + 3 * step]!
  const y4 = data[at + 4 * step]!, y5 = data[at + 5 * step]!, y6 = data[at + 6 * step]!, y7 = data[at + 7 * step]!
  const a = C4 * (y0 + y4), b = C4 * (y0 - y4)
  const c = C2 * y2 + C6 * y6, d = C6 * y2 - C2 * y6
  const e0 = a + c, e3 = a - c, e1 = b + d, e2 = b - d
  const o0 = C1 * y1 + C3 * y3 + C5 * y5 + C7 * y7
  const o1 = C3 * y1 - C7 * y3 - C1 * y5 - C5 * y7
  const o2 = C5 * y1 - C1 * y3 + C7 * y5 + C3 * y7
  const o3 = C7 * y1 - C5 * y3 + C3 * y5 - C1 * y7
  out[to] = e0 + o0
  out[to + 7 * outStep] = e0 - o0
  out[to + outStep] = e1 + o1
  out[to + 6 * outStep] = e1 - o1
  out[to + 2 * outStep] = e2 + o2
  out[to + 5 * outStep] = e2 - o2
  out[to + 3 * outStep] = e3 + o3
  out[to + 4 * outStep] = e3 - o3
}

/**
 * The 2-D DCT of an 8x8 block (64 values, row-major) into `out` (row-major by vertical, then horizontal frequency),
 * `temp` holding the pass along rows.
 */
export function forwardDct8x8(block: Float64Array, out: Float64Array, temp: Float64Array): void {
  for (let y = 0; y < 8; y++) dct8(block, y * 8, 1, temp, y * 8, 1)
  for (let x = 0; x < 8; x++) dct8(temp, x, 8, out, x, 8)
}

/** The inverse of forwardDct8x8. */
export function inverseDct8x8(coefficients: Float64Array, out: Float64Array, temp: Float64Array): void {
  for (let x = 0; x < 8; x++) idct8(coefficients, x, 8, temp, x, 8)
  for (let y = 0; y < 8; y++) idct8(temp, y * 8, 1, out, y * 8, 1)
}
