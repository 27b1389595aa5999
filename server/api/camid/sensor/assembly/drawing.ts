// The synthetic camera's luminance drawing (syntheticCamera.ts's drawPictureRegion) in AssemblyScript: per row, the
// scene's light (sceneRows.ts), the sensor's K, the shot and read noise, the bytes the camera writes and their
// luminance; then the JPEG round trip of jpegRoundTrip.ts. The same double-precision operations in the same order
// as the JavaScript, so the picture is the same to the bit (tests/unit/camid/synthetic-camera-wasm.test.ts).
//
// The caller lays out a region with `prepare` and writes what is fixed per column once (the hills' edges, the sun's
// horizontal distances, the texture's cells and weights, the scene's colours, the sensor's and the noise's column
// keys); then for each row the texture's lattice values, `sceneRow` and `exposeRow`; last `roundTrip`: the decoded
// luminance is then at `blocks`. The addresses are exported globals that `prepare` sets.

// pixelHash.ts's constants: the Irwin–Hall sum's standard deviation and the sensor's K.
const FOUR_BYTES_SD: f64 = Math.sqrt((4 * (256 * 256 - 1)) / 12.0)
const PRNU_STRENGTH: f64 = 0.016

// blockDct.ts's weights, Cu = cos(uπ/16)/2, as JavaScript's Math.cos gives them (written out: this compiler's cosine
// need not agree with V8's in the last bit, and the drawing must).
const C1: f64 = 0.4903926402016152
const C2: f64 = 0.46193976625564337
const C3: f64 = 0.4157348061512726
const C4: f64 = 0.3535533905932738
const C5: f64 = 0.27778511650980114
const C6: f64 = 0.19134171618254492
const C7: f64 = 0.09754516100806417

/** The texture's layers of value noise (sceneRows.ts): a coarse and a fine. */
const LAYERS = 2

let columns = 0
let blockWidth = 0
let blockHeight = 0
let hills = 0
let latticeLength = 0
// The addresses the caller writes at and reads from, exported (WebAssembly globals), set by `prepare`:
/** Each hill's edge per column (f64 x count, hill after hill). */
export let hillEdges: usize = 0
/** The sun's squared horizontal distance per column (f64 x count). */
export let sunDx2: usize = 0
/** The colours: f64 r, g, b of each hill, then the sun's. */
export let colours: usize = 0
/** Each texture layer's cell per column (i32 x count, layer after layer). */
export let layerCells: usize = 0
/** Each texture layer's weight per column (f64 x count, layer after layer). */
export let layerWeights: usize = 0
/** Each row, each layer's lattice values (f64 x lattice, layer after layer). */
export let lattices: usize = 0
/** A row's light (f64 x count each), written by sceneRow. */
export let red: usize = 0
export let green: usize = 0
export let blue: usize = 0
/** The sensor's and the noise's column keys (i32 x count each). */
export let sensorKeys: usize = 0
export let noiseKeys: usize = 0
/** The JPEG's quantisation table (f64 x 64). */
export let table: usize = 0
/** The luminance plane, blockWidth x blockHeight f32. */
export let blocks: usize = 0
let inverse: usize = 0
let block: usize = 0
let temp: usize = 0
let coefficients: usize = 0

function aligned(at: usize): usize {
  return (at + 15) & ~(<usize>15)
}

/**
 * Lays out a drawing of `count` columns (the region's drawn width) on a block grid of width x height (multiples of
 * 8, width ≥ count), with `hillCount` hills and texture lattices of up to `lattice` values a row, growing memory as
 * needed. False when memory cannot grow.
 */
export function prepare(count: i32, width: i32, height: i32, hillCount: i32, lattice: i32): bool {
  // The light and the keys take whole vectors of 4: exposeRow reads past the last column into them, and what it
  // writes there, inside the block grid's row (width ≥ count rounded up to 8), the row's padding then replaces.
  const lanes = (count + 3) & ~3
  let at = aligned(__heap_base)
  hillEdges = at
  at = aligned(at + (<usize>(hillCount * count) << 3))
  sunDx2 = at
  at = aligned(at + (<usize>count << 3))
  colours = at
  at = aligned(at + (<usize>((hillCount + 1) * 3) << 3))
  layerCells = at
  at = aligned(at + (<usize>(LAYERS * count) << 2))
  layerWeights = at
  at = aligned(at + (<usize>(LAYERS * count) << 3))
  lattices = at
  at = aligned(at + (<usize>(LAYERS * lattice) << 3))
  red = at
  at = aligned(at + (<usize>lanes << 3))
  green = at
  at = aligned(at + (<usize>lanes << 3))
  blue = at
  at = aligned(at + (<usize>lanes << 3))
  sensorKeys = at
  at = aligned(at + (<usize>lanes << 2))
  noiseKeys = at
  at = aligned(at + (<usize>lanes << 2))
  table = at
  at += 64 << 3
  inverse = at
  at += 64 << 3
  block = at
  at += 64 << 3
  temp = at
  at += 64 << 3
  coefficients = at
  at += 64 << 3
  blocks = at
  at = aligned(at + (<usize>width * <usize>height << 2))
  const needed = <i32>((at + 0xffff) >> 16)
  const have = memory.size()
  if (needed > have && memory.grow(needed - have) < 0) return false
  columns = count
  blockWidth = width
  blockHeight = height
  hills = hillCount
  latticeLength = lattice
  return true
}

