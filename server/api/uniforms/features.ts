// A perceptual measure of a picture, from its pixels alone, for the Hub's similar-image search: what the picture
// looks like in a few bytes, and how far apart two pictures look. Three parts, each robust to what differs between
// photos of one thing (size, a small turn, framing, the backdrop) and sensitive to what differs between things:
//   - a 64-bit DCT hash of the picture's lightness at 32 by 32 (its shape: a blazer is not a skirt),
//   - its colour layout, the mean CIELAB colour of each of 4 by 4 cells (where its colours are),
//   - a coarse CIELAB histogram (which colours it has, wherever they are: a turned garment keeps them).
// Photos of garments and badges are mostly taken on a plain backdrop: the measure looks at the subject, the box
// of what differs from the colour around the picture's edge, so that how near the camera was, where the subject
// sat in the frame and what the backdrop was change it little. A picture with no plain edge is taken whole.
// Works on any RGBA picture (drawn or uploaded), transparent parts read as on white.

const GRID = 32
const LAYOUT = 4
const HASH_BYTES = 8
const LAYOUT_BYTES = LAYOUT * LAYOUT * 3
/** Histogram bins: lightness in 4, a* and b* in 4 each. */
const L_BINS = 4
const AB_BINS = 6
const HISTOGRAM_BYTES = L_BINS * AB_BINS * AB_BINS

export const FEATURE_BYTES = HASH_BYTES + LAYOUT_BYTES + HISTOGRAM_BYTES

/** How much each part counts in a distance; each part's own measure runs from 0 to about 1. */
const HASH_WEIGHT = 0.25
const LAYOUT_WEIGHT = 1
const HISTOGRAM_WEIGHT = 1.5

export interface Pixels {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8Array
}

const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
})

/** CIELAB (D65) of a linear-light RGB colour. */
function labOf(r: number, g: number, b: number): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const fx = f(x)
  const fy = f(y)
  const fz = f(z)
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)))

export function imageFeatures(pixels: Pixels): Uint8Array {
  const backdrop = edgeColour(pixels)
  const box = subjectBox(pixels, backdrop)
  const cells = cellMeans(pixels, box)
  const features = new Uint8Array(FEATURE_BYTES)
  features.set(dctHash(cells), 0)
  features.set(colourLayout(cells), HASH_BYTES)
  features.set(colourHistogram(pixels, box, backdrop), HASH_BYTES + LAYOUT_BYTES)
  return features
}

type Rgb = [number, number, number]
interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** A pixel as on white, in sRGB bytes. */
function rgbAt(data: Uint8Array, i: number): Rgb {
  const alpha = data[i + 3]! / 255
  const over = 255 * (1 - alpha)
  return [data[i]! * alpha + over, data[i + 1]! * alpha + over, data[i + 2]! * alpha + over]
}

/** The colour of the picture's edge: the median of each channel along its four sides. */
function edgeColour({ width, height, data }: Pixels): Rgb {
  const channels: number[][] = [[], [], []]
  const add = (x: number, y: number) => rgbAt(data, (y * width + x) * 4).forEach((v, c) => channels[c]!.push(v))
  const stepX = Math.max(1, Math.floor(width / 64))
  const stepY = Math.max(1, Math.floor(height / 64))
  for (let x = 0; x < width; x += stepX) {
    add(x, 0)
    add(x, height - 1)
  }
  for (let y = 0; y < height; y += stepY) {
    add(0, y)
    add(width - 1, y)
  }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!) as Rgb
}

/** How far a pixel's colour must be from the backdrop's to be the subject (a shadow or a floor is not). */
const SUBJECT_DISTANCE = 36

function isSubject(data: Uint8Array, i: number, backdrop: Rgb): boolean {
  const [r, g, b] = rgbAt(data, i)
  return (r - backdrop[0]) ** 2 + (g - backdrop[1]) ** 2 + (b - backdrop[2]) ** 2 > SUBJECT_DISTANCE * SUBJECT_DISTANCE
}

/**
 * The box of the subject: the rows and columns where it has more than a trace of pixels. A picture whose subject
 * is a sliver (nothing on a plain edge) or everything (no plain edge) is taken whole.
 */
