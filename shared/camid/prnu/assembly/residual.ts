// The noise residual of residual.ts (4-level db4 analysis, the Wiener filter of the detail bands, synthesis, zero-mean
// rows and columns) in AssemblyScript, four values at a time with WebAssembly's 128-bit SIMD. The JavaScript in
// residual.ts is the reference this must agree with (tests/unit/camid/residual-simd.test.ts) and what runs where
// WebAssembly SIMD cannot.
//
// Every plane lives in this module's memory, laid out by `prepare` for one size: the caller writes the picture at
// the address `prepare` returns, calls `residual`, and reads the residual from the same place. Sides: the width a
// multiple of 64 (so that the coarsest band is still a whole number of 4-value vectors), the height of 16.
//
// The column passes run across 4 columns at once. The row passes split a row into its even and odd values first,
// so that 4 neighbouring outputs take their taps from contiguous loads. The filter's window sums are sums of
// shifted loads, not running sums: nothing drifts in single precision over a thousand rows.

const LEVELS = 4
/** σ0², as residual.ts. */
const NOISE_VARIANCE: f32 = 9
/** Periodic margin either side of a column-sum row: the widest window's half-side. */
const PAD = 4

// db4, as wavelet.ts: LOW, and HIGH[n] = (-1)^n LOW[7 - n].
const L0: f32 = 0.23037781330885523
const L1: f32 = 0.7148465705525415
const L2: f32 = 0.6308807679295904
const L3: f32 = -0.02798376941698385
const L4: f32 = -0.18703481171888114
const L5: f32 = 0.030841381835986965
const L6: f32 = 0.032883011666982945
const L7: f32 = -0.010597401784997278
const H0: f32 = L7
const H1: f32 = -L6
const H2: f32 = L5
const H3: f32 = -L4
const H4: f32 = L3
const H5: f32 = -L2
const H6: f32 = L1
const H7: f32 = -L0
// The taps four times over, for the passes' vectors.
const l0 = f32x4.splat(L0), l1 = f32x4.splat(L1), l2 = f32x4.splat(L2), l3 = f32x4.splat(L3)
const l4 = f32x4.splat(L4), l5 = f32x4.splat(L5), l6 = f32x4.splat(L6), l7 = f32x4.splat(L7)
const h0 = f32x4.splat(H0), h1 = f32x4.splat(H1), h2 = f32x4.splat(H2), h3 = f32x4.splat(H3)
const h4 = f32x4.splat(H4), h5 = f32x4.splat(H5), h6 = f32x4.splat(H6), h7 = f32x4.splat(H7)

// The layout for the size last prepared: byte addresses in memory.
let preparedWidth = 0
let preparedHeight = 0
let plane: usize = 0
let rowLow: usize = 0
let rowHigh: usize = 0
/** The first level's ll; each level's four bands follow one another (ll, lh, hl, hh), the levels likewise. */
let bands: usize = 0
let squares: usize = 0
let columns1: usize = 0
let columns2: usize = 0
let columns3: usize = 0
let columns4: usize = 0
let evens: usize = 0
let odds: usize = 0

/** Bytes of `count` f32 values, rounded up to 16 so that every plane starts aligned. */
function bytesOf(count: i32): usize {
  return ((<usize>count * 4 + 15) & ~(<usize>15))
}

/**
 * Lays out the planes for a width x height picture, growing memory as needed, and returns the address of the
 * picture (width * height f32 values, row-major) to write before `residual` and read after it. 0 for a size this
 * module does not take.
 */
export function prepare(width: i32, height: i32): usize {
  if (width < 64 || height < 16 || width % 64 != 0 || height % 16 != 0) return 0
  if (width == preparedWidth && height == preparedHeight) return plane
  let at: usize = (__heap_base + 15) & ~(<usize>15)
  plane = at
  at += bytesOf(width * height)
  rowLow = at
  at += bytesOf((width / 2) * height)
  rowHigh = at
  at += bytesOf((width / 2) * height)
  bands = at
  for (let level = 0; level < LEVELS; level++) at += 4 * bytesOf((width >> (level + 1)) * (height >> (level + 1)))
  squares = at
  at += bytesOf((width / 2) * (height / 2))
  const line = bytesOf(width / 2 + 2 * PAD + 4)
  columns1 = at
  at += line
  columns2 = at
  at += line
  columns3 = at
  at += line
  columns4 = at
  at += line
  evens = at
  at += line
  odds = at
  at += line
  const needed = <i32>((at + 0xffff) >> 16)
  const have = memory.size()
  if (needed > have && memory.grow(needed - have) < 0) return 0
  preparedWidth = width
  preparedHeight = height
  return plane
}

