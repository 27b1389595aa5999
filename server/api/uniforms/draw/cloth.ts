// What a garment is made of, as a paint: its colour, its tartan or its stripes; and the name tape that makes a
// picture personal. Shared by the garments laid flat and the garments worn.

import type { GarmentDrawing } from './drawing.js'
import { GINGHAM_COLOURS, rgbOf, shaded, SCHOOL_COLOURS, type Rgb } from './palette.js'
import { diagonalStripes, gingham, tartan } from './patterns.js'
import type { Paint, Pen } from './pen.js'

export function clothRgb(garment: GarmentDrawing): Rgb {
  return rgbOf(garment.colour)
}

export function clothPaint(garment: GarmentDrawing): Paint {
  const ground = clothRgb(garment)
  if (garment.kind === 'ginghamDress') return gingham(ground)
  const trim = garment.trim ? rgbOf(garment.trim) : null
  if (garment.pattern === 'tartan') return tartan(ground, trim ?? SCHOOL_COLOURS.White, SCHOOL_COLOURS['Bottle Green'])
  if (garment.pattern === 'striped' && trim) return diagonalStripes(ground, trim)
  return ground
}

/** The colour of seams and edges: the cloth darkened, or a grey edge for white cloth. */
export function seamRgb(garment: GarmentDrawing): Rgb {
  return shaded(clothRgb(garment), garment.colour in GINGHAM_COLOURS ? 0.4 : 0.32)
}

/** A white name tape with a pupil's name written on it (too small to read). */
export function drawNameTape(pen: Pen, x: number, y: number, width: number): void {
  const height = width * 0.32
  pen.rect(x, y, width, height, [252, 252, 252])
  pen.stroke([x, y, x + width, y, x + width, y + height, x, y + height], 1, [150, 150, 150], true)
  const letters = 6
  for (let i = 0; i < letters; i++) {
    const lx = x + width * (0.12 + (0.76 * i) / letters)
    pen.stroke([lx, y + height * 0.7, lx + width * 0.05, y + height * 0.3, lx + width * 0.09, y + height * 0.68], 1.4, [30, 40, 90])
  }
}
