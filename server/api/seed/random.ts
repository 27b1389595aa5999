// A seeded random source for the demo generator: the same seed number always gives the same data, so
// a demo, a test and a benchmark can name the sightings they expect.

/** sfc32 seeded through splitmix32: fast, small state, good enough spread for demo data. */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    let s = seed >>> 0
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    for (let i = 0; i < 12; i++) this.next()
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0
    this.d = (this.d + 1) >>> 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) >>> 0
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0
    this.c = (this.c + t) >>> 0
    return t / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length))
  }

  /** Small indexes far more often than large ones: a few accounts and cameras post most pictures. */
  skewedIndex(length: number, skew = 2.5): number {
    return Math.min(length - 1, Math.floor(Math.pow(this.next(), skew) * length))
  }

  /** A normally distributed value (Box–Muller). */
  /**
   * An index drawn in proportion to weights given as running totals (`cumulative[i]` the sum of the weights up to
   * and with i): a place more likely the more people live there.
   */
  weightedIndex(cumulative: ArrayLike<number>): number {
    const target = this.next() * (cumulative[cumulative.length - 1] ?? 0)
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] ?? 0) <= target) low = mid + 1
      else high = mid
    }
    return low
  }

  gaussian(mean = 0, deviation = 1): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  hex(length: number): string {
    let out = ''
    while (out.length < length) out += Math.floor(this.next() * 4294967296).toString(16).padStart(8, '0')
    return out.slice(0, length)
  }

  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)]
    return out
  }

  digits(length: number): string {
    return this.chars('0123456789', length)
  }
}

/** An element that must exist: the generator only indexes within its own tables. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index]
  if (item === undefined) throw new RangeError(`no item ${index} of ${items.length}`)
  return item
}
