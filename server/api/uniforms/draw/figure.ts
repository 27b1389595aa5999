// A plain standing figure in a 360 by 480 frame wearing an outfit: a mannequin-like body (a head without a face,
// hair, hands, legs) and the garments over it in the order they are worn, with its arms where its pose puts them.

import { drawCrest } from './crest.js'
import type { BodyDrawing, GarmentDrawing, GarmentKind } from './drawing.js'
import { clothPaint, clothRgb, drawNameTape, seamRgb } from './cloth.js'
import { rgbOf, shaded, type Rgb } from './palette.js'
import type { Paint, Pen } from './pen.js'

const CENTRE = 180
const UPPER_ARM = 84
const FOREARM = 78
const SLEEVE = 30
const TOPS: GarmentKind[] = ['blazer', 'jumper', 'cardigan', 'sweatshirt']

interface Outfit {
  top: GarmentDrawing | null
  shirt: GarmentDrawing | null
  tie: GarmentDrawing | null
  bottom: GarmentDrawing | null
  dress: GarmentDrawing | null
}

function outfitOf(garments: GarmentDrawing[]): Outfit {
  const find = (kinds: GarmentKind[]) => garments.find((g) => kinds.includes(g.kind)) ?? null
  return {
    top: find(TOPS),
    shirt: find(['shirt', 'poloShirt']),
    tie: find(['tie']),
    bottom: find(['skirt', 'trousers']),
    dress: find(['ginghamDress', 'pinaforeDress']),
  }
}

export function drawFigure(pen: Pen, body: BodyDrawing): void {
  const outfit = outfitOf(body.outfit)
  const skin = rgbOf(body.skin)
  const { pose } = body
  pen.save()
  pen.translate(CENTRE, 0)
  pen.scale(1 - 0.22 * Math.abs(pose.turn), 1)
  pen.translate(-CENTRE, 0)
  pen.ellipse(CENTRE, 452, 78, 10, [0, 0, 0], 0.14)
  const ankles: [number, number] = [CENTRE - 22 - pose.stance / 2, CENTRE + 22 + pose.stance / 2]
  drawLegs(pen, outfit, skin, ankles)
  drawTorso(pen, outfit)
  const sleeve = sleeveOf(outfit)
  drawArm(pen, -1, pose.leftArm, sleeve, skin)
  drawArm(pen, 1, pose.rightArm, sleeve, skin)
  pen.rect(169, 80, 22, 28, skin)
  pen.translate(pose.turn * 6, 0)
  pen.ellipse(CENTRE, 56, 26, 32, skin)
  pen.polygon(pen.ellipsePoints(CENTRE, 52, 29, 30, 180, 360), rgbOf(body.hair))
  pen.restore()
  if (body.outfit.some((g) => g.nameLabel)) drawNameTape(pen, 134, 160, 32)
}

function drawLegs(pen: Pen, outfit: Outfit, skin: Rgb, ankles: [number, number]): void {
  const hips = [CENTRE - 18, CENTRE + 18]
  const trousers = outfit.bottom?.kind === 'trousers' ? outfit.bottom : null
  ankles.forEach((ankle, i) => {
    if (!trousers) {
      pen.stroke([hips[i]!, 300, ankle, 436], 24, skin)
      pen.stroke([ankle + (hips[i]! - ankle) * 0.05, 418, ankle, 438], 25, [240, 240, 240])
    }
    pen.ellipse(ankle + (i === 0 ? -6 : 6), 448, 19, 9, [22, 22, 24])
  })
  if (trousers) {
    const paint = clothPaint(trousers)
    pen.polygon([134, 250, 226, 250, 228, 300, 132, 300], paint)
    ankles.forEach((ankle, i) => pen.stroke([hips[i]!, 290, ankle, 440], 36, paint))
    pen.stroke([CENTRE, 262, CENTRE, 300], 2, seamRgb(trousers))
  }
  const skirt = outfit.bottom?.kind === 'skirt' ? outfit.bottom : null
  if (skirt && !outfit.dress) {
    pen.polygon([138, 250, 222, 250, 242, 360, 118, 360], clothPaint(skirt))
    for (let i = -2; i <= 2; i++) pen.stroke([CENTRE + i * 14, 256, CENTRE + i * 21, 358], 1.5, seamRgb(skirt))
  }
}

