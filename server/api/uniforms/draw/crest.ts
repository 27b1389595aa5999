// A school badge: its shape in the field colour inside an edge of the emblem colour, the emblem in the middle, and
// for a logo a motto scroll beneath. Drawn about a centre at a size (the badge's half height), in design units, so
// that the same badge serves a logo picture and the breast of a blazer.

import type { CrestDrawing, CrestShape } from './drawing.js'
import { EMBLEM_DRAWINGS } from './emblems.js'
import { rgbOf, shaded, type Rgb } from './palette.js'
import { curveTo, mirrored, type Pen } from './pen.js'

/** The shape's outline in a box from -1 to 1, shrunk by `inset` (the edge's width). */
function outline(pen: Pen, shape: CrestShape, inset: number): number[] {
  const s = 1 - inset
  switch (shape) {
    case 'Shield':
      return mirrored([0, -0.9 * s, 0.82 * s, -0.9 * s, 0.82 * s, 0.1 * s, ...curveTo(0.82 * s, 0.1 * s, 0.78 * s, 0.72 * s, 0, 1.0 * s - inset * 0.3)], 0)
    case 'Roundel':
      return pen.ellipsePoints(0, 0, s, s)
    case 'Oval':
      return pen.ellipsePoints(0, 0, 0.76 * s, s)
    case 'Square': {
      const r = 0.2
      const e = 0.86 * s
      return [
        ...pen.ellipsePoints(e - r, -e + r, r, r, 270, 360),
        ...pen.ellipsePoints(e - r, e - r, r, r, 0, 90),
        ...pen.ellipsePoints(-e + r, e - r, r, r, 90, 180),
        ...pen.ellipsePoints(-e + r, -e + r, r, r, 180, 270),
      ]
    }
  }
}

/** The emblem's place inside the shape: a shield's point leaves less room below. */
const EMBLEM_PLACE: Record<CrestShape, { y: number; size: number }> = {
  Shield: { y: -0.04, size: 0.56 },
  Roundel: { y: 0, size: 0.52 },
  Oval: { y: 0, size: 0.5 },
  Square: { y: 0, size: 0.58 },
}

export function drawCrest(pen: Pen, crest: CrestDrawing, cx: number, cy: number, size: number): void {
  const ink = rgbOf(crest.emblemColour)
  const field = rgbOf(crest.field)
  pen.save()
  pen.translate(cx, cy)
  pen.scale(size)
  pen.polygon(outline(pen, crest.shape, 0), ink)
  pen.polygon(outline(pen, crest.shape, 0.1), field)
  if (crest.shape === 'Roundel') pen.ring(0, 0, 0.8, 0.8, 0.04, ink)
  const place = EMBLEM_PLACE[crest.shape]
  pen.translate(0, place.y)
  pen.scale(place.size)
  EMBLEM_DRAWINGS[crest.emblem](pen, ink, field)
  pen.restore()
}

/** A motto scroll under a logo's badge, its ends folded back, its lettering too small to read. */
export function drawScroll(pen: Pen, ribbon: Rgb, lettering: Rgb, cx: number, cy: number, width: number): void {
  const h = width * 0.13
  const half = width / 2
  const sag = width * 0.06
  const band = [
    -half, cy - h / 2 - sag,
    ...curveTo(-half, cy - h / 2 - sag, 0, cy - h / 2 + sag, half, cy - h / 2 - sag, 16),
    half, cy + h / 2 - sag,
    ...curveTo(half, cy + h / 2 - sag, 0, cy + h / 2 + sag, -half, cy + h / 2 - sag, 16),
  ].map((v, i) => (i % 2 === 0 ? v + cx : v))
  const fold = shaded(ribbon, 0.3)
  for (const side of [-1, 1]) {
    const x = cx + side * half
    pen.polygon([x, cy - h / 2 - sag + h * 0.3, x + side * h * 1.1, cy - h / 2 - sag + h * 0.35, x + side * h * 0.7, cy - sag + h * 0.3, x + side * h * 1.1, cy + h / 2 - sag + h * 0.3, x, cy + h / 2 - sag + h * 0.3], fold)
  }
  pen.polygon(band, ribbon)
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9
    const x = cx - half * 0.8 + width * 0.8 * t
    const y = cy - sag + 4 * t * (1 - t) * sag
    pen.rect(x - width * 0.025, y - h * 0.22, width * 0.05, h * 0.44, lettering)
  }
}
