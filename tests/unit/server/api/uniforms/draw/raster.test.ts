// The rasteriser under every demo picture: a filled shape covers its own area, anti-aliased edges share a pixel in
// proportion, holes stay empty, overlapping pieces of one nonzero fill are painted once.

import t from 'tap'
import { Raster } from '../../../../../../server/api/uniforms/draw/raster.js'
import { Pen } from '../../../../../../server/api/uniforms/draw/pen.js'

const WHITE = [255, 255, 255] as const
const BLACK = [0, 0, 0] as const

/** How much of the picture is ink: the sum over pixels of how far each went from white to black. */
function inked(raster: Raster): number {
  let sum = 0
  for (let i = 0; i < raster.data.length; i += 4) sum += (255 - raster.data[i]!) / 255
  return sum
}

t.test('a square covers its area, whole pixels or not', async (t) => {
  const aligned = new Raster(20, 20, WHITE)
  aligned.fill([[2, 2, 12, 2, 12, 12, 2, 12]], BLACK)
  t.equal(inked(aligned), 100)
  t.equal(aligned.data[(5 * 20 + 5) * 4], 0, 'inside is the colour')
  t.equal(aligned.data[(15 * 20 + 15) * 4], 255, 'outside is untouched')
  const offset = new Raster(20, 20, WHITE)
  offset.fill([[2.5, 2.25, 12.5, 2.25, 12.5, 12.25, 2.5, 12.25]], BLACK)
  t.ok(Math.abs(inked(offset) - 100) < 1, `${inked(offset)} of 100 at a half-pixel offset`)
  const edge = offset.data[(5 * 20 + 2) * 4]!
  t.ok(edge > 100 && edge < 160, `an edge pixel half covered is half grey (${edge})`)
})

t.test('a circle covers about πr², and a ring leaves its middle empty', async (t) => {
  const raster = new Raster(100, 100, WHITE)
  const pen = new Pen(raster, 1)
  pen.ellipse(50, 50, 30, 30, BLACK)
  t.ok(Math.abs(inked(raster) - Math.PI * 900) / (Math.PI * 900) < 0.01, `${Math.round(inked(raster))} ≈ ${Math.round(Math.PI * 900)}`)
  const ring = new Raster(100, 100, WHITE)
  new Pen(ring, 1).ring(50, 50, 30, 30, 10, BLACK)
  t.equal(ring.data[(50 * 100 + 50) * 4], 255, 'the middle is empty')
  t.ok(Math.abs(inked(ring) - Math.PI * (900 - 400)) / (Math.PI * 500) < 0.02)
})

t.test("a stroke's overlapping pieces are painted once; the pen's transform scales and turns", async (t) => {
  const raster = new Raster(100, 100, WHITE)
  new Pen(raster, 1).stroke([20, 50, 50, 50, 50, 20], 10, BLACK, false)
  const ink = inked(raster)
  // Two 30-long legs 10 wide sharing a corner, with round ends: about 600 less the overlap, plus the caps.
  t.ok(ink > 600 && ink < 700, `${Math.round(ink)}`)
  t.ok([...raster.data].every((v, i) => i % 4 === 3 || v === 255 || v <= 255), 'no value overflows')
  const half = new Raster(100, 100, WHITE)
  const pen = new Pen(half, 0.5)
  pen.rect(20, 20, 100, 100, BLACK)
  t.equal(inked(half), 2500, 'a 100-unit square at half scale is 50 pixels a side')
  const turned = new Raster(100, 100, WHITE)
  const turner = new Pen(turned, 1)
  turner.translate(50, 50)
  turner.rotate(45)
  turner.rect(-20, -20, 40, 40, BLACK)
  t.ok(Math.abs(inked(turned) - 1600) < 2, 'turning keeps the area')
  t.equal(turned.data[(50 * 100 + 74) * 4], 0, 'a corner now points right')
  t.equal(turned.data[(31 * 100 + 69) * 4], 255, 'where the upright square had its corner is empty')
})

t.test('a colour function paints by position, and opacity blends', async (t) => {
  const raster = new Raster(10, 10, WHITE)
  raster.fill([[0, 0, 10, 0, 10, 10, 0, 10]], (x) => (x < 5 ? BLACK : [255, 0, 0]))
  t.same([...raster.data.slice(0, 4)], [0, 0, 0, 255])
  t.same([...raster.data.slice(36, 40)], [255, 0, 0, 255])
  const blended = new Raster(10, 10, WHITE)
  blended.fill([[0, 0, 10, 0, 10, 10, 0, 10]], BLACK, 'nonzero', 0.5)
  t.ok(Math.abs(blended.data[0]! - 127.5) <= 1)
})