/**
 * sceneRows.ts's row: the light of the row at height v (0 at the top, 1 at the bottom) into red, green and blue,
 * from the sky's colour on this row, the sun's squared vertical distance and radius, and the exposure.
 */
export function sceneRow(v: f64, skyR: f64, skyG: f64, skyB: f64, sunDy2: f64, sunR2: f64, exposure: f64): void {
  const sun = colours + (<usize>(hills * 3) << 3)
  const cells0 = layerCells, cells1 = layerCells + (<usize>columns << 2)
  const weights0 = layerWeights, weights1 = layerWeights + (<usize>columns << 3)
  const lattice0 = lattices, lattice1 = lattices + (<usize>latticeLength << 3)
  for (let i = 0; i < columns; i++) {
    const at8 = <usize>i << 3, at4 = <usize>i << 2
    let r = skyR, g = skyG, b = skyB
    let h = hills - 1
    while (h >= 0 && v < load<f64>(hillEdges + (<usize>(h * columns) << 3) + at8)) h--
    if (h >= 0) {
      const colour = colours + (<usize>(h * 3) << 3)
      r = load<f64>(colour)
      g = load<f64>(colour + 8)
      b = load<f64>(colour + 16)
    } else if (load<f64>(sunDx2 + at8) + sunDy2 <= sunR2) {
      r = load<f64>(sun)
      g = load<f64>(sun + 8)
      b = load<f64>(sun + 16)
    }
    // The layers added to 0 one after the other, as the JavaScript's texture row is.
    let grain: f64 = 0
    const c0 = <usize>load<i32>(cells0 + at4) << 3
    const left0 = load<f64>(lattice0 + c0)
    grain += left0 + (load<f64>(lattice0 + c0 + 8) - left0) * load<f64>(weights0 + at8)
    const c1 = <usize>load<i32>(cells1 + at4) << 3
    const left1 = load<f64>(lattice1 + c1)
    grain += left1 + (load<f64>(lattice1 + c1 + 8) - left1) * load<f64>(weights1 + at8)
    store<f64>(red + at8, exposure * (r + grain))
    store<f64>(green + at8, exposure * (g + grain))
    store<f64>(blue + at8, exposure * (b + grain))
  }
}

/** pixelHash.ts's mix32 ("lowbias32") of four hashes at once. */
@inline function mix32x4(value: v128): v128 {
  let h = v128.xor(value, i32x4.shr_u(value, 16))
  h = i32x4.mul(h, i32x4.splat(0x7feb352d))
  h = v128.xor(h, i32x4.shr_u(h, 15))
  h = i32x4.mul(h, i32x4.splat(<i32>0x846ca68b))
  return v128.xor(h, i32x4.shr_u(h, 16))
}

/** The sum of each hash's four bytes less 510: pixelHash.ts's gaussianOf's numerator, four at once (whole numbers, exact). */
@inline function byteSums(h: v128): v128 {
  const byte = i32x4.splat(255)
  let sum = v128.and(h, byte)
  sum = i32x4.add(sum, v128.and(i32x4.shr_u(h, 8), byte))
  sum = i32x4.add(sum, v128.and(i32x4.shr_u(h, 16), byte))
  sum = i32x4.add(sum, i32x4.shr_u(h, 24))
  return i32x4.sub(sum, i32x4.splat(510))
}

/**
 * syntheticCamera.ts's toByte of two values: clamping the rounded value gives what toByte's branches give (a -0 where toByte gives 0,
 * which no sum or product below tells apart). pmin and pmax, not min and max: one instruction each.
 */
@inline function toBytes(value: v128): v128 {
  return f64x2.pmin(f64x2.pmax(f64x2.floor(f64x2.add(value, f64x2.splat(0.5))), f64x2.splat(0)), f64x2.splat(255))
}

/**
 * Two pixels of exposeRow from their sums of hash bytes (K's and the noise's): the same operations as syntheticCamera.ts's
 * exposeRows in each lane. Their luminance, in the two low lanes of an f32x4.
 */
