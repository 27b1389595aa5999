// The noise residual's pieces (shared/camid/prnu): the db4 wavelet transform reconstructs perfectly, the denoising
// filter leaves a flat picture no residual and a noisy one its noise, rows and columns end zero-mean.

import t from 'tap'
import { forwardTransform, inverseTransform, WaveletScratch, WAVELET_FILTERS } from '../../../shared/camid/prnu/wavelet.js'
import { noiseResidual, zeroMeanRowsAndColumns } from '../../../shared/camid/prnu/residual.js'
import { gaussianOf, positionHash } from '../../../server/api/camid/sensor/pixelHash.js'

/** A picture with edges, gradients and texture, the same each run. */
function scene(width: number, height: number): Float32Array {
  return Float32Array.from({ length: width * height }, (_, i) => {
    const x = i % width, y = Math.floor(i / width)
    return 60 + 0.3 * x + (y > height / 2 ? 80 : 0) + 20 * Math.sin(x / 7) * Math.cos(y / 11) + 5 * gaussianOf(positionHash(7, x, y))
  })
}

t.test('the db4 filters are an orthonormal pair: low sums to √2, each has unit energy, shifts by 2 are orthogonal', async (t) => {
  const { low, high } = WAVELET_FILTERS
  t.equal(low.length, 8)
  t.ok(Math.abs(low.reduce((s, v) => s + v, 0) - Math.SQRT2) < 1e-12)
  t.ok(Math.abs(high.reduce((s, v) => s + v, 0)) < 1e-12, 'the high-pass filter has no DC')
  for (const shift of [0, 2, 4, 6]) {
    let ll = 0, lh = 0
    for (let n = 0; n + shift < 8; n++) {
      ll += low[n]! * low[n + shift]!
      lh += low[n]! * high[n + shift]!
    }
    t.ok(Math.abs(ll - (shift === 0 ? 1 : 0)) < 1e-12, `low · low shifted ${shift}`)
    t.ok(Math.abs(lh) < 1e-12, `low · high shifted ${shift}`)
  }
})

t.test('the 4-level transform reconstructs a picture exactly (float32 rounding only) and keeps its energy', async (t) => {
  for (const [width, height] of [[256, 128], [64, 16], [16, 16]] as const) {
    const plane = scene(width, height)
    const scratch = new WaveletScratch(width, height)
    const levels = forwardTransform(plane, width, height, 4, scratch)
    let bandEnergy = 0
    for (const level of levels) for (const band of [level.lh, level.hl, level.hh]) for (const v of band) bandEnergy += v * v
    for (const v of levels[3]!.ll) bandEnergy += v * v
    const energy = plane.reduce((s, v) => s + v * v, 0)
    const back = inverseTransform(levels, scratch)
    const error = back.reduce((worst, v, i) => Math.max(worst, Math.abs(v - plane[i]!)), 0)
    t.comment(`${width}x${height}: largest reconstruction error ${error.toExponential(2)} grey levels`)
    t.ok(error < 1e-3, `${width}x${height}: largest error ${error}`)
    t.ok(Math.abs(bandEnergy / energy - 1) < 1e-5, `${width}x${height}: energy kept (orthonormal)`)
  }
})

t.test('sides that four levels cannot halve are refused with the sizes named', async (t) => {
  t.throws(() => noiseResidual(new Float32Array(100 * 64), 100, 64), { message: 'A 4-level wavelet transform needs sides that are multiples of 16; this plane is 100x64.' })
  t.throws(() => noiseResidual(new Float32Array(10), 16, 16), { message: 'A 16x16 plane has 256 values, not 10.' })
})

t.test('a flat picture leaves no residual, a smooth one next to none', async (t) => {
  const flat = new Float32Array(128 * 128).fill(117)
  const flatResidual = noiseResidual(flat, 128, 128)
  const flatLargest = flatResidual.reduce((m, v) => Math.max(m, Math.abs(v)), 0)
  t.comment(`flat at 117: largest residual ${flatLargest.toExponential(2)} grey levels`)
  t.ok(flatLargest < 1e-3, 'flat')
  const smooth = Float32Array.from({ length: 128 * 128 }, (_, i) => 120 + 40 * Math.sin((2 * Math.PI * (i % 128)) / 128) * Math.cos((2 * Math.PI * Math.floor(i / 128)) / 128))
  const largest = noiseResidual(smooth, 128, 128).reduce((m, v) => Math.max(m, Math.abs(v)), 0)
  // The filter takes its smallest coefficients for noise, however smooth the picture: under a grey level here,
  // against the picture's swing of 80.
  t.ok(largest < 1, `smooth: largest residual ${largest.toFixed(4)} grey levels`)
})

t.test('the residual keeps a strong noise, most of it, and not the scene; the input is untouched', async (t) => {
  const width = 256, height = 256
  const clean = scene(width, height).map((v, i) => v - 5 * gaussianOf(positionHash(7, i % width, Math.floor(i / width))))
  const noise = Float32Array.from({ length: width * height }, (_, i) => 8 * gaussianOf(positionHash(99, i % width, Math.floor(i / width))))
  const noisy = clean.map((v, i) => v + noise[i]!)
  const before = noisy.slice()
  const residual = noiseResidual(noisy, width, height)
  t.same(noisy, before, 'input untouched')
  let dot = 0, nn = 0, rr = 0
  for (let i = 0; i < residual.length; i++) {
    dot += residual[i]! * noise[i]!
    nn += noise[i]! * noise[i]!
    rr += residual[i]! * residual[i]!
  }
  const correlation = dot / Math.sqrt(nn * rr)
  t.comment(`correlation of the residual with the added noise (σ 8): ${correlation.toFixed(3)}; residual energy / noise energy ${(rr / nn).toFixed(3)}`)
  t.ok(correlation > 0.8, 'the residual is mostly the noise')
})

t.test('every row and every column of a residual sums to zero', async (t) => {
  const width = 64, height = 32
  const residual = noiseResidual(scene(width, height), width, height)
  for (let y = 0; y < height; y++) {
    const sum = residual.subarray(y * width, (y + 1) * width).reduce((s, v) => s + v, 0)
    if (Math.abs(sum) > 1e-3) t.fail(`row ${y} sums to ${sum}`)
  }
  for (let x = 0; x < width; x++) {
    let sum = 0
    for (let y = 0; y < height; y++) sum += residual[y * width + x]!
    if (Math.abs(sum) > 1e-3) t.fail(`column ${x} sums to ${sum}`)
  }
  const plane = Float32Array.from({ length: 12 }, (_, i) => i * i)
  zeroMeanRowsAndColumns(plane, 4, 3)
  t.ok(Math.abs(plane.reduce((s, v) => s + v, 0)) < 1e-4)
  t.ok(Math.abs(plane[0]! + plane[1]! + plane[2]! + plane[3]!) < 1e-4, 'first row')
  t.ok(Math.abs(plane[0]! + plane[4]! + plane[8]!) < 1e-4, 'first column')
})
