// The planes a score is computed on and the score itself (shared/camid/prnu/luma.ts, score.ts): luminance, the
// centre square, quarter turns, the turns a picture's size allows, and a correlation that finds its pattern.

import t from 'tap'
import { centreOffset, centreSquare, lumaOfRgba, turnedIndex, turnSquare } from '../../../shared/camid/prnu/luma.js'
import { correlationWithPattern, HIT_THRESHOLD, matchScore, turnsFor } from '../../../shared/camid/prnu/score.js'
import { gaussianOf, positionHash } from '../../../server/api/camid/sensor/pixelHash.js'

const pattern = (seed: number, side: number) => Float32Array.from({ length: side * side }, (_, i) => 0.02 * gaussianOf(positionHash(seed, i % side, Math.floor(i / side))))

t.test('luminance is BT.601 of the red, green and blue bytes', async (t) => {
  const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 9, 10, 20, 30, 255])
  const luma = lumaOfRgba(rgba, 2, 2)
  t.same(Array.from(luma, (v) => Number(v.toFixed(3))), [76.245, 149.685, 29.07, 0.299 * 10 + 0.587 * 20 + 0.114 * 30].map((v) => Number(v.toFixed(3))))
  t.throws(() => lumaOfRgba(rgba, 3, 2), { message: 'A 3x2 RGBA picture has 24 bytes, not 16.' })
})

t.test('the centre square is cut at the same offset everywhere, and a picture too small is named with its size', async (t) => {
  const plane = Float32Array.from({ length: 10 * 6 }, (_, i) => i)
  t.equal(centreOffset(10, 4), 3)
  t.equal(centreOffset(7, 4), 1, 'an odd margin rounds down')
  t.same(Array.from(centreSquare(plane, 10, 6, 4)), [13, 14, 15, 16, 23, 24, 25, 26, 33, 34, 35, 36, 43, 44, 45, 46])
  t.throws(() => centreSquare(plane, 10, 6, 8), { message: 'A centre square of 8x8 does not fit in a 10x6 picture.' })
})

t.test('quarter turns are clockwise: the left column becomes the top row; four make a whole turn', async (t) => {
  const square = Float32Array.from({ length: 9 }, (_, i) => i)
  // 0 1 2 / 3 4 5 / 6 7 8 turned clockwise is 6 3 0 / 7 4 1 / 8 5 2
  t.same(Array.from(turnSquare(square, 3, 1)), [6, 3, 0, 7, 4, 1, 8, 5, 2])
  t.same(Array.from(turnSquare(square, 3, 2)), [8, 7, 6, 5, 4, 3, 2, 1, 0])
  t.same(Array.from(turnSquare(square, 3, 3)), [2, 5, 8, 1, 4, 7, 0, 3, 6])
  t.same(Array.from(turnSquare(square, 3, -1)), Array.from(turnSquare(square, 3, 3)), 'a turn back is three forward')
  t.same(Array.from(turnSquare(turnSquare(square, 3, 1), 3, 3)), Array.from(square))
  t.same(Array.from(turnSquare(square, 3, 4)), Array.from(square))
  for (let turns = 0; turns < 4; turns++) {
    const turned = turnSquare(square, 3, turns)
    t.ok([...square].every((v, i) => turned[turnedIndex(i % 3, Math.floor(i / 3), 3, turns)] === v), `turnedIndex agrees at ${turns}`)
  }
})

t.test('the turns a picture may be matched at follow from its size and the fingerprint resolution', async (t) => {
  const resolution = { width: 4000, height: 3000 }
  t.same(turnsFor(resolution, { width: 4000, height: 3000 }), [0, 2])
  t.same(turnsFor(resolution, { width: 3000, height: 4000 }), [1, 3])
  t.same(turnsFor(resolution, { width: 4000, height: 2992 }), [])
  t.same(turnsFor({ width: 2048, height: 2048 }, { width: 2048, height: 2048 }), [0, 1, 2, 3])
})

t.test('a picture carrying a pattern scores high against it, at its own turn, and near zero against another', async (t) => {
  const side = 256
  const own = pattern(1, side)
  const scene = Float32Array.from({ length: side * side }, (_, i) => 90 + 50 * Math.sin((i % side) / 19) + 30 * Math.cos(Math.floor(i / side) / 23))
  for (const turns of [0, 1, 2, 3]) {
    const carried = turnSquare(own, side, turns)
    const picture = scene.map((v, i) => v * (1 + carried[i]!) + 1.5 * gaussianOf(positionHash(50 + turns, i % side, Math.floor(i / side))))
    const found = matchScore(own, side, picture, [0, 1, 2, 3])
    const stranger = matchScore(pattern(2, side), side, picture, [0, 1, 2, 3])
    t.comment(`256² picture carrying the pattern turned ${turns}: score ${found.score.toFixed(4)} at turn ${found.quarterTurns}; another pattern ${stranger.score.toFixed(4)}`)
    t.equal(found.quarterTurns, turns, `found at ${turns}`)
    t.ok(found.score > 0.1, `score ${found.score.toFixed(3)} at ${turns}`)
    t.ok(stranger.score < HIT_THRESHOLD * 4, `another pattern: ${stranger.score.toFixed(4)}`)
  }
  t.same(matchScore(own, side, scene, []), { score: -1, quarterTurns: 0 }, 'no turn to try: no score')
  t.throws(() => matchScore(own, side, scene.subarray(1), [0]), { message: 'A picture crop of 256x256 has 65536 values, not 65535.' })
})

t.test('the score is the Pearson correlation of W with I·K', async (t) => {
  const w = new Float32Array([1, -1, 2, 0])
  const i = new Float32Array([1, 1, 1, 1])
  t.ok(Math.abs(correlationWithPattern(w, i, w) - 1) < 1e-12)
  t.ok(Math.abs(correlationWithPattern(w, i, w.map((v) => -3 * v + 5)) + 1) < 1e-12, 'scale and offset do not matter')
  t.equal(correlationWithPattern(w, i, new Float32Array(4).fill(2)), 0, 'a constant pattern correlates with nothing')
  t.equal(HIT_THRESHOLD, 0.0068)
})