@inline function exposeTwo(at8: usize, sensorSums: v128, noiseSums: v128, shotGain: v128, readVariance: v128): v128 {
  const sd = f64x2.splat(FOUR_BYTES_SD)
  const gain = f64x2.add(f64x2.splat(1), f64x2.mul(f64x2.splat(PRNU_STRENGTH), f64x2.div(sensorSums, sd)))
  const r = f64x2.mul(v128.load(red + at8), gain), g = f64x2.mul(v128.load(green + at8), gain), b = f64x2.mul(v128.load(blue + at8), gain)
  const kr = f64x2.splat(0.299), kg = f64x2.splat(0.587), kb = f64x2.splat(0.114)
  const light = f64x2.add(f64x2.add(f64x2.mul(kr, r), f64x2.mul(kg, g)), f64x2.mul(kb, b))
  const lit = f64x2.pmax(light, f64x2.splat(0))
  const noise = f64x2.mul(f64x2.sqrt(f64x2.add(f64x2.mul(shotGain, lit), readVariance)), f64x2.div(noiseSums, sd))
  const R = toBytes(f64x2.add(r, noise)), G = toBytes(f64x2.add(g, noise)), B = toBytes(f64x2.add(b, noise))
  const luma = f64x2.floor(f64x2.add(f64x2.add(f64x2.add(f64x2.mul(kr, R), f64x2.mul(kg, G)), f64x2.mul(kb, B)), f64x2.splat(0.5)))
  return f32x4.demote_f64x2_zero(luma)
}

/**
 * One row of the region, `row` rows below its top, from the light at red, green and blue: K from the sensor's
 * column keys and this row's fixed key, the noise from its keys and this row's, the written bytes' luminance into
 * the blocks, the row's last value repeated to the block grid's edge. Four pixels at a time: hashes in i32x4, the
 * rest in two f64x2, each lane the JavaScript's operations on one pixel.
 */
export function exposeRow(row: i32, sensorFixed: u32, noiseRow: u32, shotGain: f64, readVariance: f64): void {
  const to = blocks + (<usize>(row * blockWidth) << 2)
  const sensorRow = i32x4.splat(sensorFixed), noiseRowV = i32x4.splat(noiseRow)
  const gainV = f64x2.splat(shotGain), readV = f64x2.splat(readVariance)
  for (let i = 0; i < columns; i += 4) {
    const at4 = <usize>i << 2, at8 = <usize>i << 3
    const sensorSums = byteSums(mix32x4(v128.xor(v128.load(sensorKeys + at4), sensorRow)))
    const noiseSums = byteSums(mix32x4(v128.xor(v128.load(noiseKeys + at4), noiseRowV)))
    const low = exposeTwo(at8, f64x2.convert_low_i32x4_s(sensorSums), f64x2.convert_low_i32x4_s(noiseSums), gainV, readV)
    const high = exposeTwo(
      at8 + 16,
      f64x2.convert_low_i32x4_s(i32x4.shuffle(sensorSums, sensorSums, 2, 3, 0, 1)),
      f64x2.convert_low_i32x4_s(i32x4.shuffle(noiseSums, noiseSums, 2, 3, 0, 1)),
      gainV,
      readV,
    )
    v128.store(to + at4, v128.shuffle<f32>(low, high, 0, 1, 4, 5))
  }
  const last = load<f32>(to + (<usize>(columns - 1) << 2))
  for (let k = columns; k < blockWidth; k++) store<f32>(to + (<usize>k << 2), last)
}

/** blockDct.ts's dct8: data[at + step·i] to out[to + outStep·u], byte addresses and strides. */
@inline function dct8(data: usize, step: usize, out: usize, outStep: usize): void {
  const x0 = load<f64>(data), x1 = load<f64>(data + step), x2 = load<f64>(data + 2 * step), x3 = load<f64>(data + 3 * step)
  const x4 = load<f64>(data + 4 * step), x5 = load<f64>(data + 5 * step), x6 = load<f64>(data + 6 * step), x7 = load<f64>(data + 7 * step)
  const s0 = x0 + x7, s1 = x1 + x6, s2 = x2 + x5, s3 = x3 + x4
  const d0 = x0 - x7, d1 = x1 - x6, d2 = x2 - x5, d3 = x3 - x4
  const e0 = s0 + s3, e1 = s1 + s2, f0 = s0 - s3, f1 = s1 - s2
  store<f64>(out, C4 * (e0 + e1))
  store<f64>(out + 4 * outStep, C4 * (e0 - e1))
  store<f64>(out + 2 * outStep, C2 * f0 + C6 * f1)
  store<f64>(out + 6 * outStep, C6 * f0 - C2 * f1)
  store<f64>(out + outStep, C1 * d0 + C3 * d1 + C5 * d2 + C7 * d3)
  store<f64>(out + 3 * outStep, C3 * d0 - C7 * d1 - C1 * d2 - C5 * d3)
  store<f64>(out + 5 * outStep, C5 * d0 - C1 * d1 + C7 * d2 + C3 * d3)
  store<f64>(out + 7 * outStep, C7 * d0 - C5 * d1 + C3 * d2 - C1 * d3)
}

