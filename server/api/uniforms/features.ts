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

/** The subject is first averaged down to this many cells a side: what every part reads, whatever the picture's size. */
const CELLS = 64
/** The hash reads lightness at 32 by 32. */
const GRID = 32
const LAYOUT = 4
const HASH_BYTES = 8
const LAYOUT_BYTES = LAYOUT * LAYOUT * 3
/** Histogram bins: lightness in 4, a* and b* in 6 each. */
const L_BINS = 4
const AB_BINS = 6
const HISTOGRAM_BYTES = L_BINS * AB_BINS * AB_BINS

export const FEATURE_BYTES = HASH_BYTES + LAYOUT_BYTES + HISTOGRAM_BYTES

/**
 * How much each part counts in a distance; each part's own measure runs from 0 to about 1. Across the demo register
 * the colours tell one school's garment from another's best; the hash mostly tells a copy.
 */
const HASH_WEIGHT = 0.1
const LAYOUT_WEIGHT = 1
const HISTOGRAM_WEIGHT = 3

export interface Pixels {
  width: number
  height: number
  /** RGBA, row by row. */
  data: Uint8Array
}

/** The CIELAB companding of a share of the white point's value. */
function labCurve(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116
}

/** Linear light of each whole sRGB value 0–255 (and 256, for the step past 255). */
const LINEAR = Float64Array.from({ length: 257 }, (_, v) => {
  const c = Math.min(v, 255) / 255
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
})

/** Linear light of an sRGB channel given as 0–255 (not necessarily whole), between the table's whole values. */
function linearOf(value: number): number {
  const v = Math.max(0, Math.min(255, value))
  const whole = Math.floor(v)
  return LINEAR[whole]! + (LINEAR[whole + 1]! - LINEAR[whole]!) * (v - whole)
}