/** The address of one band of a level: 0 ll, 1 lh, 2 hl, 3 hh. */
function band(level: i32, which: i32): usize {
  let at = bands
  for (let l = 0; l < level; l++) at += 4 * bytesOf((preparedWidth >> (l + 1)) * (preparedHeight >> (l + 1)))
  return at + <usize>which * bytesOf((preparedWidth >> (level + 1)) * (preparedHeight >> (level + 1)))
}
const LL = 0, LH = 1, HL = 2, HH = 3

/** The residual of the picture at `prepare`'s address, written over it. */
export function residual(): void {
  const width = preparedWidth, height = preparedHeight
  for (let level = 0; level < LEVELS; level++) {
    const w = width >> level, h = height >> level
    const input = level == 0 ? plane : band(level - 1, LL)
    analyseRows(input, w, h)
    analyseColumns(rowLow, w / 2, h, band(level, LL), band(level, LH))
    analyseColumns(rowHigh, w / 2, h, band(level, HL), band(level, HH))
    const bw = w / 2, bh = h / 2
    keepNoise(band(level, LH), bw, bh)
    keepNoise(band(level, HL), bw, bh)
    keepNoise(band(level, HH), bw, bh)
  }
  const coarsest = LEVELS - 1
  memory.fill(band(coarsest, LL), 0, <usize>((width >> LEVELS) * (height >> LEVELS)) * 4)
  for (let level = coarsest; level >= 0; level--) {
    const w = width >> level, h = height >> level
    synthesiseColumns(band(level, LL), band(level, LH), w / 2, h, rowLow)
    synthesiseColumns(band(level, HL), band(level, HH), w / 2, h, rowHigh)
    synthesiseRows(w, h, level == 0 ? plane : band(level - 1, LL))
  }
  zeroMeanRowsAndColumns(plane, width, height)
}

@inline function at4(base: usize, index: i32): usize {
  return base + (<usize>index << 2)
}

/** Rows of `input` (w x h) into low and high halves (w/2 x h each) at rowLow and rowHigh. */
function analyseRows(input: usize, w: i32, h: i32): void {
  const half = w / 2
  for (let y = 0; y < h; y++) {
    const row = at4(input, y * w)
    // evens[j] = row[2j], odds[j] = row[2j+1], then their first 3 values again: output k takes j = k..k+3.
    for (let x = 0; x < w; x += 8) {
      const a = v128.load(at4(row, x)), b = v128.load(at4(row, x + 4))
      v128.store(at4(evens, x / 2), v128.shuffle<f32>(a, b, 0, 2, 4, 6))
      v128.store(at4(odds, x / 2), v128.shuffle<f32>(a, b, 1, 3, 5, 7))
    }
    for (let k = 0; k < 3; k++) {
      store<f32>(at4(evens, half + k), load<f32>(at4(evens, k % half)))
      store<f32>(at4(odds, half + k), load<f32>(at4(odds, k % half)))
    }
    const low = at4(rowLow, y * half), high = at4(rowHigh, y * half)
    for (let k = 0; k < half; k += 4) {
      const e0 = v128.load(at4(evens, k)), o0 = v128.load(at4(odds, k))
      const e1 = v128.load(at4(evens, k + 1)), o1 = v128.load(at4(odds, k + 1))
      const e2 = v128.load(at4(evens, k + 2)), o2 = v128.load(at4(odds, k + 2))
      const e3 = v128.load(at4(evens, k + 3)), o3 = v128.load(at4(odds, k + 3))
      v128.store(at4(low, k), sum8(l0, e0, l1, o0, l2, e1, l3, o1, l4, e2, l5, o2, l6, e3, l7, o3))
      v128.store(at4(high, k), sum8(h0, e0, h1, o0, h2, e1, h3, o1, h4, e2, h5, o2, h6, e3, h7, o3))
    }
  }
}

