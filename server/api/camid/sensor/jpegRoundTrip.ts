// What saving a picture's luminance as a JPEG and decoding it again does to it: an 8x8 DCT on the picture's own
// block grid, quantisation by the IJG standard luminance table scaled for the quality, and back, rounded to 0–255.

import { forwardDct8x8, inverseDct8x8 } from '../../../../shared/camid/prnu/blockDct.js'

/** The IJG (ITU T.81 Annex K) standard luminance quantisation table, row-major. */
const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100,
  103, 99,
]

/** The table at a quality 1–100 as libjpeg scales it (jpeg_quality_scaling), baseline limits 1..255. */
export function luminanceTable(quality: number): Float64Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)))
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - 2 * q
  return Float64Array.from(STANDARD_LUMINANCE, (step) => Math.min(255, Math.max(1, Math.floor((step * scale + 50) / 100))))
}

/** Half away from zero, as libjpeg rounds a coefficient divided by its step. */
function roundHalfAway(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value)
}

/**
 * Saves and decodes a luminance plane (values 0–255, rounded first as a JPEG's Y is), width and height multiples
 * of 8 and the plane's (0, 0) on the JPEG's block grid. In place.
 */
export function jpegRoundTrip(plane: Float32Array, width: number, height: number, quality: number): void {
  if (width % 8 !== 0 || height % 8 !== 0) throw new Error(`A JPEG block grid needs sides that are multiples of 8, not ${width}x${height}.`)
  const table = luminanceTable(quality)
  const inverse = table.map((step) => 1 / step)
  const block = new Float64Array(64), temp = new Float64Array(64), coefficients = new Float64Array(64)
  for (let top = 0; top < height; top += 8) {
    for (let left = 0; left < width; left += 8) {
      for (let y = 0; y < 8; y++) {
        const from = (top + y) * width + left
        for (let x = 0; x < 8; x++) block[y * 8 + x] = Math.floor(plane[from + x]! + 0.5) - 128
      }
      forwardDct8x8(block, coefficients, temp)
      for (let i = 0; i < 64; i++) coefficients[i] = roundHalfAway(coefficients[i]! * inverse[i]!) * table[i]!
      inverseDct8x8(coefficients, block, temp)
      for (let y = 0; y < 8; y++) {
        const to = (top + y) * width + left
        for (let x = 0; x < 8; x++) {
          const value = block[y * 8 + x]! + 128
          plane[to + x] = value < 0 ? 0 : value > 255 ? 255 : Math.floor(value + 0.5)
        }
      }
    }
  }
}