/** CIELAB (D65) of an sRGB colour given as 0–255 (not necessarily whole). */
function labOfSrgb(red: number, green: number, blue: number): [number, number, number] {
  const r = linearOf(red)
  const g = linearOf(green)
  const b = linearOf(blue)
  const fx = labCurve((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
  const fy = labCurve(0.2126 * r + 0.7152 * g + 0.0722 * b)
  const fz = labCurve((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)))

export function imageFeatures(pixels: Pixels): Uint8Array {
  const backdrop = edgeColour(pixels)
  const cells = cellMeans(pixels, subjectBox(pixels, backdrop))
  const features = new Uint8Array(FEATURE_BYTES)
  features.set(dctHash(pooled(cells, GRID)), 0)
  features.set(colourLayout(pooled(cells, LAYOUT)), HASH_BYTES)
  features.set(colourHistogram(cells, backdrop), HASH_BYTES + LAYOUT_BYTES)
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

/** A colour this near the backdrop's is not the subject (a floor, a fold in the sheet); at twice this, wholly it. */
const SUBJECT_DISTANCE = 36

/** How much a pixel is the subject: 0 near the backdrop's colour, 1 clearly away from it, between on an edge. */
function subjectWeightOf(r: number, g: number, b: number, backdrop: Rgb): number {
  const dr = r - backdrop[0]
  const dg = g - backdrop[1]
  const db = b - backdrop[2]
  return Math.max(0, Math.min(1, Math.sqrt(dr * dr + dg * dg + db * db) / SUBJECT_DISTANCE - 1))
}

/**
 * The box of the subject, to a fraction of a pixel: where the subject's mass begins and ends across and down,
 * leaving out its last half per cent each side (a stray speck, a thread). A picture whose subject is a sliver
 * (nothing on a plain edge) or everything (no plain edge) is taken whole.
 */
function subjectBox(pixels: Pixels, backdrop: Rgb): Box {
  const { width, height, data } = pixels
  const step = Math.max(1, Math.floor(Math.max(width, height) / 256))
  const columns = new Float64Array(width)
  const rows = new Float64Array(height)
  let mass = 0
  let sampled = 0
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      sampled++
      const i = (y * width + x) * 4
      const alpha = data[i + 3]! / 255
      const over = 255 * (1 - alpha)
      const weight = subjectWeightOf(data[i]! * alpha + over, data[i + 1]! * alpha + over, data[i + 2]! * alpha + over, backdrop)
      columns[x]! += weight
      rows[y]! += weight
      mass += weight
    }
  }
  const whole = { x0: 0, y0: 0, x1: width, y1: height }
  if (mass < sampled * 0.02 || mass > sampled * 0.97) return whole
  /** Where the running mass along `counts` reaches `share` of the whole, between sample positions `step` apart. */
  const reach = (counts: Float64Array, share: number): number => {
    const target = mass * share
    let running = 0
    for (let i = 0; i < counts.length; i += step) {
      const next = running + counts[i]!
      if (next >= target && counts[i]! > 0) return i + (step * (target - running)) / counts[i]!
      running = next
    }
    return counts.length
  }
  const box = { x0: reach(columns, 0.005), x1: reach(columns, 0.995), y0: reach(rows, 0.005), y1: reach(rows, 0.995) }
  return box.x1 - box.x0 >= 2 && box.y1 - box.y0 >= 2 ? box : whole
}

/** For each pixel along one side, the cells its width overlaps and by how much (cell units), over [from, to). */
function overlaps(pixels: number, from: number, to: number): { first: number; cells: number[]; weights: number[] }[] {
  const scale = CELLS / (to - from)
  const out: { first: number; cells: number[]; weights: number[] }[] = []
  for (let p = 0; p < pixels; p++) {
    const start = Math.max(0, (p - from) * scale)
    const end = Math.min(CELLS, (p + 1 - from) * scale)
    const cells: number[] = []
    const weights: number[] = []
    for (let cell = Math.floor(start); cell < end && cell < CELLS; cell++) {
      const weight = Math.min(end, cell + 1) - Math.max(start, cell)
      if (weight > 0) {
        cells.push(cell)
        weights.push(weight)
      }
    }
    out.push({ first: cells[0] ?? -1, cells, weights })
  }
  return out
}

/**
 * The mean sRGB colour of each cell of a 64 by 64 grid over the box, each pixel shared among the cells it overlaps:
 * the subject resampled to one resolution, so that a thumbnail and the full picture measure alike. Averaged in
 * sRGB, as scalers and anti-aliasing blend, so that a small copy's cells are the large one's.
 */
function cellMeans({ width, height, data }: Pixels, box: Box): Float64Array {
  const sums = new Float64Array(CELLS * CELLS * 3)
  const weights = new Float64Array(CELLS * CELLS)
  // A large photo is read every few pixels, each standing for its square: some 300 across the subject are plenty.
  const stride = Math.max(1, Math.floor(Math.min(box.x1 - box.x0, box.y1 - box.y0) / 300))
  const columns = Math.ceil(width / stride)
  const rows = Math.ceil(height / stride)
  const across = overlaps(columns, box.x0 / stride, box.x1 / stride)
  const down = overlaps(rows, box.y0 / stride, box.y1 / stride)
  const centre = stride >> 1
  for (let row = 0; row < rows; row++) {
    const rowCells = down[row]!
    if (rowCells.cells.length === 0) continue
    const y = Math.min(height - 1, row * stride + centre)
    for (let column = 0; column < columns; column++) {
      const columnCells = across[column]!
      if (columnCells.cells.length === 0) continue
      const i = (y * width + Math.min(width - 1, column * stride + centre)) * 4
      const alpha = data[i + 3]! / 255
      const over = 255 * (1 - alpha)
      const r = data[i]! * alpha + over
      const g = data[i + 1]! * alpha + over
      const b = data[i + 2]! * alpha + over
      for (let a = 0; a < rowCells.cells.length; a++) {
        const cellRow = rowCells.cells[a]! * CELLS
        const wy = rowCells.weights[a]!
        for (let c = 0; c < columnCells.cells.length; c++) {
          const cell = cellRow + columnCells.cells[c]!
          const w = wy * columnCells.weights[c]!
          sums[cell * 3]! += r * w
          sums[cell * 3 + 1]! += g * w
          sums[cell * 3 + 2]! += b * w
          weights[cell]! += w
        }
      }
    }
  }
  for (let cell = 0; cell < CELLS * CELLS; cell++) {
    const w = weights[cell]!
    // A cell the box spills past the picture's edge over takes the picture's white.
    for (let c = 0; c < 3; c++) sums[cell * 3 + c] = w > 0 ? sums[cell * 3 + c]! / w : 255
  }
  return sums
}

/** The cells averaged down to `side` by `side`. */
function pooled(cells: Float64Array, side: number): Float64Array {
  const span = CELLS / side
  const out = new Float64Array(side * side * 3)
  for (let y = 0; y < CELLS; y++) {
    for (let x = 0; x < CELLS; x++) {
      const from = (y * CELLS + x) * 3
      const to = (Math.floor(y / span) * side + Math.floor(x / span)) * 3
      for (let c = 0; c < 3; c++) out[to + c]! += cells[from + c]! / (span * span)
    }
  }
  return out
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

/**
 * The 64-bit perceptual hash: each low-frequency DCT coefficient of the lightness above or below their mean. (Not
 * their median: a badge is symmetric, half its coefficients are nearly nought, and the median falls among them,
 * so that their bits would flip between a picture and its copy.)
 */
function dctHash(cells: Float64Array): Uint8Array {
  const light = new Float64Array(GRID * GRID)
  // Lightness as the eye sees it (L*), so that a dark garment's folds weigh as they look.
  for (let i = 0; i < GRID * GRID; i++) light[i] = labOfSrgb(cells[i * 3]!, cells[i * 3 + 1]!, cells[i * 3 + 2]!)[0]
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
  const mean = coefficients.reduce((sum, value) => sum + value, 0) / coefficients.length
  const hash = new Uint8Array(HASH_BYTES)
  coefficients.forEach((value, i) => {
    if (value > mean) hash[i >> 3]! |= 1 << (i & 7)
  })
  return hash
}

/** The mean CIELAB colour of each of 4 by 4 cells: L* 0–100 and a*, b* −128–127, as bytes. */
function colourLayout(cells: Float64Array): Uint8Array {
  const out = new Uint8Array(LAYOUT_BYTES)
  for (let cell = 0; cell < LAYOUT * LAYOUT; cell++) {
    const [l, a, b] = labOfSrgb(cells[cell * 3]!, cells[cell * 3 + 1]!, cells[cell * 3 + 2]!)
    out[cell * 3] = clampByte((l * 255) / 100)
    out[cell * 3 + 1] = clampByte(a + 128)
    out[cell * 3 + 2] = clampByte(b + 128)
  }
  return out
}

/**
 * Where a position along one axis of bin centres falls: the lower of the two bins around it, and how far towards
 * the upper one (0 to 1), kept within the axis.
 */
function binBetween(position: number, bins: number): [number, number] {
  const at = Math.max(0, Math.min(bins - 1, position - 0.5))
  const low = Math.min(bins - 2, Math.floor(at))
  return [low, at - low]
}

/**
 * The share of the subject's cells in each coarse CIELAB bin, as the square root of the share (so that a badge's
 * few cells still count). Each cell is shared between the bins around its colour, so that a colour at a bin's
 * edge does not jump from one bin to the next between a picture and its copy. Only the subject's cells count (a
 * cell on its edge, mixed with the backdrop, in part): the backdrop says nothing of what was photographed.
 */
function colourHistogram(cells: Float64Array, backdrop: Rgb): Uint8Array {
  const counts = new Float64Array(HISTOGRAM_BYTES)
  let total = 0
  for (let cell = 0; cell < CELLS * CELLS; cell++) {
    const r = cells[cell * 3]!
    const g = cells[cell * 3 + 1]!
    const b = cells[cell * 3 + 2]!
    const weight = subjectWeightOf(r, g, b, backdrop)
    if (weight === 0) continue
    const [l, a, bb] = labOfSrgb(r, g, b)
    const [l0, lt] = binBetween((l / 100) * L_BINS, L_BINS)
    const [a0, at] = binBetween(((a + 64) / 128) * AB_BINS, AB_BINS)
    const [b0, bt] = binBetween(((bb + 64) / 128) * AB_BINS, AB_BINS)
    for (let dl = 0; dl < 2; dl++) {
      const wl = dl ? lt : 1 - lt
      for (let da = 0; da < 2; da++) {
        const wa = da ? at : 1 - at
        const row = ((l0 + dl) * AB_BINS + a0 + da) * AB_BINS + b0
        counts[row]! += weight * wl * wa * (1 - bt)
        counts[row + 1]! += weight * wl * wa * bt
      }
    }
    total += weight
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
