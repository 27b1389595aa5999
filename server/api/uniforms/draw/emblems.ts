// The emblems a school badge carries, each drawn as a bold silhouette in a box from -1 to 1 (y grows downwards),
// the way a badge is embroidered: one ink colour, with the field colour cutting the details back in.

import type { Emblem } from './drawing.js'
import type { Rgb } from './palette.js'
import { curveTo, mirrored, type Pen } from './pen.js'

type DrawEmblem = (pen: Pen, ink: Rgb, field: Rgb) => void

/** A star polygon: `points` tips at `outer`, notches at `inner`, the first tip straight up from (cx, cy). */
export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number): number[] {
  const out: number[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const t = -Math.PI / 2 + (i * Math.PI) / points
    out.push(cx + r * Math.cos(t), cy + r * Math.sin(t))
  }
  return out
}

/** A lion passant, facing the viewer's left with a forepaw raised, its tail curled over its back. */
const lion: DrawEmblem = (pen, ink) => {
  pen.ellipse(0.08, 0.06, 0.55, 0.24, ink)
  pen.ellipse(-0.32, 0.0, 0.3, 0.3, ink)
  pen.polygon(starPoints(-0.52, -0.3, 16, 0.38, 0.28), ink)
  pen.ellipse(-0.62, -0.28, 0.2, 0.19, ink)
  pen.ellipse(-0.82, -0.2, 0.13, 0.09, ink)
  pen.stroke([-0.36, 0.12, -0.5, 0.42, -0.78, 0.4], 0.15, ink)
  pen.stroke([-0.2, 0.15, -0.24, 0.74], 0.16, ink)
  pen.ellipse(-0.3, 0.76, 0.11, 0.055, ink)
  pen.stroke([0.42, 0.1, 0.52, 0.45, 0.44, 0.74], 0.17, ink)
  pen.ellipse(0.38, 0.76, 0.11, 0.055, ink)
  pen.stroke([0.22, 0.15, 0.18, 0.74], 0.15, ink)
  pen.ellipse(0.12, 0.76, 0.11, 0.055, ink)
  pen.stroke([0.6, 0.02, 0.82, -0.18, 0.72, -0.48, 0.84, -0.66], 0.06, ink)
  pen.polygon(starPoints(0.86, -0.72, 6, 0.13, 0.06), ink)
}

const cross: DrawEmblem = (pen, ink) => {
  pen.rect(-0.15, -0.88, 0.3, 1.76, ink)
  pen.rect(-0.62, -0.46, 1.24, 0.3, ink)
}

const tree: DrawEmblem = (pen, ink) => {
  pen.polygon([-0.2, 0.84, 0.2, 0.84, 0.09, 0.55, 0.08, 0.05, -0.08, 0.05, -0.09, 0.55], ink)
  pen.rect(-0.62, 0.8, 1.24, 0.08, ink)
  for (const [x, y, r] of [[0, -0.38, 0.42], [-0.42, -0.12, 0.32], [0.42, -0.12, 0.32], [-0.26, -0.64, 0.28], [0.26, -0.64, 0.28], [0, 0.02, 0.3]] as const) {
    pen.ellipse(x, y, r, r, ink)
  }
}

/** An oak leaf: rounded lobes either side of the midrib, the veins cut back in the field colour. */
const oakLeaf: DrawEmblem = (pen, ink, field) => {
  const half: number[] = [0, -0.9]
  const steps = 48
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const y = -0.9 + 1.6 * t
    const body = 0.46 * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.9)), 0.8)
    const lobes = 0.68 + 0.32 * Math.abs(Math.cos(4.5 * Math.PI * t))
    half.push(body * lobes, y)
  }
  half.push(0, 0.7)
  pen.polygon(mirrored(half, 0), ink)
  pen.stroke([0, 0.6, 0.06, 0.95], 0.08, ink)
  pen.stroke([0, -0.75, 0, 0.65], 0.045, field)
  for (const y of [-0.45, -0.15, 0.15]) {
    pen.stroke([0, y + 0.12, 0.24, y], 0.03, field)
    pen.stroke([0, y + 0.12, -0.24, y], 0.03, field)
  }
}