function subjectBox(pixels: Pixels, backdrop: Rgb): Box {
  const { width, height, data } = pixels
  const step = Math.max(1, Math.floor(Math.max(width, height) / 256))
  const columns = new Float64Array(width)
  const rows = new Float64Array(height)
  let subject = 0
  let sampled = 0
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      sampled++
      if (!isSubject(data, (y * width + x) * 4, backdrop)) continue
      columns[x]! += 1
      rows[y]! += 1
      subject++
    }
  }
  const whole = { x0: 0, y0: 0, x1: width, y1: height }
  if (subject < sampled * 0.02 || subject > sampled * 0.97) return whole
  const span = (counts: Float64Array, across: number): [number, number] => {
    const trace = Math.max(1, (across / step) * 0.01)
    let first = 0
    while (first < counts.length - 1 && counts[first]! < trace) first++
    let last = counts.length - 1
    while (last > first && counts[last]! < trace) last--
    return [first, last + 1]
  }
  const [x0, x1] = span(columns, height)
  const [y0, y1] = span(rows, width)
  return x1 - x0 >= 4 && y1 - y0 >= 4 ? { x0, y0, x1, y1 } : whole
}

/** The mean linear RGB of each cell of a 32 by 32 grid over the box (a tiny box's cells sample a pixel). */
function cellMeans({ width, data }: Pixels, box: Box): Float64Array {
  const sums = new Float64Array(GRID * GRID * 3)
  const counts = new Float64Array(GRID * GRID)
  const boxWidth = box.x1 - box.x0
  const boxHeight = box.y1 - box.y0
  for (let y = box.y0; y < box.y1; y++) {
    const row = Math.floor(((y - box.y0) * GRID) / boxHeight) * GRID
    for (let x = box.x0; x < box.x1; x++) {
      const cell = row + Math.floor(((x - box.x0) * GRID) / boxWidth)
      const [r, g, b] = rgbAt(data, (y * width + x) * 4)
      sums[cell * 3]! += LINEAR[Math.round(r)]!
      sums[cell * 3 + 1]! += LINEAR[Math.round(g)]!
      sums[cell * 3 + 2]! += LINEAR[Math.round(b)]!
      counts[cell]! += 1
    }
  }
  for (let cell = 0; cell < GRID * GRID; cell++) {
    if (counts[cell]! > 0) {
      for (let c = 0; c < 3; c++) sums[cell * 3 + c]! /= counts[cell]!
      continue
    }
    // Fewer pixels than cells: the cell takes the pixel under its centre.
    const x = box.x0 + Math.min(boxWidth - 1, Math.floor((((cell % GRID) + 0.5) * boxWidth) / GRID))
    const y = box.y0 + Math.min(boxHeight - 1, Math.floor(((Math.floor(cell / GRID) + 0.5) * boxHeight) / GRID))
    rgbAt(data, (y * width + x) * 4).forEach((v, c) => (sums[cell * 3 + c] = LINEAR[Math.round(v)]!))
  }
  return sums
}

const COSINES = Float64Array.from({ length: GRID * GRID }, (_, k) => Math.cos(((2 * (k % GRID) + 1) * Math.floor(k / GRID) * Math.PI) / (2 * GRID)))
/** The 64 lowest frequencies after the mean, in zigzag order: what the hash keeps. */
const ZIGZAG = (() => {
  const order: [number, number][] = []
  for (let sum = 1; order.length < 64; sum++) {
    for (let u = 0; u <= sum; u++) order.push(sum % 2 === 0 ? [u, sum - u] : [sum - u, u])
  }
  return order.slice(0, 64)
})()
const FREQUENCIES = 1 + Math.max(...ZIGZAG.flat())

/** The 64-bit perceptual hash: each low-frequency DCT coefficient of the lightness above or below their median. */
function dctHash(cells: Float64Array): Uint8Array {
  const light = new Float64Array(GRID * GRID)
  // Lightness as the eye sees it (L*), so that a dark garment's folds weigh as they look.
  for (let i = 0; i < GRID * GRID; i++) light[i] = labOf(cells[i * 3]!, cells[i * 3 + 1]!, cells[i * 3 + 2]!)[0]
  const rows = new Float64Array(GRID * FREQUENCIES)
  for (let y = 0; y < GRID; y++) {
    for (let u = 0; u < FREQUENCIES; u++) {
      let sum = 0
      for (let x = 0; x < GRID; x++) sum += light[y * GRID + x]! * COSINES[u * GRID + x]!
      rows[y * FREQUENCIES + u] = sum
    }
  }
  const coefficients = ZIGZAG.map(([u, v]) => {
    let sum = 0
    for (let y = 0; y < GRID; y++) sum += rows[y * FREQUENCIES + u]! * COSINES[v * GRID + y]!
    return sum
  })
  const median = [...coefficients].sort((a, b) => a - b)[32]!
  const hash = new Uint8Array(HASH_BYTES)
  coefficients.forEach((value, i) => {
    if (value > median) hash[i >> 3]! |= 1 << (i & 7)
  })
  return hash
}

