// A garment laid flat for a product photo, front up, in a 360 by 480 frame: its outline in the cloth, then seams,
// openings, buttons, piping and the school's badge where the garment carries one.

import { drawCrest } from './crest.js'
import type { GarmentDrawing, GarmentKind } from './drawing.js'
import { clothPaint, clothRgb, drawNameTape, seamRgb } from './cloth.js'
import { rgbOf, shaded } from './palette.js'
import { curveTo, mirrored, type Pen } from './pen.js'

const CENTRE = 180

/** Right halves of the outlines, from the top of the centre line round to the bottom of it. */
const OUTLINES: Record<GarmentKind, number[]> = {
  blazer: [180, 80, 212, 72, 270, 96, 302, 330, 266, 340, 248, 170, 252, 404, 180, 412],
  jumper: [180, 90, 206, 74, 262, 92, 296, 320, 298, 342, 264, 346, 246, 178, 250, 412, 180, 412],
  cardigan: [180, 90, 206, 74, 262, 92, 296, 320, 298, 342, 264, 346, 246, 178, 250, 412, 180, 412],
  sweatshirt: [180, 88, 210, 76, 268, 100, 302, 318, 302, 342, 268, 344, 250, 182, 254, 410, 180, 410],
  poloShirt: [180, 84, 206, 74, 258, 88, 302, 152, 278, 180, 250, 150, 252, 398, 180, 400],
  shirt: [180, 84, 206, 72, 262, 90, 298, 330, 268, 338, 250, 172, 252, 408, 180, 412],
  ginghamDress: [180, 96, 206, 78, 238, 84, 264, 106, 276, 150, 252, 162, 242, 150, 240, 236, 292, 420, 180, 428],
  pinaforeDress: [180, 120, 204, 118, 210, 76, 236, 76, 240, 150, 238, 232, 292, 424, 180, 430],
  skirt: [180, 88, 248, 88, 250, 112, 296, 396, 180, 402],
  trousers: [180, 62, 242, 62, 254, 440, 192, 442, 182, 172, 180, 172],
  tie: [180, 58, 200, 58, 194, 100, 216, 392, 180, 430],
}

export function garmentOutline(kind: GarmentKind): number[] {
  return mirrored(OUTLINES[kind], CENTRE)
}

/** Where a name tape is ironed on: the front of a top, the waistband of a skirt or trousers, the back of a tie. */
const NAME_TAPE: Record<GarmentKind, [number, number, number]> = {
  blazer: [112, 250, 52], jumper: [116, 240, 50], cardigan: [116, 240, 50], sweatshirt: [116, 240, 50],
  poloShirt: [116, 220, 50], shirt: [116, 230, 50], ginghamDress: [120, 180, 46], pinaforeDress: [146, 180, 40],
  skirt: [190, 92, 44], trousers: [196, 66, 40], tie: [168, 200, 24],
}

/** Tops are cut a little wider than their outlines: laid flat, a jumper spreads. */
const SPREAD: Partial<Record<GarmentKind, number>> = { blazer: 1.12, jumper: 1.14, cardigan: 1.14, sweatshirt: 1.14, shirt: 1.1, poloShirt: 1.08 }

export function drawFlatGarment(pen: Pen, garment: GarmentDrawing): void {
  const outline = garmentOutline(garment.kind)
  pen.save()
  pen.translate(CENTRE, 0)
  pen.scale(SPREAD[garment.kind] ?? 1, 1)
  pen.translate(-CENTRE, 0)
  pen.save()
  pen.translate(7, 9)
  pen.polygon(outline, [0, 0, 0], 0.12)
  pen.restore()
  pen.polygon(outline, clothPaint(garment))
  DETAILS[garment.kind](pen, garment)
  pen.stroke(outline, 2.5, seamRgb(garment), true)
  if (garment.nameLabel) {
    const [x, y, w] = NAME_TAPE[garment.kind]
    drawNameTape(pen, x, y, w)
  }
  pen.restore()
}