/** c0·v0 + c1·v1 + … + c7·v7, lane by lane, in the order the reference adds them. */
@inline function sum8(c0: v128, v0: v128, c1: v128, v1: v128, c2: v128, v2: v128, c3: v128, v3: v128, c4: v128, v4: v128, c5: v128, v5: v128, c6: v128, v6: v128, c7: v128, v7: v128): v128 {
  let s = f32x4.mul(c0, v0)
  s = f32x4.add(s, f32x4.mul(c1, v1))
  s = f32x4.add(s, f32x4.mul(c2, v2))
  s = f32x4.add(s, f32x4.mul(c3, v3))
  s = f32x4.add(s, f32x4.mul(c4, v4))
  s = f32x4.add(s, f32x4.mul(c5, v5))
  s = f32x4.add(s, f32x4.mul(c6, v6))
  return f32x4.add(s, f32x4.mul(c7, v7))
}

/** Columns of `input` (w x h) into low and high halves (w x h/2 each), periodic at the bottom. */
function analyseColumns(input: usize, w: i32, h: i32, low: usize, high: usize): void {
  const half = h / 2
  for (let k = 0; k < half; k++) {
    const r0 = at4(input, ((2 * k) % h) * w), r1 = at4(input, ((2 * k + 1) % h) * w)
    const r2 = at4(input, ((2 * k + 2) % h) * w), r3 = at4(input, ((2 * k + 3) % h) * w)
    const r4 = at4(input, ((2 * k + 4) % h) * w), r5 = at4(input, ((2 * k + 5) % h) * w)
    const r6 = at4(input, ((2 * k + 6) % h) * w), r7 = at4(input, ((2 * k + 7) % h) * w)
    const lowRow = at4(low, k * w), highRow = at4(high, k * w)
    for (let x = 0; x < w; x += 4) {
      const o = <usize>x << 2
      const a = v128.load(r0 + o), b = v128.load(r1 + o), c = v128.load(r2 + o), d = v128.load(r3 + o)
      const e = v128.load(r4 + o), f = v128.load(r5 + o), g = v128.load(r6 + o), i = v128.load(r7 + o)
      v128.store(lowRow + o, sum8(l0, a, l1, b, l2, c, l3, d, l4, e, l5, f, l6, g, l7, i))
      v128.store(highRow + o, sum8(h0, a, h1, b, h2, c, h3, d, h4, e, h5, f, h6, g, h7, i))
    }
  }
}

/** Row index y mod h, for any y within a few bands of the plane. */
@inline function wrap(y: i32, h: i32): i32 {
  const r = y % h
  return r < 0 ? r + h : r
}

/**
 * The Wiener filter of one detail band (w x h), as residual.ts's keepNoise: each coefficient c becomes
 * c·σ0²/max(σ0², the smallest of the four windows' mean of c²).
 */