const SHIRT_TORSO = [140, 108, 220, 108, 230, 126, 226, 262, 134, 262, 130, 126]

function drawTorso(pen: Pen, outfit: Outfit): void {
  const { shirt, tie, top, dress } = outfit
  if (dress?.kind === 'ginghamDress') return drawGinghamDress(pen, dress)
  if (shirt) {
    pen.polygon(SHIRT_TORSO, clothPaint(shirt))
    pen.stroke(SHIRT_TORSO, 2, seamRgb(shirt), true)
  }
  if (tie) {
    const paint = clothPaint(tie)
    pen.polygon([173, 104, 187, 104, 185, 118, 175, 118], paint)
    pen.polygon([175, 118, 185, 118, 190, 206, 180, 218, 170, 206], paint)
  }
  if (dress) drawPinafore(pen, dress)
  if (top) drawTop(pen, top)
  else if (shirt?.kind === 'poloShirt' && shirt.crest) drawCrest(pen, shirt.crest, 207, 148, 13)
  // The collar lies over a jumper's neck.
  if (shirt) drawCollar(pen, shirt)
}

function drawCollar(pen: Pen, shirt: GarmentDrawing): void {
  const paint = shaded(clothRgb(shirt), shirt.kind === 'shirt' ? 0.04 : -0.05)
  for (const side of [-1, 1]) {
    const collar = [CENTRE, 110, CENTRE + side * 14, 94, CENTRE + side * 28, 100, CENTRE + side * 12, 122]
    pen.polygon(collar, paint)
    pen.stroke(collar, 1.5, seamRgb(shirt), true)
  }
}

/** Torso outlines of the tops, and the V (or none) through which the shirt and tie show. */
const TOP_SHAPES: Record<string, { torso: number[]; opening: number[] | null; crest: [number, number, number] }> = {
  blazer: { torso: [128, 104, 232, 104, 242, 128, 240, 308, 120, 308, 118, 128], opening: [162, 102, 198, 102, 180, 200], crest: [207, 154, 16] },
  jumper: { torso: [132, 106, 228, 106, 236, 128, 232, 284, 128, 284, 124, 128], opening: [164, 104, 196, 104, 180, 172], crest: [207, 150, 14] },
  cardigan: { torso: [132, 106, 228, 106, 236, 128, 232, 284, 128, 284, 124, 128], opening: [164, 104, 196, 104, 180, 192], crest: [208, 152, 14] },
  sweatshirt: { torso: [130, 104, 230, 104, 238, 128, 234, 284, 126, 284, 122, 128], opening: null, crest: [207, 152, 16] },
}

function drawTop(pen: Pen, top: GarmentDrawing): void {
  const shape = TOP_SHAPES[top.kind]!
  const cloth = clothRgb(top)
  const seam = seamRgb(top)
  pen.fill(shape.opening ? [shape.torso, shape.opening] : [shape.torso], clothPaint(top), 'evenodd')
  pen.stroke(shape.torso, 2, seam, true)
  const trim = top.trim ? rgbOf(top.trim) : null
  if (top.kind === 'blazer') {
    for (const side of [-1, 1]) {
      const lapel = [CENTRE + side * 18, 102, CENTRE + side * 34, 104, CENTRE + side * 40, 136, CENTRE + side * 30, 142, CENTRE + side * 4, 204]
      pen.stroke(lapel, trim ? 3 : 2, trim ?? seam)
    }
    pen.stroke([CENTRE, 200, CENTRE, 306], 2, trim ?? seam)
    for (const y of [228, 262]) pen.ellipse(CENTRE + 5, y, 4, 4, trim ?? shaded(cloth, 0.5))
  } else if (shape.opening) {
    const [x0, y0, x1, y1, xv, yv] = shape.opening as [number, number, number, number, number, number]
    pen.stroke([x0, y0, xv, yv, x1, y1], 6, trim ?? shaded(cloth, 0.14))
    pen.polygon([128, 270, 232, 270, 232, 284, 128, 284], shaded(cloth, 0.14))
    if (top.kind === 'cardigan') {
      pen.stroke([CENTRE, 192, CENTRE, 284], 2, seam)
      for (let i = 0; i < 3; i++) pen.ellipse(CENTRE + 5, 206 + i * 26, 3.5, 3.5, shaded(cloth, 0.5))
    }
  } else {
    pen.ring(CENTRE, 106, 24, 10, 5, shaded(cloth, 0.14))
    pen.polygon([128, 270, 232, 270, 232, 284, 128, 284], shaded(cloth, 0.14))
  }
  if (top.crest) drawCrest(pen, top.crest, ...shape.crest)
}