/** The mean CIELAB colour of each of 4 by 4 cells: L* 0–100 and a*, b* −128–127, as bytes. */
function colourLayout(cells: Float64Array): Uint8Array {
  const span = GRID / LAYOUT
  const out = new Uint8Array(LAYOUT_BYTES)
  for (let cy = 0; cy < LAYOUT; cy++) {
    for (let cx = 0; cx < LAYOUT; cx++) {
      let r = 0
      let g = 0
      let b = 0
      for (let y = cy * span; y < (cy + 1) * span; y++) {
        for (let x = cx * span; x < (cx + 1) * span; x++) {
          const i = (y * GRID + x) * 3
          r += cells[i]!
          g += cells[i + 1]!
          b += cells[i + 2]!
        }
      }
      const n = span * span
      const [l, a, bb] = labOf(r / n, g / n, b / n)
      const at = (cy * LAYOUT + cx) * 3
      out[at] = clampByte((l * 255) / 100)
      out[at + 1] = clampByte(a + 128)
      out[at + 2] = clampByte(bb + 128)
    }
  }
  return out
}

/** Each colour's histogram bin, by the colour's top five bits a channel: worked out once, on first use. */
let binOfColour: Uint8Array | null = null

function binsOfColours(): Uint8Array {
  if (binOfColour) return binOfColour
  binOfColour = new Uint8Array(32 * 32 * 32)
  for (let key = 0; key < binOfColour.length; key++) {
    const channel = (shift: number) => LINEAR[(((key >> shift) & 31) << 3) + 4]!
    const [l, a, b] = labOf(channel(10), channel(5), channel(0))
    const lb = Math.min(L_BINS - 1, Math.floor((l / 100) * L_BINS))
    const ab = Math.min(AB_BINS - 1, Math.max(0, Math.floor(((a + 64) / 128) * AB_BINS)))
    const bb = Math.min(AB_BINS - 1, Math.max(0, Math.floor(((b + 64) / 128) * AB_BINS)))
    binOfColour[key] = (lb * AB_BINS + ab) * AB_BINS + bb
  }
  return binOfColour
}

/**
 * The share of the subject's pixels in each coarse CIELAB bin, as the square root of the share (so that a badge's
 * few pixels still count). Only the subject's: the backdrop says nothing of what was photographed.
 */
function colourHistogram({ width, height, data }: Pixels, box: Box, backdrop: Rgb): Uint8Array {
  const binOf = binsOfColours()
  const counts = new Float64Array(HISTOGRAM_BYTES)
  const whole = box.x0 === 0 && box.y0 === 0 && box.x1 === width && box.y1 === height
  // A sample of at most about 128 by 128 pixels: the shares of a large photo are the same.
  const step = Math.max(1, Math.floor(Math.max(box.x1 - box.x0, box.y1 - box.y0) / 128))
  let total = 0
  for (let y = box.y0; y < box.y1; y += step) {
    for (let x = box.x0; x < box.x1; x += step) {
      const i = (y * width + x) * 4
      if (!whole && !isSubject(data, i, backdrop)) continue
      const [r, g, b] = rgbAt(data, i)
      counts[binOf[((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)]!]! += 1
      total++
    }
  }
  return Uint8Array.from(counts, (count) => clampByte(Math.sqrt(count / Math.max(1, total)) * 255))
}

function popcount(byte: number): number {
  let v = byte - ((byte >> 1) & 0x55)
  v = (v & 0x33) + ((v >> 2) & 0x33)
  return (v + (v >> 4)) & 0x0f
}

/** How far apart two pictures look: 0 for the same features, larger for pictures less alike. */
export function featureDistance(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== FEATURE_BYTES || b.length !== FEATURE_BYTES) throw new RangeError(`features are ${FEATURE_BYTES} bytes`)
  let bits = 0
  for (let i = 0; i < HASH_BYTES; i++) bits += popcount(a[i]! ^ b[i]!)
  let layout = 0
  for (let cell = 0; cell < LAYOUT * LAYOUT; cell++) {
    const at = HASH_BYTES + cell * 3
    const dl = ((a[at]! - b[at]!) * 100) / 255
    const da = a[at + 1]! - b[at + 1]!
    const db = a[at + 2]! - b[at + 2]!
    layout += Math.sqrt(dl * dl + da * da + db * db)
  }
  let histogram = 0
  for (let i = HASH_BYTES + LAYOUT_BYTES; i < FEATURE_BYTES; i++) {
    const d = (a[i]! - b[i]!) / 255
    histogram += d * d
  }
  // Hash bits differ by half at random; a cell's ΔE of 100 is black against white; two histograms' square-root
  // shares lie at most √2 apart.
  return (HASH_WEIGHT * bits) / 32 + (LAYOUT_WEIGHT * layout) / (LAYOUT * LAYOUT * 100) + (HISTOGRAM_WEIGHT * Math.sqrt(histogram)) / Math.SQRT2
}