function keepNoise(band: usize, w: i32, h: i32): void {
  const count = w * h
  for (let i = 0; i < count; i += 4) {
    const c = v128.load(at4(band, i))
    v128.store(at4(squares, i), f32x4.mul(c, c))
  }
  const area1 = f32x4.splat(<f32>(1.0 / 9)), area2 = f32x4.splat(<f32>(1.0 / 25))
  const area3 = f32x4.splat(<f32>(1.0 / 49)), area4 = f32x4.splat(<f32>(1.0 / 81))
  const sigma0 = f32x4.splat(NOISE_VARIANCE)
  const c1 = at4(columns1, PAD), c2 = at4(columns2, PAD), c3 = at4(columns3, PAD), c4 = at4(columns4, PAD)
  for (let y = 0; y < h; y++) {
    // Column sums of c² over rows y-r..y+r, each radius the last one and two more rows.
    const s0 = at4(squares, y * w)
    const up1 = at4(squares, wrap(y - 1, h) * w), down1 = at4(squares, wrap(y + 1, h) * w)
    const up2 = at4(squares, wrap(y - 2, h) * w), down2 = at4(squares, wrap(y + 2, h) * w)
    const up3 = at4(squares, wrap(y - 3, h) * w), down3 = at4(squares, wrap(y + 3, h) * w)
    const up4 = at4(squares, wrap(y - 4, h) * w), down4 = at4(squares, wrap(y + 4, h) * w)
    for (let x = 0; x < w; x += 4) {
      const o = <usize>x << 2
      const v1 = f32x4.add(f32x4.add(v128.load(up1 + o), v128.load(s0 + o)), v128.load(down1 + o))
      const v2 = f32x4.add(f32x4.add(v1, v128.load(up2 + o)), v128.load(down2 + o))
      const v3 = f32x4.add(f32x4.add(v2, v128.load(up3 + o)), v128.load(down3 + o))
      const v4 = f32x4.add(f32x4.add(v3, v128.load(up4 + o)), v128.load(down4 + o))
      v128.store(c1 + o, v1)
      v128.store(c2 + o, v2)
      v128.store(c3 + o, v3)
      v128.store(c4 + o, v4)
    }
    // PAD values either side of each row of sums repeat it periodically.
    for (let k = 1; k <= PAD; k++) {
      const before = wrap(w - k, w), after = (k - 1) % w
      store<f32>(at4(c1, -k), load<f32>(at4(c1, before)))
      store<f32>(at4(c2, -k), load<f32>(at4(c2, before)))
      store<f32>(at4(c3, -k), load<f32>(at4(c3, before)))
      store<f32>(at4(c4, -k), load<f32>(at4(c4, before)))
      store<f32>(at4(c1, w - 1 + k), load<f32>(at4(c1, after)))
      store<f32>(at4(c2, w - 1 + k), load<f32>(at4(c2, after)))
      store<f32>(at4(c3, w - 1 + k), load<f32>(at4(c3, after)))
      store<f32>(at4(c4, w - 1 + k), load<f32>(at4(c4, after)))
    }
    const row = at4(band, y * w)
    for (let x = 0; x < w; x += 4) {
      const o = <usize>x << 2
      let s1 = f32x4.add(f32x4.add(v128.load(c1 + o - 4), v128.load(c1 + o)), v128.load(c1 + o + 4))
      let s2 = f32x4.add(f32x4.add(v128.load(c2 + o - 8), v128.load(c2 + o - 4)), v128.load(c2 + o))
      s2 = f32x4.add(f32x4.add(s2, v128.load(c2 + o + 4)), v128.load(c2 + o + 8))
      let s3 = f32x4.add(f32x4.add(v128.load(c3 + o - 12), v128.load(c3 + o - 8)), v128.load(c3 + o - 4))
      s3 = f32x4.add(f32x4.add(s3, v128.load(c3 + o)), v128.load(c3 + o + 4))
      s3 = f32x4.add(f32x4.add(s3, v128.load(c3 + o + 8)), v128.load(c3 + o + 12))
      let s4 = f32x4.add(f32x4.add(v128.load(c4 + o - 16), v128.load(c4 + o - 12)), v128.load(c4 + o - 8))
      s4 = f32x4.add(f32x4.add(s4, v128.load(c4 + o - 4)), v128.load(c4 + o))
      s4 = f32x4.add(f32x4.add(s4, v128.load(c4 + o + 4)), v128.load(c4 + o + 8))
      s4 = f32x4.add(s4, v128.load(c4 + o + 12))
      s4 = f32x4.add(s4, v128.load(c4 + o + 16))
      // pmin and pmax, not min and max: one instruction each, and the same on sums of squares (no NaN, no -0).
      let smallest = f32x4.pmin(f32x4.mul(s1, area1), f32x4.mul(s2, area2))
      smallest = f32x4.pmin(smallest, f32x4.pmin(f32x4.mul(s3, area3), f32x4.mul(s4, area4)))
      const c = v128.load(row + o)
      v128.store(row + o, f32x4.div(f32x4.mul(c, sigma0), f32x4.pmax(smallest, sigma0)))
    }
  }
}

/** Inverse of analyseColumns: halves (w x h/2 each) into `out` (w x h). */
function synthesiseColumns(low: usize, high: usize, w: i32, h: i32, out: usize): void {
  const half = h / 2
  for (let j = 0; j < half; j++) {
    const q0 = j * w, q1 = wrap(j - 1, half) * w, q2 = wrap(j - 2, half) * w, q3 = wrap(j - 3, half) * w
    const a0r = at4(low, q0), a1r = at4(low, q1), a2r = at4(low, q2), a3r = at4(low, q3)
    const d0r = at4(high, q0), d1r = at4(high, q1), d2r = at4(high, q2), d3r = at4(high, q3)
    const even = at4(out, 2 * j * w), odd = at4(out, (2 * j + 1) * w)
    for (let x = 0; x < w; x += 4) {
      const o = <usize>x << 2
      const a0 = v128.load(a0r + o), a1 = v128.load(a1r + o), a2 = v128.load(a2r + o), a3 = v128.load(a3r + o)
      const d0 = v128.load(d0r + o), d1 = v128.load(d1r + o), d2 = v128.load(d2r + o), d3 = v128.load(d3r + o)
      v128.store(even + o, sum8(l0, a0, l2, a1, l4, a2, l6, a3, h0, d0, h2, d1, h4, d2, h6, d3))
      v128.store(odd + o, sum8(l1, a0, l3, a1, l5, a2, l7, a3, h1, d0, h3, d1, h5, d2, h7, d3))
    }
  }
}

