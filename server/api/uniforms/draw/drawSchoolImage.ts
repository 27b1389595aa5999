// Draws a demo school picture from its description as data: a badge, a garment laid flat, or a figure wearing an
// outfit, framed as its photo was (turned, scaled, shifted, on its backdrop). Deterministic: the same drawing at
// the same size is always the same pixels.

import { drawCrest, drawScroll } from './crest.js'
import { naturalSize, type ImageDrawing, type PhotoView } from './drawing.js'
import { drawFigure } from './figure.js'
import { drawFlatGarment } from './garments.js'
import { BACKDROPS, rgbOf, shaded } from './palette.js'
import { Pen } from './pen.js'
import { Raster } from './raster.js'

export interface DrawnImage {
  width: number
  height: number
  /** RGBA, row by row, fully opaque. */
  data: Uint8Array
}

/** The drawing at its natural size (400 by 400 for a logo, 360 by 480 for a garment), or shrunk to `maxSide`. */
export function drawSchoolImage(drawing: ImageDrawing, maxSide?: number): DrawnImage {
  const natural = naturalSize(drawing)
  const factor = maxSide ? Math.min(1, maxSide / Math.max(natural.width, natural.height)) : 1
  const width = Math.max(1, Math.round(natural.width * factor))
  const height = Math.max(1, Math.round(natural.height * factor))
  const backdrop = BACKDROPS[drawing.view.backdrop]
  const raster = new Raster(width, height, backdrop)
  const pen = new Pen(raster, width / natural.width)
  if (drawing.kind === 'body') pen.rect(0, natural.height * 0.86, natural.width, natural.height * 0.14, shaded(backdrop, 0.07))
  frame(pen, drawing.view, natural.width, natural.height)
  if (drawing.kind === 'logo') {
    const crest = drawing.crest
    drawCrest(pen, crest, 200, drawing.scroll ? 178 : 200, drawing.scroll ? 138 : 160)
    if (drawing.scroll) drawScroll(pen, rgbOf(crest.emblemColour), rgbOf(crest.field), 200, 340, 290)
  } else if (drawing.kind === 'product') {
    drawFlatGarment(pen, drawing.garment)
  } else {
    drawFigure(pen, drawing)
  }
  return { width, height, data: raster.data }
}

/** The photo's framing about the frame's centre. */
function frame(pen: Pen, view: PhotoView, width: number, height: number): void {
  pen.translate(width / 2 + view.dx * width, height / 2 + view.dy * height)
  pen.rotate(view.angle)
  pen.scale(view.scale)
  pen.translate(-width / 2, -height / 2)
}