/** An open book, its pages ruled in the field colour. */
const book: DrawEmblem = (pen, ink, field) => {
  const page = [-0.05, -0.38, -0.88, -0.52, -0.88, 0.42, -0.05, 0.6]
  pen.polygon(page, ink)
  pen.polygon(page.map((v, i) => (i % 2 === 0 ? -v : v)), ink)
  pen.polygon([-0.92, 0.46, -0.05, 0.66, 0.05, 0.66, 0.92, 0.46, 0.92, 0.56, 0.05, 0.76, -0.05, 0.76, -0.92, 0.56], ink)
  for (const y of [-0.25, -0.05, 0.15, 0.35]) {
    pen.stroke([-0.75, y - 0.09, -0.18, y], 0.04, field)
    pen.stroke([0.75, y - 0.09, 0.18, y], 0.04, field)
  }
}

const star: DrawEmblem = (pen, ink) => {
  pen.polygon(starPoints(0, 0.06, 5, 0.92, 0.38), ink)
}

/** A heraldic rose: five outer petals, five inner ones, a seeded centre, barbs between the petals. */
const rose: DrawEmblem = (pen, ink, field) => {
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i + 0.5) * ((2 * Math.PI) / 5)
    pen.polygon([0.5 * Math.cos(t - 0.25), 0.5 * Math.sin(t - 0.25), 0.92 * Math.cos(t), 0.92 * Math.sin(t), 0.5 * Math.cos(t + 0.25), 0.5 * Math.sin(t + 0.25)], ink)
  }
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + i * ((2 * Math.PI) / 5)
    pen.ellipse(0.42 * Math.cos(t), 0.42 * Math.sin(t), 0.36, 0.36, ink)
  }
  pen.ellipse(0, 0, 0.4, 0.4, field)
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i + 0.5) * ((2 * Math.PI) / 5)
    pen.ellipse(0.2 * Math.cos(t), 0.2 * Math.sin(t), 0.19, 0.19, ink)
  }
  pen.ellipse(0, 0, 0.1, 0.1, field)
}

/** A thistle: the crowned head on its stem between two spiny leaves, the head's scales cut in the field colour. */
const thistle: DrawEmblem = (pen, ink, field) => {
  const crown: number[] = [-0.3, -0.12]
  for (let i = 0; i <= 8; i++) {
    const t = Math.PI * (1.15 + (0.7 * i) / 8)
    crown.push(0.62 * Math.cos(t), -0.12 + 0.62 * Math.sin(t), 0.3 * Math.cos(t + 0.06), -0.12 + 0.3 * Math.sin(t + 0.06))
  }
  crown.push(0.3, -0.12)
  pen.polygon(crown, ink)
  pen.ellipse(0, 0.12, 0.3, 0.28, ink)
  pen.stroke([0, 0.36, 0, 0.92], 0.1, ink)
  for (const side of [-1, 1]) {
    const leaf: number[] = [0, 0.78]
    for (let i = 1; i <= 6; i++) leaf.push(side * 0.12 * i, 0.78 - 0.07 * i - (i % 2 === 0 ? 0.1 : 0))
    for (let i = 5; i >= 1; i--) leaf.push(side * 0.11 * i, 0.84 - 0.05 * i)
    pen.polygon(leaf, ink)
  }
  for (const d of [-0.16, 0, 0.16]) {
    pen.stroke([d - 0.2, -0.02, d + 0.14, 0.34], 0.025, field)
    pen.stroke([d + 0.2, -0.02, d - 0.14, 0.34], 0.025, field)
  }
}

/** A castle: a crenellated wall between two towers and a keep, its gate and windows in the field colour. */
const castle: DrawEmblem = (pen, ink, field) => {
  const merlons = (x: number, width: number, y: number) => {
    const count = Math.max(2, Math.round(width / 0.14))
    const step = width / (2 * count - 1)
    for (let i = 0; i < count; i++) pen.rect(x + 2 * i * step, y - 0.13, step, 0.14, ink)
  }
  pen.rect(-0.66, -0.12, 1.32, 0.96, ink)
  merlons(-0.66, 1.32, -0.11)
  for (const x of [-0.88, 0.46]) {
    pen.rect(x, -0.5, 0.42, 1.34, ink)
    merlons(x, 0.42, -0.49)
  }
  pen.rect(-0.2, -0.66, 0.4, 0.6, ink)
  merlons(-0.2, 0.4, -0.65)
  pen.rect(-0.17, 0.42, 0.34, 0.42, field)
  pen.ellipse(0, 0.42, 0.17, 0.17, field)
  for (const x of [-0.72, 0.62]) pen.rect(x, -0.3, 0.1, 0.2, field)
  pen.rect(-0.05, -0.5, 0.1, 0.18, field)
}

