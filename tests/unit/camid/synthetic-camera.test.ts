// The demo's synthetic camera (server/api/camid/sensor): a region drawn alone equals the same region of a larger
// drawing, the scene is the generated sighting's landscape, a turned picture carries the sensor pattern turned, the
// pattern is faint and Gaussian-like, and the JPEG round trip is libjpeg's tables on the picture's own block grid.

import t from 'tap'
import { colourAt, sceneOf } from '../../../server/api/media/generated-picture.js'
import { drawPictureRegion, drawPictureRgba, jpegQualityOf, type PictureOnSensor } from '../../../server/api/camid/sensor/syntheticCamera.js'
import { jpegRoundTrip, luminanceTable } from '../../../server/api/camid/sensor/jpegRoundTrip.js'
import { pictureParametersOf, type PictureParameters } from '../../../server/api/camid/sensor/pictureParameters.js'
import { SceneRows } from '../../../server/api/camid/sensor/sceneRows.js'
import { nativePixel, prnuAt, PRNU_STRENGTH, SensorRows } from '../../../server/api/camid/sensor/sensorPattern.js'
import { forwardDct8x8, inverseDct8x8 } from '../../../shared/camid/prnu/blockDct.js'

const picture: PictureOnSensor = { imageId: 'camera-test-1', sensorSeed: 12345, nativeWidth: 300, nativeHeight: 200, storedWidth: 300, storedHeight: 200 }

t.test('a region drawn alone equals the same region of a larger drawing, JPEG blocks and edges included', async (t) => {
  const whole = drawPictureRegion({ ...picture, x: 0, y: 0, width: 300, height: 200 })
  const regions = [
    { x: 13, y: 7, width: 50, height: 33 },
    { x: 250, y: 150, width: 50, height: 50 },
    { x: 296, y: 0, width: 4, height: 200 },
  ]
  for (const region of regions) {
    const alone = drawPictureRegion({ ...picture, ...region })
    const differ = [...alone].findIndex((v, i) => v !== whole[(region.y + Math.floor(i / region.width)) * 300 + region.x + (i % region.width)])
    t.equal(differ, -1, `${region.width}x${region.height} at (${region.x}, ${region.y})`)
  }
  t.throws(() => drawPictureRegion({ ...picture, x: 290, y: 0, width: 20, height: 10 }), { message: 'The region 20x10 at (290, 0) is not inside a 300x200 picture.' })
})

t.test("the scene is the generated sighting's landscape: colourAt's colours, then texture and exposure", async (t) => {
  const flat: PictureParameters = { ...pictureParametersOf('x'), exposure: 1, texture: { coarseSpacing: 32, coarseAmplitude: 0, fineSpacing: 4, fineAmplitude: 0 } }
  for (const imageId of ['scene-a', 'scene-b', 'scene-c']) {
    const width = 400, height = 300
    const rows = new SceneRows(imageId, flat, width, height, 0, width)
    const red = new Float64Array(width), green = new Float64Array(width), blue = new Float64Array(width)
    const scene = sceneOf(imageId)
    for (let y = 0; y < height; y += 7) {
      rows.row(y, red, green, blue)
      for (let x = 0; x < width; x++) {
        const [r, g, b] = colourAt(scene, x / width, y / height, width / height)
        if (r !== red[x] || g !== green[x] || b !== blue[x]) {
          t.fail(`${imageId} (${x}, ${y}): ${[red[x], green[x], blue[x]]} where colourAt gives ${[r, g, b]}`)
          return
        }
      }
    }
    t.pass(imageId)
  }
})

t.test('a picture stored turned carries the sensor pattern turned with it', async (t) => {
  for (const quarterTurns of [0, 1, 2, 3]) {
    const stored = quarterTurns % 2 ? { width: 200, height: 300 } : { width: 300, height: 200 }
    const rows = new SensorRows(picture.sensorSeed, quarterTurns, 300, 200, 5, stored.width - 5)
    const out = new Float64Array(stored.width - 5)
    let wrong = 0
    for (const y of [0, 17, stored.height - 1]) {
      rows.row(y, out)
      out.forEach((k, i) => {
        const native = nativePixel(5 + i, y, quarterTurns, 300, 200)
        if (native.x < 0 || native.x >= 300 || native.y < 0 || native.y >= 200 || k !== prnuAt(picture.sensorSeed, native.x, native.y)) wrong++
      })
    }
    t.equal(wrong, 0, `${quarterTurns} quarter turns`)
  }
  t.same(nativePixel(0, 0, 1, 300, 200), { x: 0, y: 199 }, "a quarter turn clockwise: the sensor's bottom-left corner is stored top-left")
  t.throws(() => drawPictureRegion({ ...picture, storedWidth: 200, storedHeight: 300, quarterTurns: 2, x: 0, y: 0, width: 8, height: 8 }), {
    message: 'A 300x200 sensor turned 2 quarter turns does not store a 200x300 picture.',
  })
})

