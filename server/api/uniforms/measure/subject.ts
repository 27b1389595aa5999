// The subject of a photo, stood upright and resampled to one grid: what the perceptual measure reads. Photos of one
// garment or badge differ in how near the camera was, where the subject sat, how far it was turned and what it
// lay on; this takes those away. The backdrop is the colour round the picture's edge; the subject, what differs
// from it; its turn, the tilt of its edges (most of a garment's or a badge's run across or along it); its frame,
// the box it fills once turned upright. What is not the subject reads as white, whatever the backdrop was.


/** The working copy's longest side: enough for a badge on a blazer to show, and quick to read. */
const WORK_SIDE = 192
/** The subject is resampled to this many cells a side: what every part of the measure reads. */
export const CELLS = 64
/** Each cell is the mean of this many samples a side. */
const SAMPLES = 3
/** A colour this near the backdrop's is not the subject (a floor, a fold in the sheet); at twice this, wholly it. */
const SUBJECT_DISTANCE = 36
/** Turns beyond this are not a photo's tilt (a striped tie's stripes lie at 45°): such a subject is left as it is. */
const MAX_TURN = (20 * Math.PI) / 180
/** Below this share of agreement, the edges say nothing of a turn (a round badge, a noisy photo). */
const TURN_AGREEMENT = 0.05
/** Positions along each turned axis are counted in quarter pixels. */
const BINS_PER_PIXEL = 4

export type Rgb = [number, number, number]

/** Any picture as the measure reads it: drawn or decoded from an upload. */
export interface Pixels {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8Array
}

/** A picture as sRGB values on white, averaged down to at most WORK_SIDE a side. */
interface WorkingCopy {
  width: number
  height: number
  rgb: Float32Array
}

/** The subject's frame: its turn, and the box it fills once turned upright, about the picture's centre. */
interface Frame {
  turn: number
  cx: number
  cy: number
  u0: number
  u1: number
  v0: number
  v1: number
}

/** The subject as CELLS by CELLS cells: each cell's mean colour, and how much of it is the subject (0 to 1). */
export interface SubjectCells {
  colours: Float64Array
  weights: Float64Array
}

export function subjectCells(pixels: Pixels): SubjectCells {
  const copy = workingCopy(pixels)
  const backdrop = edgeColour(copy)
  return cellMeans(copy, subjectFrame(copy, backdrop, uprightTurn(copy)), backdrop)
}

/** How much a colour is the subject: 0 near the backdrop's colour, 1 clearly away from it, between on an edge. */
export function subjectWeightOf(r: number, g: number, b: number, backdrop: Rgb): number {
  const dr = r - backdrop[0]
  const dg = g - backdrop[1]
  const db = b - backdrop[2]
  return Math.max(0, Math.min(1, Math.sqrt(dr * dr + dg * dg + db * db) / SUBJECT_DISTANCE - 1))
}

/**
 * The picture averaged down to WORK_SIDE (each pixel shared among the copy's pixels it overlaps, so that a thumbnail
 * and the full picture read alike), transparent parts as on white. A large photo is read every few pixels.
 */
function workingCopy({ width, height, data }: Pixels): WorkingCopy {
  const factor = Math.min(1, WORK_SIDE / Math.max(width, height))
  if (factor === 1) return onWhite({ width, height, data })
  const w = Math.max(1, Math.round(width * factor))
  const h = Math.max(1, Math.round(height * factor))
  const sums = new Float64Array(w * h * 3)
  const weights = new Float64Array(w * h)
  const stride = Math.max(1, Math.floor(1 / factor / 3))
  const sx = w / width
  const sy = h / height
  for (let y = 0; y < height; y += stride) {
    const top = y * sy
    const bottom = Math.min(h, (y + stride) * sy)
    for (let x = 0; x < width; x += stride) {
      const i = (y * width + x) * 4
      const alpha = data[i + 3]! / 255
      const over = 255 * (1 - alpha)
      const r = data[i]! * alpha + over
      const g = data[i + 1]! * alpha + over
      const b = data[i + 2]! * alpha + over
      const left = x * sx
      const right = Math.min(w, (x + stride) * sx)
      for (let row = Math.floor(top); row < bottom && row < h; row++) {
        const wy = Math.min(bottom, row + 1) - Math.max(top, row)
        if (wy <= 0) continue
        for (let column = Math.floor(left); column < right && column < w; column++) {
          const wx = Math.min(right, column + 1) - Math.max(left, column)
          if (wx <= 0) continue
          const at = row * w + column
          sums[at * 3]! += r * wx * wy
          sums[at * 3 + 1]! += g * wx * wy
          sums[at * 3 + 2]! += b * wx * wy
          weights[at]! += wx * wy
        }
      }
    }
  }
  const rgb = new Float32Array(w * h * 3)
  for (let at = 0; at < w * h; at++) {
    for (let c = 0; c < 3; c++) rgb[at * 3 + c] = weights[at]! > 0 ? sums[at * 3 + c]! / weights[at]! : 255
  }
  return { width: w, height: h, rgb }
}