type Details = (pen: Pen, garment: GarmentDrawing) => void

function both(draw: (side: 1 | -1) => void): void {
  draw(1)
  draw(-1)
}

/** x on the right of the centre line, or its mirror on the left. */
function sx(x: number, side: 1 | -1): number {
  return CENTRE + side * (x - CENTRE)
}

const blazer: Details = (pen, g) => {
  const cloth = clothRgb(g)
  const seam = seamRgb(g)
  const piping = g.trim ? rgbOf(g.trim) : null
  pen.polygon([164, 78, 196, 78, 180, 234], shaded(cloth, 0.45))
  both((side) => {
    const lapel = [sx(196, side), 76, sx(212, side), 72, sx(226, side), 118, sx(210, side), 128, sx(222, side), 138, sx(184, side), 238, CENTRE, 232]
    pen.polygon(lapel, shaded(cloth, -0.06))
    pen.stroke(lapel.slice(2, 12), piping ? 3.5 : 2, piping ?? seam)
    pen.stroke([sx(202, side), 318, sx(246, side), 318], 3, seam)
    pen.stroke([sx(268, side), 100, sx(250, side), 172], 1.5, seam)
  })
  pen.stroke([CENTRE, 234, CENTRE, 410], piping ? 3 : 2, piping ?? seam)
  pen.stroke([200, 166, 242, 166], 2.5, seam)
  for (const y of [272, 322]) pen.ellipse(188, y, 6, 6, piping ?? shaded(cloth, 0.55))
  if (g.crest) drawCrest(pen, g.crest, 221, 200, 32)
}

/** The V of a jumper or cardigan, its rib in the cloth or striped with the trim. */
function vNeck(pen: Pen, g: GarmentDrawing, depth: number): void {
  const cloth = clothRgb(g)
  pen.polygon([160, 76, 200, 76, CENTRE, depth], shaded(cloth, 0.4))
  both((side) => {
    pen.stroke([sx(202, side), 76, CENTRE, depth], 9, shaded(cloth, 0.12))
    if (g.trim) pen.stroke([sx(204, side), 78, CENTRE + side * 2, depth + 6], 3, rgbOf(g.trim))
  })
}

function ribs(pen: Pen, g: GarmentDrawing, hem: number, cuffTop: number): void {
  const rib = shaded(clothRgb(g), 0.14)
  pen.polygon([110, hem - 20, 250, hem - 20, 250, hem, 110, hem], rib)
  both((side) => pen.polygon([sx(264, side), cuffTop, sx(296, side), cuffTop - 4, sx(298, side), cuffTop + 18, sx(264, side), cuffTop + 22], rib))
}

const jumper: Details = (pen, g) => {
  ribs(pen, g, 412, 324)
  vNeck(pen, g, 168)
  if (g.crest) drawCrest(pen, g.crest, 220, 158, 24)
}

const cardigan: Details = (pen, g) => {
  ribs(pen, g, 412, 324)
  vNeck(pen, g, 196)
  const seam = seamRgb(g)
  pen.stroke([CENTRE, 196, CENTRE, 412], 2.5, seam)
  for (let i = 0; i < 5; i++) pen.ellipse(CENTRE + 8, 212 + i * 40, 5, 5, shaded(clothRgb(g), 0.5))
  if (g.crest) drawCrest(pen, g.crest, 222, 162, 22)
}

const sweatshirt: Details = (pen, g) => {
  ribs(pen, g, 410, 322)
  const cloth = clothRgb(g)
  pen.ellipse(CENTRE, 86, 30, 15, shaded(cloth, 0.4))
  pen.ring(CENTRE, 88, 34, 19, 7, shaded(cloth, 0.12))
  if (g.crest) drawCrest(pen, g.crest, 220, 160, 32)
}

