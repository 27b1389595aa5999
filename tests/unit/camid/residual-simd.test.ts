// The noise residual in WebAssembly SIMD (shared/camid/prnu/assembly/residual.ts) against the JavaScript it stands
// in for: the same residual to single-precision rounding, on the sizes the matcher uses and on the smallest and
// oddest it takes; the JavaScript where it does not take the size; and Node has it, so the service runs it.

import t from 'tap'
import { noiseResidual, noiseResidualInJavaScript } from '../../../shared/camid/prnu/residual.js'
import { residualInSimd, takesSimd } from '../../../shared/camid/prnu/residualSimd.js'
import { DIGEST_WINDOW } from '../../../shared/camid/prnu/digest.js'
import { gaussianOf, positionHash } from '../../../server/api/camid/sensor/pixelHash.js'
import { centreOf, CROP } from './demoCamera.js'

/** A picture with edges, gradients and a texture, the same each run. */
function scene(width: number, height: number): Float32Array {
  return Float32Array.from({ length: width * height }, (_, i) => {
    const x = i % width, y = Math.floor(i / width)
    return 60 + 0.3 * x + (y > height / 2 ? 80 : 0) + 20 * Math.sin(x / 7) * Math.cos(y / 11) + 5 * gaussianOf(positionHash(7, x, y))
  })
}

/** The largest difference, the reference's largest value, and the correlation of two residuals. */
function compare(simd: Float32Array, reference: Float32Array): { largestDifference: number; largest: number; correlation: number } {
  let largestDifference = 0, largest = 0, ab = 0, aa = 0, bb = 0
  for (let i = 0; i < reference.length; i++) {
    const a = simd[i]!, b = reference[i]!
    largestDifference = Math.max(largestDifference, Math.abs(a - b))
    largest = Math.max(largest, Math.abs(b))
    ab += a * b
    aa += a * a
    bb += b * b
  }
  return { largestDifference, largest, correlation: ab / Math.sqrt(aa * bb) }
}

const PLANES: [string, number, number, () => Float32Array][] = [
  ['a 1024² crop of the demo camera', CROP, CROP, () => centreOf({ imageId: 'simd-1', sensorSeed: 0x5eeda11c, turns: 0 }, CROP)],
  [`a ${DIGEST_WINDOW}² digest window`, DIGEST_WINDOW, DIGEST_WINDOW, () => centreOf({ imageId: 'simd-2', sensorSeed: 0x5eeda11c, turns: 1 }, DIGEST_WINDOW)],
  ['the smallest plane it takes, 64x16', 64, 16, () => scene(64, 16)],
  ['a wide, low plane, 192x48', 192, 48, () => scene(192, 48)],
  ['a tall plane, 64x272', 64, 272, () => scene(64, 272)],
]

t.test('the WebAssembly residual agrees with the JavaScript to single-precision rounding', async (t) => {
  for (const [name, width, height, make] of PLANES) {
    const plane = make()
    const before = plane.slice()
    const simd = residualInSimd(plane, width, height)
    if (!simd) {
      t.fail(`${name}: WebAssembly SIMD gave no residual`)
      continue
    }
    t.same(plane, before, `${name}: the input is untouched`)
    const { largestDifference, largest, correlation } = compare(simd, noiseResidualInJavaScript(plane, width, height))
    t.comment(`${name}: largest difference ${largestDifference.toExponential(2)} of values up to ${largest.toFixed(2)}; correlation ${correlation.toFixed(12)}`)
    t.ok(largestDifference < 1e-3, `${name}: largest difference ${largestDifference}`)
    t.ok(correlation > 0.999_999_9, `${name}: correlation ${correlation}`)
  }
})

t.test('sizes in any order give each its own residual: the module lays its planes out again for each', async (t) => {
  const [, w1, h1, make1] = PLANES[0]!, [, w2, h2, make2] = PLANES[3]!
  const first = make1(), second = make2()
  const once = residualInSimd(first, w1, h1)!
  residualInSimd(second, w2, h2)
  t.same(residualInSimd(first, w1, h1), once, 'the first size again, after another')
  t.same(residualInSimd(second, w2, h2), noiseResidual(second, w2, h2), 'noiseResidual runs the WebAssembly where it takes the size')
})

t.test('a size the WebAssembly does not take is the JavaScript, exactly', async (t) => {
  for (const [width, height] of [[720, 720], [48, 48], [16, 16]] as const) {
    t.notOk(takesSimd(width, height), `${width}x${height} is not taken`)
    t.equal(residualInSimd(scene(width, height), width, height), undefined)
    const plane = scene(width, height)
    t.same(noiseResidual(plane, width, height), noiseResidualInJavaScript(plane, width, height), `${width}x${height}`)
  }
})