/** A picture small enough as it is: its pixels as on white. */
function onWhite({ width, height, data }: Pixels): WorkingCopy {
  const rgb = new Float32Array(width * height * 3)
  for (let at = 0; at < width * height; at++) {
    const alpha = data[at * 4 + 3]! / 255
    const over = 255 * (1 - alpha)
    rgb[at * 3] = data[at * 4]! * alpha + over
    rgb[at * 3 + 1] = data[at * 4 + 1]! * alpha + over
    rgb[at * 3 + 2] = data[at * 4 + 2]! * alpha + over
  }
  return { width, height, rgb }
}

/** The colour of the picture's edge: the median of each channel along its four sides. */
function edgeColour({ width, height, rgb }: WorkingCopy): Rgb {
  const channels: number[][] = [[], [], []]
  const add = (x: number, y: number) => {
    for (let c = 0; c < 3; c++) channels[c]!.push(rgb[(y * width + x) * 3 + c]!)
  }
  for (let x = 0; x < width; x++) {
    add(x, 0)
    add(x, height - 1)
  }
  for (let y = 0; y < height; y++) {
    add(0, y)
    add(width - 1, y)
  }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!) as Rgb
}

/**
 * How far the subject is turned from upright, in radians: the mean direction of its edges taken four times over
 * (so that edges across and along agree), weighted by their strength. A garment's sides and hem, a badge's
 * outline, lie across or along it; turned, they all tilt by the turn.
 */
function uprightTurn({ width, height, rgb }: WorkingCopy): number {
  const light = new Float32Array(width * height)
  for (let i = 0; i < width * height; i++) light[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!
  let c = 0
  let s = 0
  let total = 0
  for (let y = 2; y < height - 2; y++) {
    for (let x = 2; x < width - 2; x++) {
      const i = y * width + x
      const nw = light[i - width - 1]!
      const n = light[i - width]!
      const ne = light[i - width + 1]!
      const sw = light[i + width - 1]!
      const so = light[i + width]!
      const se = light[i + width + 1]!
      // Sobel.
      const gx = ne + 2 * light[i + 1]! + se - nw - 2 * light[i - 1]! - sw
      const gy = sw + 2 * so + se - nw - 2 * n - ne
      const m2 = gx * gx + gy * gy
      if (m2 === 0) continue
      // The direction four times over with the edge's strength: (gx + i·gy)⁴ / |g|³, without trigonometry.
      const re2 = gx * gx - gy * gy
      const im2 = 2 * gx * gy
      const m3 = m2 * Math.sqrt(m2)
      c += (re2 * re2 - im2 * im2) / m3
      s += (2 * re2 * im2) / m3
      total += Math.sqrt(m2)
    }
  }
  if (total === 0 || Math.hypot(c, s) < total * TURN_AGREEMENT) return 0
  const turn = Math.atan2(s, c) / 4
  return Math.abs(turn) <= MAX_TURN ? turn : 0
}

/**
 * The box the subject fills once turned upright, about the picture's centre: where its mass begins and ends along
 * each turned axis, leaving out its last half per cent each side (a stray speck, a thread). A picture whose subject
 * is a sliver (nothing on a plain edge) or everything (no plain edge) is taken whole, as it is.
 */
function subjectFrame({ width, height, rgb }: WorkingCopy, backdrop: Rgb, turn: number): Frame {
  const cx = width / 2
  const cy = height / 2
  const whole = { turn: 0, cx, cy, u0: -cx, u1: cx, v0: -cy, v1: cy }
  const cos = Math.cos(turn)
  const sin = Math.sin(turn)
  const reach = Math.ceil(Math.hypot(width, height) / 2) + 2
  const across = new Float64Array(2 * reach * BINS_PER_PIXEL)
  const down = new Float64Array(2 * reach * BINS_PER_PIXEL)
  let mass = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const weight = subjectWeightOf(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!, backdrop)
      if (weight === 0) continue
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      across[Math.floor((dx * cos + dy * sin + reach) * BINS_PER_PIXEL)]! += weight
      down[Math.floor((-dx * sin + dy * cos + reach) * BINS_PER_PIXEL)]! += weight
      mass += weight
    }
  }
  if (mass < width * height * 0.02 || mass > width * height * 0.97) return whole
  /** Where the running mass along an axis reaches `share` of the whole, in pixels from the centre. */
  const reached = (bins: Float64Array, share: number): number => {
    const target = mass * share
    let running = 0
    for (let i = 0; i < bins.length; i++) {
      const next = running + bins[i]!
      if (next >= target && bins[i]! > 0) return (i + (target - running) / bins[i]!) / BINS_PER_PIXEL - reach
      running = next
    }
    return reach
  }
  const frame = { turn, cx, cy, u0: reached(across, 0.005), u1: reached(across, 0.995), v0: reached(down, 0.005), v1: reached(down, 0.995) }
  return frame.u1 - frame.u0 >= 2 && frame.v1 - frame.v0 >= 2 ? frame : whole
}

