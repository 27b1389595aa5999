// The fingerprint estimate (shared/camid/prnu/fingerprint.ts, blockSpectrum.ts): added one picture at a time, it
// finds the pattern the pictures carry; its JPEG block spectrum is evened out on the grid it finds.

import t from 'tap'
import { FingerprintEstimate } from '../../../shared/camid/prnu/fingerprint.js'
import { evenBlockSpectrum, jpegGridPhase } from '../../../shared/camid/prnu/blockSpectrum.js'
import { forwardDct8x8 } from '../../../shared/camid/prnu/blockDct.js'
import { gaussianOf, positionHash } from '../../../server/api/camid/sensor/pixelHash.js'

const SIDE = 128
const at = (i: number) => ({ x: i % SIDE, y: Math.floor(i / SIDE) })
const truePattern = Float32Array.from({ length: SIDE * SIDE }, (_, i) => 0.02 * gaussianOf(positionHash(4, at(i).x, at(i).y)))

function pictureOf(n: number): Float32Array {
  return Float32Array.from({ length: SIDE * SIDE }, (_, i) => {
    const { x, y } = at(i)
    const scene = 80 + 40 * Math.sin(x / (5 + n) + n) + 30 * Math.cos(y / (7 + n))
    return scene * (1 + truePattern[i]!) + 2 * gaussianOf(positionHash(100 + n, x, y))
  })
}

function correlation(a: Float32Array, b: Float32Array): number {
  let ab = 0, aa = 0, bb = 0
  for (let i = 0; i < a.length; i++) {
    ab += a[i]! * b[i]!
    aa += a[i]! * a[i]!
    bb += b[i]! * b[i]!
  }
  return ab / Math.sqrt(aa * bb)
}

t.test('the estimate counts its pictures and comes closer to the pattern with each', async (t) => {
  const estimate = new FingerprintEstimate(SIDE)
  t.equal(estimate.pictures, 0)
  t.throws(() => estimate.finish(), { message: 'A fingerprint needs at least one picture.' })
  const closeness: number[] = []
  for (let n = 0; n < 6; n++) {
    estimate.add(pictureOf(n))
    closeness.push(correlation(estimate.finish(), truePattern))
  }
  t.equal(estimate.pictures, 6)
  t.comment(`correlation with the true pattern after 1..6 pictures: ${closeness.map((c) => c.toFixed(3)).join(', ')}`)
  t.ok(closeness[5]! > closeness[0]!, 'more pictures, closer')
  t.ok(closeness[5]! > 0.5, 'close after six')
  t.throws(() => estimate.add(new Float32Array(10)), { message: 'A 128x128 crop has 16384 values, not 10.' })
  t.throws(() => new FingerprintEstimate(100), { message: 'cropSize must be a multiple of 16 of at least 16, not 100.' })
})

t.test('the JPEG grid is found where the energy jumps across block edges', async (t) => {
  for (const phase of [{ x: 0, y: 0 }, { x: 3, y: 6 }, { x: 7, y: 1 }]) {
    const plane = Float32Array.from({ length: SIDE * SIDE }, (_, i) => {
      const { x, y } = at(i)
      const edge = (x - phase.x + 8) % 8 === 0 || (x - phase.x + 8) % 8 === 7 || (y - phase.y + 8) % 8 === 0 || (y - phase.y + 8) % 8 === 7
      return gaussianOf(positionHash(9, x, y)) * (edge ? 1.5 : 1)
    })
    t.same(jpegGridPhase(plane, SIDE), phase)
  }
})

t.test('evening out the block spectrum leaves every block frequency with the same energy', async (t) => {
  // Low frequencies of each block strong, high ones weak, as after JPEG.
  const plane = Float32Array.from({ length: SIDE * SIDE }, (_, i) => {
    const { x, y } = at(i)
    return gaussianOf(positionHash(5, Math.floor(x / 4), Math.floor(y / 4))) + 0.1 * gaussianOf(positionHash(6, x, y))
  })
  const energyBefore = plane.reduce((s, v) => s + v * v, 0)
  const phase = jpegGridPhase(plane, SIDE)
  evenBlockSpectrum(plane, SIDE)
  const energy = new Float64Array(64)
  const block = new Float64Array(64), out = new Float64Array(64), temp = new Float64Array(64)
  for (let top = phase.y; top < phase.y + SIDE; top += 8) {
    for (let left = phase.x; left < phase.x + SIDE; left += 8) {
      for (let i = 0; i < 64; i++) block[i] = plane[((top + (i >> 3)) % SIDE) * SIDE + ((left + (i & 7)) % SIDE)]!
      forwardDct8x8(block, out, temp)
      for (let f = 0; f < 64; f++) energy[f]! += out[f]! ** 2
    }
  }
  const spread = Math.max(...energy) / Math.min(...energy)
  t.ok(spread < 1.001, `largest / smallest energy of a block frequency: ${spread.toFixed(4)}`)
  const energyAfter = plane.reduce((s, v) => s + v * v, 0)
  t.ok(Math.abs(energyAfter / energyBefore - 1) < 1e-3, 'total energy kept')
})