/** Inverse of analyseRows: rowLow and rowHigh (w/2 x h each) into `out` (w x h). */
function synthesiseRows(w: i32, h: i32, out: usize): void {
  const half = w / 2
  // evens and odds here hold a row of the low and the high half, after its last 3 values (periodic): output
  // values 2j and 2j+1 gather j, j-1, j-2, j-3.
  const a = at4(evens, 3), d = at4(odds, 3)
  for (let y = 0; y < h; y++) {
    const low = at4(rowLow, y * half), high = at4(rowHigh, y * half)
    memory.copy(a, low, <usize>half << 2)
    memory.copy(d, high, <usize>half << 2)
    for (let k = 1; k <= 3; k++) {
      store<f32>(at4(a, -k), load<f32>(at4(low, wrap(-k, half))))
      store<f32>(at4(d, -k), load<f32>(at4(high, wrap(-k, half))))
    }
    const row = at4(out, y * w)
    for (let j = 0; j < half; j += 4) {
      const o = <usize>j << 2
      const a0 = v128.load(a + o), a1 = v128.load(a + o - 4), a2 = v128.load(a + o - 8), a3 = v128.load(a + o - 12)
      const d0 = v128.load(d + o), d1 = v128.load(d + o - 4), d2 = v128.load(d + o - 8), d3 = v128.load(d + o - 12)
      const even = sum8(l0, a0, l2, a1, l4, a2, l6, a3, h0, d0, h2, d1, h4, d2, h6, d3)
      const odd = sum8(l1, a0, l3, a1, l5, a2, l7, a3, h1, d0, h3, d1, h5, d2, h7, d3)
      v128.store(row + (o << 1), v128.shuffle<f32>(even, odd, 0, 4, 1, 5))
      v128.store(row + (o << 1) + 16, v128.shuffle<f32>(even, odd, 2, 6, 3, 7))
    }
  }
}

/** Subtracts each row's mean, then each column's, as residual.ts's zeroMeanRowsAndColumns. */
function zeroMeanRowsAndColumns(p: usize, w: i32, h: i32): void {
  for (let y = 0; y < h; y++) {
    const row = at4(p, y * w)
    let sum = f32x4.splat(0)
    for (let x = 0; x < w; x += 4) sum = f32x4.add(sum, v128.load(at4(row, x)))
    const total = <f64>f32x4.extract_lane(sum, 0) + <f64>f32x4.extract_lane(sum, 1) + <f64>f32x4.extract_lane(sum, 2) + <f64>f32x4.extract_lane(sum, 3)
    const mean = f32x4.splat(<f32>(total / w))
    for (let x = 0; x < w; x += 4) v128.store(at4(row, x), f32x4.sub(v128.load(at4(row, x)), mean))
  }
  // Column sums in the squares plane, which the filter no longer needs.
  const sums = squares
  memory.fill(sums, 0, <usize>w << 2)
  for (let y = 0; y < h; y++) {
    const row = at4(p, y * w)
    for (let x = 0; x < w; x += 4) v128.store(at4(sums, x), f32x4.add(v128.load(at4(sums, x)), v128.load(at4(row, x))))
  }
  const rows = f32x4.splat(<f32>h)
  for (let x = 0; x < w; x += 4) v128.store(at4(sums, x), f32x4.div(v128.load(at4(sums, x)), rows))
  for (let y = 0; y < h; y++) {
    const row = at4(p, y * w)
    for (let x = 0; x < w; x += 4) v128.store(at4(row, x), f32x4.sub(v128.load(at4(row, x)), v128.load(at4(sums, x))))
  }
}