/** The frame resampled to CELLS by CELLS cells, each the mean of SAMPLES² bilinear samples; past the edge, the backdrop. */
function cellMeans({ width, height, rgb }: WorkingCopy, frame: Frame, backdrop: Rgb): SubjectCells {
  const colours = new Float64Array(CELLS * CELLS * 3)
  const weights = new Float64Array(CELLS * CELLS)
  const cos = Math.cos(frame.turn)
  const sin = Math.sin(frame.turn)
  const du = (frame.u1 - frame.u0) / CELLS
  const dv = (frame.v1 - frame.v0) / CELLS
  const samples = SAMPLES * SAMPLES
  for (let row = 0; row < CELLS; row++) {
    for (let column = 0; column < CELLS; column++) {
      let r = 0
      let g = 0
      let b = 0
      let subject = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const u = frame.u0 + (column + (sx + 0.5) / SAMPLES) * du
          const v = frame.v0 + (row + (sy + 0.5) / SAMPLES) * dv
          const fx = frame.cx + u * cos - v * sin - 0.5
          const fy = frame.cy + u * sin + v * cos - 0.5
          const x0 = Math.floor(fx)
          const y0 = Math.floor(fy)
          const tx = fx - x0
          const ty = fy - y0
          let pr = 0
          let pg = 0
          let pb = 0
          for (let j = 0; j < 2; j++) {
            const py = y0 + j
            const wy = j ? ty : 1 - ty
            for (let i = 0; i < 2; i++) {
              const px = x0 + i
              const w = (i ? tx : 1 - tx) * wy
              if (px < 0 || py < 0 || px >= width || py >= height) {
                pr += backdrop[0] * w
                pg += backdrop[1] * w
                pb += backdrop[2] * w
              } else {
                const k = (py * width + px) * 3
                pr += rgb[k]! * w
                pg += rgb[k + 1]! * w
                pb += rgb[k + 2]! * w
              }
            }
          }
          const weight = subjectWeightOf(pr, pg, pb, backdrop)
          r += pr * weight + 255 * (1 - weight)
          g += pg * weight + 255 * (1 - weight)
          b += pb * weight + 255 * (1 - weight)
          subject += weight
        }
      }
      const cell = row * CELLS + column
      colours[cell * 3] = r / samples
      colours[cell * 3 + 1] = g / samples
      colours[cell * 3 + 2] = b / samples
      weights[cell] = subject / samples
    }
  }
  return { colours, weights }
}
