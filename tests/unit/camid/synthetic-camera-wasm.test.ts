// The synthetic camera's drawing in WebAssembly (server/api/camid/sensor/assembly/drawing.ts) against the JavaScript
// it stands in for: the same luminance to the bit, for crops the matcher reads, for pictures stored in each of the
// four turns, for regions at a picture's edges whose JPEG blocks are padded, and for sizes in any order.

import t from 'tap'
import { drawPictureRegion, drawPictureRegionInJavaScript, type PictureRegion } from '../../../server/api/camid/sensor/syntheticCamera.js'
import { centreOffset } from '../../../shared/camid/prnu/luma.js'

/** The first index where two drawings differ, and how many values differ. */
function differences(wasm: Float32Array, javascript: Float32Array): { first: number; count: number } {
  let first = -1, count = 0
  for (let i = 0; i < javascript.length; i++) {
    if (Object.is(wasm[i], javascript[i])) continue
    if (first < 0) first = i
    count++
  }
  return { first, count: count + Math.abs(wasm.length - javascript.length) }
}

const MODEL = { nativeWidth: 4000, nativeHeight: 3000 }

/** A 4000x3000 camera's picture stored at `turns` quarter turns, its centre square of `side`. */
function centreCrop(imageId: string, turns: number, side: number): PictureRegion {
  const storedWidth = turns % 2 === 0 ? 4000 : 3000, storedHeight = turns % 2 === 0 ? 3000 : 4000
  return { imageId, sensorSeed: 0x5eeda11c, ...MODEL, storedWidth, storedHeight, quarterTurns: turns, x: centreOffset(storedWidth, side), y: centreOffset(storedHeight, side), width: side, height: side }
}

/** A small picture whose sides are not multiples of 8: its last blocks are padded. */
const ODD = { imageId: 'wasm-odd-1', sensorSeed: 987654321, nativeWidth: 301, nativeHeight: 203, storedWidth: 301, storedHeight: 203 }

const REGIONS: [string, PictureRegion][] = [
  ...[0, 1, 2, 3].map((turns): [string, PictureRegion] => [`a 1024² crop stored at ${turns} quarter turns`, centreCrop(`wasm-${turns}`, turns, 1024)]),
  ['a 128² digest window', centreCrop('wasm-digest', 0, 128)],
  ['a whole picture of odd sides', { ...ODD, x: 0, y: 0, width: 301, height: 203 }],
  ['a region off the block grid', { ...ODD, x: 13, y: 7, width: 50, height: 33 }],
  ['the bottom-right corner, in padded blocks', { ...ODD, x: 290, y: 190, width: 11, height: 13 }],
  ['one column at the right edge', { ...ODD, x: 300, y: 0, width: 1, height: 203 }],
  ['one pixel', { ...ODD, x: 150, y: 101, width: 1, height: 1 }],
]

t.test('the WebAssembly drawing is the JavaScript drawing, to the bit', async (t) => {
  for (const [name, region] of REGIONS) {
    const { first, count } = differences(drawPictureRegion(region), drawPictureRegionInJavaScript(region))
    t.equal(count, 0, `${name}: ${count} values differ${first >= 0 ? `, the first at ${first}` : ''}`)
  }
})

t.test('sizes in any order: the module lays its memory out again for each drawing', async (t) => {
  const large = REGIONS[0]![1], small = REGIONS[6]![1]
  const first = drawPictureRegion(large)
  t.same(drawPictureRegion(small), drawPictureRegionInJavaScript(small), 'a small region after a large one')
  t.same(drawPictureRegion(large), first, 'the large one again')
})