/** A sailing ship on waves. */
const ship: DrawEmblem = (pen, ink) => {
  pen.polygon([-0.88, 0.28, 0.88, 0.28, 0.62, 0.62, -0.62, 0.62], ink)
  pen.stroke([0, 0.3, 0, -0.84], 0.07, ink)
  pen.polygon([0.07, -0.74, 0.08, 0.18, 0.66, 0.18, ...curveTo(0.66, 0.18, 0.5, -0.3, 0.07, -0.74)], ink)
  pen.polygon([-0.07, -0.6, -0.08, 0.18, -0.58, 0.18, ...curveTo(-0.58, 0.18, -0.42, -0.22, -0.07, -0.6)], ink)
  pen.polygon([0, -0.92, 0.3, -0.84, 0, -0.76], ink)
  const wave: number[] = []
  for (let i = 0; i <= 16; i++) wave.push(-0.9 + (1.8 * i) / 16, 0.8 + 0.05 * Math.sin(i * Math.PI * 0.75))
  pen.stroke(wave, 0.08, ink)
}

/** A torch: tapered handle, cup, and a flame with its heart in the field colour. */
const torch: DrawEmblem = (pen, ink, field) => {
  pen.polygon([-0.13, 0.02, 0.13, 0.02, 0.06, 0.92, -0.06, 0.92], ink)
  pen.polygon([-0.34, -0.2, 0.34, -0.2, 0.17, 0.04, -0.17, 0.04], ink)
  const flame = (scale: number, dy: number) => [
    0, -0.24 + dy,
    ...curveTo(0, -0.24 + dy, -0.42 * scale, -0.3 + dy, -0.24 * scale, -0.62 * scale + dy),
    ...curveTo(-0.24 * scale, -0.62 * scale + dy, -0.12 * scale, -0.82 * scale + dy, 0.02, -0.98 * scale + dy),
    ...curveTo(0.02, -0.98 * scale + dy, 0.14 * scale, -0.72 * scale + dy, 0.3 * scale, -0.6 * scale + dy),
    ...curveTo(0.3 * scale, -0.6 * scale + dy, 0.42 * scale, -0.3 + dy, 0, -0.24 + dy),
  ]
  pen.polygon(flame(1, 0), ink)
  pen.polygon(flame(0.55, -0.02), field)
}

/** A bird in flight, wings raised. */
const bird: DrawEmblem = (pen, ink) => {
  pen.ellipse(0, 0.12, 0.4, 0.14, ink)
  pen.ellipse(0.42, 0.0, 0.14, 0.13, ink)
  pen.polygon([0.52, -0.04, 0.74, 0.03, 0.52, 0.08], ink)
  pen.polygon([-0.32, 0.08, -0.78, -0.06, -0.72, 0.14, -0.8, 0.34, -0.3, 0.2], ink)
  pen.polygon([-0.12, 0.06, ...curveTo(-0.12, 0.06, -0.5, -0.2, -0.92, -0.58), ...curveTo(-0.92, -0.58, -0.4, -0.3, 0.12, 0.1)], ink)
  pen.polygon([0.02, 0.04, ...curveTo(0.02, 0.04, 0.3, -0.35, 0.78, -0.72), ...curveTo(0.78, -0.72, 0.5, -0.2, 0.26, 0.1)], ink)
}

/** A crown: five points, balls on three, its band set with jewels in the field colour. */
const crown: DrawEmblem = (pen, ink, field) => {
  pen.polygon([-0.72, 0.3, -0.82, -0.42, -0.4, -0.04, 0, -0.6, 0.4, -0.04, 0.82, -0.42, 0.72, 0.3], ink)
  pen.rect(-0.74, 0.26, 1.48, 0.34, ink)
  for (const [x, y] of [[-0.82, -0.5], [0, -0.7], [0.82, -0.5]] as const) pen.ellipse(x, y, 0.11, 0.11, ink)
  for (const x of [-0.45, 0, 0.45]) pen.ellipse(x, 0.43, 0.08, 0.08, field)
}

export const EMBLEM_DRAWINGS: Record<Emblem, DrawEmblem> = {
  Lion: lion,
  Cross: cross,
  Tree: tree,
  'Oak Leaf': oakLeaf,
  Book: book,
  Star: star,
  Rose: rose,
  Thistle: thistle,
  Castle: castle,
  Ship: ship,
  Torch: torch,
  Bird: bird,
  Crown: crown,
}
