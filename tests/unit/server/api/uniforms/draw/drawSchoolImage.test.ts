// The drawn pictures of the demo register: the same drawing is always the same pixels, at its natural size or
// smaller, and it shows the colours its labels name: a navy blazer with a gold lion crest is mostly navy with gold
// on it and no red.

import t from 'tap'
import { demoSchools } from '../../../../../../server/api/uniforms/demo/register.js'
import { GARMENT_WORDS } from '../../../../../../server/api/uniforms/demo/labelTrees.js'
import { drawSchoolImage, type DrawnImage } from '../../../../../../server/api/uniforms/draw/drawSchoolImage.js'
import type { ImageDrawing } from '../../../../../../server/api/uniforms/draw/drawing.js'
import { BACKDROPS, GINGHAM_COLOURS, SCHOOL_COLOURS, type Rgb } from '../../../../../../server/api/uniforms/draw/palette.js'

const REGISTER = demoSchools({ count: 150, seed: 5 })
const IMAGES = REGISTER.flatMap((school) => school.images)

function near(image: DrawnImage, colour: Rgb, tolerance = 24): number {
  const { data } = image
  const limit = tolerance * tolerance
  let count = 0
  for (let i = 0; i < data.length; i += 4) {
    const dr = data[i]! - colour[0]
    const dg = data[i + 1]! - colour[1]
    const db = data[i + 2]! - colour[2]
    if (dr * dr + dg * dg + db * db <= limit) count++
  }
  return count
}

const blazer: ImageDrawing = {
  kind: 'product',
  garment: { kind: 'blazer', colour: 'Navy', pattern: 'plain', trim: null, crest: { shape: 'Shield', field: 'Navy', emblem: 'Lion', emblemColour: 'Gold' }, nameLabel: false },
  view: { angle: 6, scale: 0.9, dx: 0.02, dy: -0.01, backdrop: 'Pale Grey' },
}

t.test('the same drawing is the same pixels; natural sizes are 400 square and 360 by 480, and maxSide shrinks them', async (t) => {
  const a = drawSchoolImage(blazer)
  t.same([a.width, a.height], [360, 480])
  t.equal(a.data.length, 360 * 480 * 4)
  t.ok(Buffer.from(a.data).equals(Buffer.from(drawSchoolImage(blazer).data)))
  const small = drawSchoolImage(blazer, 128)
  t.same([small.width, small.height], [96, 128])
  const logo = IMAGES.find((i) => i.type === 'LOGO')!.drawing
  t.same([drawSchoolImage(logo).width, drawSchoolImage(logo).height], [400, 400])
  t.same([drawSchoolImage(logo, 128).width, drawSchoolImage(logo, 128).height], [128, 128])
  t.same([drawSchoolImage(logo, 1000).width], [400], 'never larger than natural')
  t.ok(a.data.every((v, i) => i % 4 !== 3 || v === 255), 'opaque')
})

t.test('a navy blazer with a gold lion crest is navy with gold on it, on its backdrop, and no red or green', async (t) => {
  const image = drawSchoolImage(blazer)
  const pixels = image.width * image.height
  const navy = near(image, SCHOOL_COLOURS.Navy)
  const gold = near(image, SCHOOL_COLOURS.Gold)
  t.ok(navy > pixels * 0.2, `navy ${navy}`)
  t.ok(gold > 150 && gold < pixels * 0.02, `gold ${gold}: a crest, not a gold blazer`)
  t.ok(near(image, BACKDROPS['Pale Grey'], 4) > pixels * 0.3, 'the backdrop shows around it')
  t.equal(near(image, SCHOOL_COLOURS.Red), 0)
  t.equal(near(image, SCHOOL_COLOURS['Bottle Green']), 0)
  const without = drawSchoolImage({ ...blazer, garment: { ...blazer.garment, crest: null } })
  t.equal(near(without, SCHOOL_COLOURS.Gold), 0, 'the gold is the crest')
})

/** The colour a label names, or null for a label that names a pattern or a shape. */
function colourOfLeaf(leaf: string): Rgb | null {
  if (leaf in SCHOOL_COLOURS) return SCHOOL_COLOURS[leaf as keyof typeof SCHOOL_COLOURS]
  for (const word of Object.values(GARMENT_WORDS)) {
    if (!leaf.endsWith(` ${word}`)) continue
    const colour = leaf.slice(0, -word.length - 1)
    if (colour in SCHOOL_COLOURS) return SCHOOL_COLOURS[colour as keyof typeof SCHOOL_COLOURS]
    if (colour in GINGHAM_COLOURS) return GINGHAM_COLOURS[colour as keyof typeof GINGHAM_COLOURS]
  }
  return null
}

t.test('every colour a picture is labelled with is drawn in it', async (t) => {
  let checked = 0
  for (const image of IMAGES) {
    const drawn = drawSchoolImage(image.drawing)
    const main = image.labelLeafNodes[image.drawing.kind === 'logo' ? 2 : 0]
    for (const leaf of image.labelLeafNodes) {
      const colour = colourOfLeaf(leaf)
      if (!colour) continue
      const count = near(drawn, colour)
      // The garment a picture is about fills much of it; a shirt under a jumper shows at the collar; a badge on a
      // figure's chest is small.
      const least = leaf === main ? 4000 : leaf in SCHOOL_COLOURS ? 20 : 40
      if (count < least) t.fail(`${image.description}: ${leaf} has ${count} pixels`)
      checked++
    }
  }
  t.ok(checked > 800, `${checked} colours checked in ${IMAGES.length} pictures`)
})

t.test('drawing is fast: a few milliseconds at 128 pixels, tens at full size', async (t) => {
  const sample = IMAGES.slice(0, 200)
  const time = (side?: number) => {
    const started = performance.now()
    for (const image of sample) drawSchoolImage(image.drawing, side)
    return (performance.now() - started) / sample.length
  }
  time(128)
  const small = time(128)
  const full = time()
  t.comment(`per picture: ${small.toFixed(2)} ms at 128 pixels, ${full.toFixed(1)} ms at full size`)
  t.ok(small < 15, `${small} ms`)
  t.ok(full < 150, `${full} ms`)
})
