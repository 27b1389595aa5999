// The picture of a generated sighting: a small landscape (sky, sun, hills) drawn from a hash of its image
// id, so the same sighting always shows the same harmless picture, at the sighting's own proportions.

import { createHash } from 'node:crypto'
import { Jimp } from 'jimp'

/** Largest side of a generated "original": the sighting may claim 6000 px, the demo need not draw them. */
export const GENERATED_ORIGINAL_MAX = 1600
const DEFAULT_SHAPE = { width: 1600, height: 1200 }

export interface PictureShape {
  width: number | null
  height: number | null
  orientation: number | null
}

export type Rgb = [number, number, number]

/** A stream of numbers in [0, 1) from the id: the same id always gives the same scene. */
function randomsOf(imageId: string): () => number {
  const bytes = createHash('sha256').update(imageId).digest()
  let i = 0
  return () => {
    const value = bytes.readUInt16BE(i % 30) / 65536
    i += 2
    return value
  }
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h * 12) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** The picture's size in pixels: the displayed proportions (an orientation above 4 turns the image a quarter). */
export function pictureSize(shape: PictureShape, longSide: number | null): { width: number; height: number } {
  const known = shape.width && shape.height && shape.width > 0 && shape.height > 0
  let width = known ? shape.width! : DEFAULT_SHAPE.width
  let height = known ? shape.height! : DEFAULT_SHAPE.height
  if ((shape.orientation ?? 1) > 4) [width, height] = [height, width]
  const limit = longSide ?? GENERATED_ORIGINAL_MAX
  const scale = Math.min(1, limit / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** A generated landscape, as drawn by colourAt: also the scene of the synthetic camera (server/api/camid/sensor). */
export interface Scene {
  skyTop: Rgb
  skyBottom: Rgb
  sun: { x: number; y: number; r: number; colour: Rgb }
  hills: { base: number; amplitude: number; frequency: number; phase: number; colour: Rgb }[]
}

export function sceneOf(imageId: string): Scene {
  const next = randomsOf(imageId)
  const hue = next()
  const hills = [0.55, 0.68, 0.8].map((base, i) => ({
    base: base + next() * 0.08,
    amplitude: 0.04 + next() * 0.08,
    frequency: 1 + next() * 3,
    phase: next() * Math.PI * 2,
    colour: hsl((hue + 0.25 + next() * 0.15) % 1, 0.35 + next() * 0.3, 0.45 - i * 0.1),
  }))
  return {
    skyTop: hsl(hue, 0.55, 0.35 + next() * 0.2),
    skyBottom: hsl((hue + 0.08) % 1, 0.6, 0.75 + next() * 0.15),
    sun: { x: 0.15 + next() * 0.7, y: 0.15 + next() * 0.25, r: 0.06 + next() * 0.06, colour: hsl((hue + 0.5) % 1, 0.9, 0.7) },
    hills,
  }
}

/** The scene's colour at (u, v), each in [0, 1) across the picture; aspect is width / height. */
export function colourAt(scene: Scene, u: number, v: number, aspect: number): Rgb {
  for (let i = scene.hills.length - 1; i >= 0; i--) {
    const hill = scene.hills[i]!
    if (v >= hill.base - hill.amplitude * Math.sin(u * hill.frequency * Math.PI + hill.phase)) return hill.colour
  }
  const dx = (u - scene.sun.x) * aspect
  const dy = v - scene.sun.y
  if (dx * dx + dy * dy <= scene.sun.r * scene.sun.r) return scene.sun.colour
  return mix(scene.skyTop, scene.skyBottom, v)
}

/** A PNG of the sighting's generated picture; longSide null draws the "original" (capped). */
export async function drawGeneratedPicture(imageId: string, shape: PictureShape, longSide: number | null): Promise<Buffer> {
  const { width, height } = pictureSize(shape, longSide)
  const scene = sceneOf(imageId)
  const image = new Jimp({ width, height, color: 0x000000ff })
  const data = image.bitmap.data
  const aspect = width / height
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colourAt(scene, x / width, y / height, aspect)
      const at = (y * width + x) * 4
      data[at] = r
      data[at + 1] = g
      data[at + 2] = b
      data[at + 3] = 255
    }
  }
  return image.getBuffer('image/png')
}
