// Drawing in a picture's own design units (a logo is 400 wide, a garment 360 by 480) whatever size it is drawn at:
// the pen carries the transform from design units to pixels (scale, turn, shift of the photo's framing) and turns
// ellipses, curves and strokes into the outlines the raster fills.

import type { Rgb } from './palette.js'
import type { FillRule, Raster, Shade } from './raster.js'

/** A colour, or a colour by position in design units (a pattern that turns and scales with the garment). */
export type Paint = Rgb | ((x: number, y: number) => Rgb)

/** x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = [number, number, number, number, number, number]

export class Pen {
  private matrix: Matrix
  private readonly saved: Matrix[] = []

  constructor(readonly raster: Raster, pixelsPerUnit: number) {
    this.matrix = [pixelsPerUnit, 0, 0, pixelsPerUnit, 0, 0]
  }

  save(): void {
    this.saved.push([...this.matrix])
  }

  restore(): void {
    const matrix = this.saved.pop()
    if (matrix) this.matrix = matrix
  }

  translate(x: number, y: number): void {
    const [a, b, c, d, e, f] = this.matrix
    this.matrix = [a, b, c, d, e + a * x + c * y, f + b * x + d * y]
  }

  scale(sx: number, sy = sx): void {
    const [a, b, c, d, e, f] = this.matrix
    this.matrix = [a * sx, b * sx, c * sy, d * sy, e, f]
  }

  /** Turns clockwise on the picture (y grows downwards) by `degrees`. */
  rotate(degrees: number): void {
    const r = (degrees * Math.PI) / 180
    const cos = Math.cos(r)
    const sin = Math.sin(r)
    const [a, b, c, d, e, f] = this.matrix
    this.matrix = [a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, e, f]
  }

  /** About how many pixels one design unit spans: how finely curves are cut into segments. */
  get pixelsPerUnit(): number {
    const [a, b, c, d] = this.matrix
    return Math.sqrt(Math.abs(a * d - b * c))
  }

  /** Fills outlines given in design units. */
  fill(contours: readonly (readonly number[])[], paint: Paint, rule: FillRule = 'nonzero', opacity = 1): void {
    const [a, b, c, d, e, f] = this.matrix
    const inPixels = contours.map((points) => {
      const out = new Array<number>(points.length)
      for (let i = 0; i < points.length; i += 2) {
        const x = points[i]!
        const y = points[i + 1]!
        out[i] = a * x + c * y + e
        out[i + 1] = b * x + d * y + f
      }
      return out
    })
    this.raster.fill(inPixels, this.shadeOf(paint), rule, opacity)
  }

  polygon(points: readonly number[], paint: Paint, opacity = 1): void {
    this.fill([points], paint, 'nonzero', opacity)
  }

  rect(x: number, y: number, width: number, height: number, paint: Paint, opacity = 1): void {
    this.fill([[x, y, x + width, y, x + width, y + height, x, y + height]], paint, 'nonzero', opacity)
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, opacity = 1): void {
    this.fill([this.ellipsePoints(cx, cy, rx, ry)], paint, 'nonzero', opacity)
  }

  /** A ring: the outer ellipse less the inner one. */
  ring(cx: number, cy: number, rx: number, ry: number, thickness: number, paint: Paint): void {
    const outer = this.ellipsePoints(cx, cy, rx, ry)
    const inner = this.ellipsePoints(cx, cy, rx - thickness, ry - thickness)
    this.fill([outer, inner], paint, 'evenodd')
  }

  ellipsePoints(cx: number, cy: number, rx: number, ry: number, from = 0, to = 360): number[] {
    const pixels = Math.max(rx, ry) * this.pixelsPerUnit
    const full = Math.min(96, Math.max(12, Math.ceil(pixels * 1.2)))
    const steps = Math.max(3, Math.ceil((full * Math.abs(to - from)) / 360))
    const points: number[] = []
    for (let i = 0; i <= steps; i++) {
      if (i === steps && to - from >= 360) break
      const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180
      points.push(cx + rx * Math.cos(t), cy + ry * Math.sin(t))
    }
    return points
  }

  /** A line of `width` along the points, with round joins and ends. */
  stroke(points: readonly number[], width: number, paint: Paint, closed = false): void {
    const half = width / 2
    const pieces: number[][] = []
    const n = points.length >> 1
    const last = closed ? n : n - 1
    for (let i = 0; i < last; i++) {
      const ax = points[2 * i]!
      const ay = points[2 * i + 1]!
      const bx = points[(2 * (i + 1)) % (2 * n)]!
      const by = points[(2 * (i + 1) + 1) % (2 * n)]!
      const length = Math.hypot(bx - ax, by - ay)
      if (length === 0) continue
      const nx = (-(by - ay) / length) * half
      const ny = ((bx - ax) / length) * half
      pieces.push(clockwise([ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, ax - nx, ay - ny]))
    }
    if (half * this.pixelsPerUnit > 0.75) {
      for (let i = 0; i < n; i++) pieces.push(clockwise(this.ellipsePoints(points[2 * i]!, points[2 * i + 1]!, half, half)))
    }
    this.fill(pieces, paint, 'nonzero')
  }

  private shadeOf(paint: Paint): Rgb | Shade {
    if (typeof paint !== 'function') return paint
    // The pattern is defined in design units: each pixel centre is taken back through the inverse transform.
    const [a, b, c, d, e, f] = this.matrix
    const det = a * d - b * c
    const ia = d / det
    const ib = -b / det
    const ic = -c / det
    const id = a / det
    return (x, y) => {
      const dx = x - e
      const dy = y - f
      return paint(ia * dx + ic * dy, ib * dx + id * dy)
    }
  }
}

/** The same outline wound one way, so that nonzero filling joins overlapping pieces instead of cutting them. */
export function clockwise(points: number[]): number[] {
  let area = 0
  const n = points.length >> 1
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    area += points[2 * i]! * points[2 * j + 1]! - points[2 * j]! * points[2 * i + 1]!
  }
  if (area >= 0) return points
  const out: number[] = []
  for (let i = n - 1; i >= 0; i--) out.push(points[2 * i]!, points[2 * i + 1]!)
  return out
}

/** The right half of a symmetric outline (from the top of the centre line down to the bottom of it) made whole. */
export function mirrored(rightHalf: readonly number[], centreX: number): number[] {
  const out = [...rightHalf]
  for (let i = rightHalf.length - 2; i >= 0; i -= 2) out.push(2 * centreX - rightHalf[i]!, rightHalf[i + 1]!)
  return out
}

/** Points along a quadratic curve from (x0, y0) through the pull of (cx, cy) to (x1, y1), the start left out. */
export function curveTo(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, steps = 10): number[] {
  const out: number[] = []
  for (let i = 1; i <= steps; i++) {
    const t = i / steps
    const u = 1 - t
    out.push(u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1)
  }
  return out
}