/** blockDct.ts's idct8. */
@inline function idct8(data: usize, step: usize, out: usize, outStep: usize): void {
  const y0 = load<f64>(data), y1 = load<f64>(data + step), y2 = load<f64>(data + 2 * step), y3 = load<f64>(data + 3 * step)
  const y4 = load<f64>(data + 4 * step), y5 = load<f64>(data + 5 * step), y6 = load<f64>(data + 6 * step), y7 = load<f64>(data + 7 * step)
  const a = C4 * (y0 + y4), b = C4 * (y0 - y4)
  const c = C2 * y2 + C6 * y6, d = C6 * y2 - C2 * y6
  const e0 = a + c, e3 = a - c, e1 = b + d, e2 = b - d
  const o0 = C1 * y1 + C3 * y3 + C5 * y5 + C7 * y7
  const o1 = C3 * y1 - C7 * y3 - C1 * y5 - C5 * y7
  const o2 = C5 * y1 - C1 * y3 + C7 * y5 + C3 * y7
  const o3 = C7 * y1 - C5 * y3 + C3 * y5 - C1 * y7
  store<f64>(out, e0 + o0)
  store<f64>(out + 7 * outStep, e0 - o0)
  store<f64>(out + outStep, e1 + o1)
  store<f64>(out + 6 * outStep, e1 - o1)
  store<f64>(out + 2 * outStep, e2 + o2)
  store<f64>(out + 5 * outStep, e2 - o2)
  store<f64>(out + 3 * outStep, e3 + o3)
  store<f64>(out + 4 * outStep, e3 - o3)
}

/**
 * The coefficients divided by their steps, rounded half away from zero as jpegRoundTrip.ts's roundHalfAway does
 * (Math.round of the magnitude, the sign put back, -0 kept), times the steps again; two at a time and without a
 * branch, whose outcome would be a coin toss per coefficient. f64x2.nearest would round ties to even.
 */
@inline function quantise(): void {
  const half = f64x2.splat(0.5), one = f64x2.splat(1), sign = i64x2.splat(0x8000000000000000)
  for (let i: usize = 0; i < 64 << 3; i += 16) {
    const value = f64x2.mul(v128.load(coefficients + i), v128.load(inverse + i))
    const magnitude = f64x2.abs(value)
    const whole = f64x2.floor(magnitude)
    const rounded = f64x2.add(whole, v128.and(f64x2.ge(f64x2.sub(magnitude, whole), half), one))
    v128.store(coefficients + i, f64x2.mul(v128.or(rounded, v128.and(value, sign)), v128.load(table + i)))
  }
}

/**
 * Repeats the last drawn row down to the grid's bottom (`drawnRows` rows were drawn), then saves and decodes the
 * luminance as jpegRoundTrip.ts does, with the table at `table`.
 */
export function roundTrip(drawnRows: i32): void {
  const rowBytes = <usize>blockWidth << 2
  for (let row = drawnRows; row < blockHeight; row++) memory.copy(blocks + <usize>row * rowBytes, blocks + <usize>(row - 1) * rowBytes, rowBytes)
  for (let i = 0; i < 64; i++) store<f64>(inverse + (<usize>i << 3), 1 / load<f64>(table + (<usize>i << 3)))
  for (let top = 0; top < blockHeight; top += 8) {
    for (let left = 0; left < blockWidth; left += 8) {
      for (let y = 0; y < 8; y++) {
        const from = blocks + ((<usize>(top + y) * blockWidth + left) << 2)
        for (let x = 0; x < 8; x++) store<f64>(block + (<usize>(y * 8 + x) << 3), Math.floor(<f64>load<f32>(from + (<usize>x << 2)) + 0.5) - 128)
      }
      for (let y: usize = 0; y < 8; y++) dct8(block + y * 64, 8, temp + y * 64, 8)
      for (let x: usize = 0; x < 8; x++) dct8(temp + x * 8, 64, coefficients + x * 8, 64)
      quantise()
      for (let x: usize = 0; x < 8; x++) idct8(coefficients + x * 8, 64, temp + x * 8, 64)
      for (let y: usize = 0; y < 8; y++) idct8(temp + y * 64, 8, block + y * 64, 8)
      for (let y = 0; y < 8; y++) {
        const to = blocks + ((<usize>(top + y) * blockWidth + left) << 2)
        for (let x = 0; x < 8; x++) {
          const value = load<f64>(block + (<usize>(y * 8 + x) << 3)) + 128
          store<f32>(to + (<usize>x << 2), <f32>(value < 0 ? 0 : value > 255 ? 255 : Math.floor(value + 0.5)))
        }
      }
    }
  }
}