const poloShirt: Details = (pen, g) => {
  const cloth = clothRgb(g)
  const seam = seamRgb(g)
  pen.rect(171, 92, 18, 70, shaded(cloth, 0.06))
  pen.stroke([171, 92, 171, 162, 189, 162, 189, 92], 1.5, seam)
  for (const y of [112, 140]) pen.ellipse(CENTRE, y, 3.5, 3.5, seam)
  both((side) => {
    const collar = [CENTRE, 100, sx(206, side), 72, sx(228, side), 80, sx(206, side), 122]
    pen.polygon(collar, shaded(cloth, -0.05))
    pen.stroke(collar, 2, seam, true)
    pen.stroke([sx(258, side), 90, sx(250, side), 150], 1.5, seam)
  })
  if (g.crest) drawCrest(pen, g.crest, 222, 146, 22)
}

const shirt: Details = (pen, g) => {
  const seam = seamRgb(g)
  const cloth = clothRgb(g)
  pen.stroke([CENTRE, 100, CENTRE, 410], 2, seam)
  for (let i = 0; i < 6; i++) pen.ellipse(CENTRE, 130 + i * 46, 3.5, 3.5, seam)
  both((side) => {
    const collar = [CENTRE, 102, sx(204, side), 70, sx(224, side), 76, sx(202, side), 124]
    pen.polygon(collar, shaded(cloth, 0.03))
    pen.stroke(collar, 2, seam, true)
    pen.stroke([sx(268, side), 318, sx(298, side), 312], 2, seam)
  })
  pen.stroke([200, 170, 236, 170, 236, 210, 218, 218, 200, 210, 200, 170], 1.5, seam)
}

const ginghamDress: Details = (pen, g) => {
  const seam = seamRgb(g)
  pen.stroke([120, 236, 240, 236], 3, seam)
  both((side) => {
    const collar = [CENTRE, 98, sx(206, side), 80, ...curveTo(sx(206, side), 80, sx(230, side), 118, CENTRE + side * 2, 128, 8)]
    pen.polygon(collar, [252, 252, 252])
    pen.stroke(collar, 1.5, [170, 170, 170], true)
    pen.stroke([sx(226, side), 240, sx(258, side), 418], 1.5, seam)
  })
}

const pinaforeDress: Details = (pen, g) => {
  const seam = seamRgb(g)
  pen.stroke([122, 232, 238, 232], 3, seam)
  for (const x of [150, 165, 195, 210]) pen.stroke([x, 234, CENTRE + (x - CENTRE) * 1.9, 424], 2, seam)
  both((side) => pen.ellipse(sx(222, side), 96, 5, 5, shaded(clothRgb(g), 0.5)))
}

const skirt: Details = (pen, g) => {
  const seam = seamRgb(g)
  pen.stroke([112, 112, 248, 112], 2.5, seam)
  for (let i = -3; i <= 3; i++) pen.stroke([CENTRE + i * 18, 114, CENTRE + i * 34, 398], 2, seam)
  pen.ellipse(236, 100, 4.5, 4.5, shaded(clothRgb(g), 0.5))
}

const trousers: Details = (pen, g) => {
  const seam = seamRgb(g)
  pen.stroke([118, 84, 242, 84], 2.5, seam)
  pen.stroke([CENTRE, 86, CENTRE + 6, 150, CENTRE + 2, 166], 2, seam)
  both((side) => {
    pen.stroke([sx(212, side), 100, sx(222, side), 436], 1.5, shaded(clothRgb(g), 0.18))
    pen.stroke([sx(222, side), 86, ...curveTo(sx(222, side), 86, sx(230, side), 118, sx(246, side), 126, 6)], 2, seam)
    pen.rect(sx(206, side) - 3, 62, 6, 24, shaded(clothRgb(g), 0.2))
  })
}

const tie: Details = (pen, g) => {
  const seam = seamRgb(g)
  pen.stroke([160, 58, 200, 58, 194, 100, 166, 100], 2, seam, true)
}

const DETAILS: Record<GarmentKind, Details> = {
  blazer, jumper, cardigan, sweatshirt, poloShirt, shirt, ginghamDress, pinaforeDress, skirt, trousers, tie,
}