t.test('the sensor pattern is faint, Gaussian-like and its own for each body', async (t) => {
  const count = 200 * 500
  let sum = 0, squares = 0, fourth = 0, cross = 0
  for (let i = 0; i < count; i++) {
    const k = prnuAt(777, i % 500, Math.floor(i / 500)), other = prnuAt(778, i % 500, Math.floor(i / 500))
    sum += k
    squares += k * k
    fourth += k ** 4
    cross += k * other
  }
  const sd = Math.sqrt(squares / count)
  const kurtosis = fourth / count / (squares / count) ** 2
  const correlation = cross / squares
  t.comment(`K: mean ${(sum / count).toExponential(2)}, sd ${sd.toFixed(5)} (PRNU_STRENGTH ${PRNU_STRENGTH}), kurtosis ${kurtosis.toFixed(2)}, correlation with another body ${correlation.toFixed(4)}`)
  t.ok(Math.abs(sum / count) < 0.0002, 'zero mean')
  t.ok(Math.abs(sd / PRNU_STRENGTH - 1) < 0.02, 'its strength')
  t.ok(PRNU_STRENGTH <= 0.03, 'a few percent at most')
  t.ok(kurtosis > 2.6 && kurtosis < 3.1, 'near a normal kurtosis: 2.7 for a sum of four uniform bytes, 3 for a normal')
  t.ok(Math.abs(correlation) < 0.01, 'another body, another pattern')
})

t.test('the RGBA picture is the same picture before its JPEG: whole, opaque, close to the decoded luminance', async (t) => {
  const rgba = drawPictureRgba(picture)
  t.same([rgba.width, rgba.height, rgba.data.length], [300, 200, 300 * 200 * 4])
  t.ok(rgba.data.every((v, i) => i % 4 !== 3 || v === 255), 'opaque')
  const decoded = drawPictureRegion({ ...picture, x: 0, y: 0, width: 300, height: 200 })
  let error = 0
  decoded.forEach((v, i) => (error += Math.abs(v - (0.299 * rgba.data[i * 4]! + 0.587 * rgba.data[i * 4 + 1]! + 0.114 * rgba.data[i * 4 + 2]!))))
  t.comment(`mean difference between the luminance of the RGBA and its JPEG round trip at quality ${jpegQualityOf(picture.imageId)}: ${(error / decoded.length).toFixed(2)} grey levels`)
  t.ok(error / decoded.length < 3, 'the JPEG changes it only a little')
})

t.test('JPEG qualities 80–95, spread over image ids; libjpeg scaling of the standard table', async (t) => {
  const qualities = Array.from({ length: 400 }, (_, i) => jpegQualityOf(`q-${i}`))
  t.ok(qualities.every((q) => Number.isInteger(q) && q >= 80 && q <= 95))
  t.equal(new Set(qualities).size, 16, 'every quality from 80 to 95 occurs')
  t.same(Array.from(luminanceTable(50).subarray(0, 8)), [16, 11, 10, 16, 24, 40, 51, 61])
  t.same(Array.from(luminanceTable(90).subarray(0, 8)), [3, 2, 2, 3, 5, 8, 10, 12])
  t.same(Array.from(luminanceTable(100)), new Array(64).fill(1))
  const plane = Float32Array.from({ length: 64 * 16 }, (_, i) => Math.round(128 + 60 * Math.sin(i / 5) + (i % 7)))
  const kept = plane.slice()
  jpegRoundTrip(kept, 64, 16, 100)
  t.ok(kept.every((v, i) => Math.abs(v - plane[i]!) <= 1), 'quality 100 changes a value by one grey level at most')
  const coarse = plane.slice()
  jpegRoundTrip(coarse, 64, 16, 80)
  t.ok(coarse.some((v, i) => v !== plane[i]), 'quality 80 changes the picture')
  t.throws(() => jpegRoundTrip(plane, 60, 16, 90), { message: 'A JPEG block grid needs sides that are multiples of 8, not 60x16.' })
})

t.test('the 8x8 DCT is the orthonormal DCT-II, its inverse exact', async (t) => {
  const block = Float64Array.from({ length: 64 }, (_, i) => Math.sin(i * 1.7) * 100)
  const coefficients = new Float64Array(64), temp = new Float64Array(64), back = new Float64Array(64)
  forwardDct8x8(block, coefficients, temp)
  let worst = 0
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0
      for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) sum += block[y * 8 + x]! * Math.cos(((2 * y + 1) * u * Math.PI) / 16) * Math.cos(((2 * x + 1) * v * Math.PI) / 16)
      const expected = 0.25 * (u === 0 ? Math.SQRT1_2 : 1) * (v === 0 ? Math.SQRT1_2 : 1) * sum
      worst = Math.max(worst, Math.abs(expected - coefficients[u * 8 + v]!))
    }
  }
  t.ok(worst < 1e-9, `largest difference from the definition ${worst}`)
  inverseDct8x8(coefficients, back, temp)
  t.ok(back.every((v, i) => Math.abs(v - block[i]!) < 1e-9), 'inverse')
})
