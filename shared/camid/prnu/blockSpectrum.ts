// Evens out a fingerprint's energy across the 64 frequencies of the JPEG blocks its pictures were saved in.
//
// JPEG quantisation leaves a picture's noise mostly in the low frequencies of each 8x8 block, so the residuals of
// JPEG pictures, and a fingerprint estimated from them, share one block grid and one uneven block spectrum: the
// correlation of such a fingerprint with another camera's picture then spreads wider than 1/√n. Scaling each block
// frequency of the fingerprint to the same energy takes much of that away (measured at 1024²: the spread of other
// cameras' scores falls by about a quarter, a true camera's score by about a third, staying a hundred times that
// spread; docs/camid-fingerprint.md). This stands in for the Fourier-domain Wiener filter of Goljan, Fridrich and
// Filler (2009), which evens out peaks of the spectrum, not the spectrum of the block grid.

import { forwardDct8x8, inverseDct8x8 } from './blockDct.js'

const BLOCK = 8

/** Where the 8x8 grid starts (0–7 along x and y): the two columns (rows) either side of a block edge carry the most energy. */
export function jpegGridPhase(plane: Float32Array, side: number): { x: number; y: number } {
  const columns = new Float64Array(BLOCK), rows = new Float64Array(BLOCK)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const v = plane[y * side + x]!
      columns[x % BLOCK]! += v * v
      rows[y % BLOCK]! += v * v
    }
  }
  const edge = (energy: Float64Array) => {
    let best = 0, bestEnergy = -1
    for (let p = 0; p < BLOCK; p++) {
      const across = energy[p]! + energy[(p + BLOCK - 1) % BLOCK]!
      if (across > bestEnergy) [best, bestEnergy] = [p, across]
    }
    return best
  }
  return { x: edge(columns), y: edge(rows) }
}

/** Visits each 8x8 block of the grid starting at `phase` (blocks across the plane's edge wrap round). */
function eachBlock(side: number, phase: { x: number; y: number }, visit: (indices: Int32Array) => void): void {
  const indices = new Int32Array(BLOCK * BLOCK)
  for (let top = phase.y; top < phase.y + side; top += BLOCK) {
    for (let left = phase.x; left < phase.x + side; left += BLOCK) {
      for (let y = 0; y < BLOCK; y++) {
        const row = ((top + y) % side) * side
        for (let x = 0; x < BLOCK; x++) indices[y * BLOCK + x] = row + ((left + x) % side)
      }
      visit(indices)
    }
  }
}

/**
 * Scales each block frequency of `plane` (side x side, side a multiple of 8) so that all 64 carry the same mean
 * energy, keeping the total; the blocks on the grid found by jpegGridPhase. In place.
 */
export function evenBlockSpectrum(plane: Float32Array, side: number): void {
  if (side % BLOCK !== 0) throw new Error(`Block frequencies need a side that is a multiple of 8, not ${side}.`)
  const phase = jpegGridPhase(plane, side)
  const block = new Float64Array(64), coefficients = new Float64Array(64), temp = new Float64Array(64)
  const energy = new Float64Array(64)
  eachBlock(side, phase, (indices) => {
    for (let i = 0; i < 64; i++) block[i] = plane[indices[i]!]!
    forwardDct8x8(block, coefficients, temp)
    for (let f = 0; f < 64; f++) energy[f]! += coefficients[f]! * coefficients[f]!
  })
  const mean = energy.reduce((sum, e) => sum + e, 0) / 64
  const gain = Float64Array.from(energy, (e) => (e > 0 ? Math.sqrt(mean / e) : 0))
  eachBlock(side, phase, (indices) => {
    for (let i = 0; i < 64; i++) block[i] = plane[indices[i]!]!
    forwardDct8x8(block, coefficients, temp)
    for (let f = 0; f < 64; f++) coefficients[f]! *= gain[f]!
    inverseDct8x8(coefficients, block, temp)
    for (let i = 0; i < 64; i++) plane[indices[i]!] = block[i]!
  })
}