function drawGinghamDress(pen: Pen, dress: GarmentDrawing): void {
  const paint = clothPaint(dress)
  const bodice = [138, 106, 222, 106, 228, 126, 226, 238, 134, 238, 132, 126]
  const skirt = [134, 234, 226, 234, 254, 372, 106, 372]
  pen.polygon(skirt, paint)
  pen.polygon(bodice, paint)
  pen.stroke([134, 236, 226, 236], 2.5, seamRgb(dress))
  for (const side of [-1, 1]) pen.ellipse(CENTRE + side * 11, 110, 14, 9, [252, 252, 252])
}

function drawPinafore(pen: Pen, dress: GarmentDrawing): void {
  const paint = clothPaint(dress)
  pen.polygon([146, 140, 214, 140, 222, 240, 252, 372, 108, 372, 138, 240], paint)
  for (const side of [-1, 1]) pen.stroke([CENTRE + side * 30, 108, CENTRE + side * 30, 142], 12, paint)
  pen.stroke([138, 240, 222, 240], 2, seamRgb(dress))
}

/** Long sleeves of the top or the shirt, or short ones with the forearm bare. */
function sleeveOf(outfit: Outfit): { paint: Paint; seam: Rgb; short: boolean } | null {
  const garment = outfit.top ?? (outfit.dress?.kind === 'ginghamDress' ? outfit.dress : outfit.shirt)
  if (!garment) return null
  return { paint: clothPaint(garment), seam: seamRgb(garment), short: garment.kind === 'poloShirt' || garment.kind === 'ginghamDress' }
}

function drawArm(pen: Pen, side: -1 | 1, [shoulderAngle, bend]: [number, number], sleeve: { paint: Paint; seam: Rgb; short: boolean } | null, skin: Rgb): void {
  const sx = CENTRE + side * 46
  const sy = 122
  const a1 = (shoulderAngle * Math.PI) / 180
  const a2 = ((shoulderAngle - bend) * Math.PI) / 180
  const ex = sx + side * UPPER_ARM * Math.sin(a1)
  const ey = sy + UPPER_ARM * Math.cos(a1)
  const wx = ex + side * FOREARM * Math.sin(a2)
  const wy = ey + FOREARM * Math.cos(a2)
  if (!sleeve) {
    pen.stroke([sx, sy, ex, ey, wx, wy], 22, skin)
  } else if (sleeve.short) {
    pen.stroke([sx, sy, ex, ey, wx, wy], 21, skin)
    pen.stroke([sx, sy, sx + (ex - sx) * 0.45, sy + (ey - sy) * 0.45], SLEEVE + 2, sleeve.paint)
  } else {
    pen.stroke([sx, sy, ex, ey, wx, wy], SLEEVE, sleeve.paint)
    pen.stroke([ex, ey, ex + (wx - ex) * 0.3, ey + (wy - ey) * 0.3], 1.5, sleeve.seam)
  }
  pen.ellipse(wx + side * FOREARM * 0.12 * Math.sin(a2), wy + FOREARM * 0.12 * Math.cos(a2), 11, 12, skin)
}
