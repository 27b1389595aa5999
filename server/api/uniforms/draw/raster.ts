// An RGBA picture and the one operation every demo drawing is made of: filling closed outlines with a colour or a
// colour function. Edges are anti-aliased by coverage: each pixel row is sampled on four sub-rows, and on each the
// inside spans add their exact horizontal overlap with every pixel, so that shapes look drawn, not stair-stepped,
// and a small picture is not a different picture from a large one.

import type { Rgb } from './palette.js'

/** The colour at a pixel's centre, for a filled shape whose colour varies (a check, a tartan, stripes). */
export type Shade = (x: number, y: number) => Rgb
/** Nonzero fills overlapping pieces as one (a stroke's segments); even-odd cuts holes with any winding. */
export type FillRule = 'nonzero' | 'evenodd'

const SUB_ROWS = 4
const SUB_WEIGHT = 1 / SUB_ROWS

export class Raster {
  readonly data: Uint8Array
  /** A pixel's coverage by the row's partly covered ends, and a running difference for the fully covered runs. */
  private readonly ends: Float32Array
  private readonly runs: Float32Array

  constructor(readonly width: number, readonly height: number, background: Rgb) {
    this.data = new Uint8Array(width * height * 4)
    for (let i = 0; i < this.data.length; i += 4) {
      this.data[i] = background[0]
      this.data[i + 1] = background[1]
      this.data[i + 2] = background[2]
      this.data[i + 3] = 255
    }
    this.ends = new Float32Array(width + 2)
    this.runs = new Float32Array(width + 2)
  }

  /** Fills the outlines (each a flat list x0, y0, x1, y1, … in pixels, closed implicitly). */
  fill(contours: readonly (readonly number[])[], paint: Rgb | Shade, rule: FillRule = 'nonzero', opacity = 1): void {
    const edges = edgesOf(contours)
    if (edges.count === 0) return
    const top = Math.max(0, Math.floor(edges.minY))
    const bottom = Math.min(this.height, Math.ceil(edges.maxY))
    const left = Math.max(0, Math.floor(edges.minX))
    const right = Math.min(this.width - 1, Math.ceil(edges.maxX))
    if (top >= bottom || left > right) return
    const order = edges.byTop()
    const active: number[] = []
    const crossings: number[] = []
    const windings: number[] = []
    let next = 0
    for (let y = top; y < bottom; y++) {
      let touched = false
      for (let k = 0; k < SUB_ROWS; k++) {
        const sy = y + (k + 0.5) * SUB_WEIGHT
        while (next < order.length && edges.y0[order[next]!]! <= sy) active.push(order[next++]!)
        let live = 0
        crossings.length = 0
        windings.length = 0
        for (const e of active) {
          if (edges.y1[e]! <= sy) continue
          active[live++] = e
          if (edges.y0[e]! > sy) continue
          insertSorted(crossings, windings, edges.x0[e]! + (sy - edges.y0[e]!) * edges.slope[e]!, edges.direction[e]!)
        }
        active.length = live
        if (crossings.length > 1) touched = this.addSpans(crossings, windings, rule) || touched
      }
      if (touched) this.blendRow(y, left, right, paint, opacity)
    }
  }

  private addSpans(crossings: number[], windings: number[], rule: FillRule): boolean {
    let winding = 0
    let start = 0
    let any = false
    for (let i = 0; i < crossings.length; i++) {
      const wasInside = rule === 'nonzero' ? winding !== 0 : (winding & 1) === 1
      winding += windings[i]!
      const inside = rule === 'nonzero' ? winding !== 0 : (winding & 1) === 1
      if (inside && !wasInside) start = crossings[i]!
      else if (!inside && wasInside) any = this.addSpan(start, crossings[i]!) || any
    }
    return any
  }

  private addSpan(from: number, to: number): boolean {
    const a = Math.max(0, from)
    const b = Math.min(this.width, to)
    if (b <= a) return false
    const ia = Math.floor(a)
    const ib = Math.floor(b)
    if (ia === ib) {
      this.ends[ia]! += (b - a) * SUB_WEIGHT
      return true
    }
    this.ends[ia]! += (ia + 1 - a) * SUB_WEIGHT
    this.runs[ia + 1]! += SUB_WEIGHT
    this.runs[ib]! -= SUB_WEIGHT
    if (ib < this.width) this.ends[ib]! += (b - ib) * SUB_WEIGHT
    return true
  }

  private blendRow(y: number, left: number, right: number, paint: Rgb | Shade, opacity: number): void {
    const { data, ends, runs } = this
    const solid = typeof paint === 'function' ? null : paint
    let run = 0
    for (let x = left; x <= right; x++) {
      run += runs[x]!
      const cover = Math.min(1, ends[x]! + run) * opacity
      ends[x] = 0
      runs[x] = 0
      if (cover <= 0.002) continue
      const colour = solid ?? (paint as Shade)(x + 0.5, y + 0.5)
      const i = (y * this.width + x) * 4
      if (cover >= 0.998) {
        data[i] = colour[0]
        data[i + 1] = colour[1]
        data[i + 2] = colour[2]
      } else {
        data[i] = data[i]! + (colour[0] - data[i]!) * cover
        data[i + 1] = data[i + 1]! + (colour[1] - data[i + 1]!) * cover
        data[i + 2] = data[i + 2]! + (colour[2] - data[i + 2]!) * cover
      }
    }
    runs[right + 1] = 0
    ends[right + 1] = 0
  }
}

/** The non-horizontal edges of the outlines, top end first, with the way each ran (for the winding count). */
function edgesOf(contours: readonly (readonly number[])[]) {
  const x0: number[] = []
  const y0: number[] = []
  const y1: number[] = []
  const slope: number[] = []
  const direction: number[] = []
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (const points of contours) {
    const n = points.length >> 1
    for (let i = 0; i < n; i++) {
      const ax = points[2 * i]!
      const ay = points[2 * i + 1]!
      const j = (i + 1) % n
      const bx = points[2 * j]!
      const by = points[2 * j + 1]!
      minX = Math.min(minX, ax)
      maxX = Math.max(maxX, ax)
      minY = Math.min(minY, ay)
      maxY = Math.max(maxY, ay)
      if (ay === by) continue
      const down = by > ay
      x0.push(down ? ax : bx)
      y0.push(down ? ay : by)
      y1.push(down ? by : ay)
      slope.push((bx - ax) / (by - ay))
      direction.push(down ? 1 : -1)
    }
  }
  return {
    count: x0.length,
    x0,
    y0,
    y1,
    slope,
    direction,
    minX,
    maxX,
    minY,
    maxY,
    byTop: () => Array.from(x0, (_, i) => i).sort((a, b) => y0[a]! - y0[b]!),
  }
}

/** Crossings of one sub-row are few (a dozen at most): insertion keeps them ordered by x. */
function insertSorted(xs: number[], ws: number[], x: number, w: number): void {
  let i = xs.length
  xs.push(x)
  ws.push(w)
  while (i > 0 && xs[i - 1]! > x) {
    xs[i] = xs[i - 1]!
    ws[i] = ws[i - 1]!
    i--
  }
  xs[i] = x
  ws[i] = w
}
