// A synthetic sensor's photo-response non-uniformity: each pixel of the sensor (its native landscape grid)
// answers light a little more or less strongly, by a factor 1 + K fixed by the camera's sensorSeed and the
// pixel's place, so that every picture the camera takes carries the same faint pattern.

import { columnKey, gaussianOf, mix32, positionHash, rowKey } from './pixelHash.js'

/**
 * The standard deviation of K. Real sensors are near 1%; this one is tuned so that a fingerprint from 5 pictures
 * scores 0.1–0.25 (median 0.16) against the camera's other JPEG pictures and their digests reach z 5 or more
 * (tests/unit/camid/matcher-rates.test.ts).
 */
export const PRNU_STRENGTH = 0.016

/** K at a pixel of the sensor's native grid. */
export function prnuAt(sensorSeed: number, nativeX: number, nativeY: number): number {
  return PRNU_STRENGTH * gaussianOf(positionHash(sensorSeed, nativeX, nativeY))
}

/**
 * The sensor pixel under a pixel of a picture stored turned `quarterTurns` clockwise quarter turns from the
 * sensor (1: the sensor's left column is the stored top row).
 */
export function nativePixel(x: number, y: number, quarterTurns: number, nativeWidth: number, nativeHeight: number): { x: number; y: number } {
  switch (((quarterTurns % 4) + 4) % 4) {
    case 0:
      return { x, y }
    case 1:
      return { x: y, y: nativeHeight - 1 - x }
    case 2:
      return { x: nativeWidth - 1 - x, y: nativeHeight - 1 - y }
    default:
      return { x: nativeWidth - 1 - y, y: x }
  }
}

/**
 * K along the stored rows of one band of columns (x0 .. x0 + count) of a picture. Along a stored row either the
 * sensor row stays the same (a picture stored the native way or upside down) or the sensor column does (one stored
 * turned): the keys that change along the row are made once for the band, the one that stays once per row.
 */
export class SensorRows {
  private readonly turns: number
  private readonly keys: Int32Array

  constructor(private readonly sensorSeed: number, quarterTurns: number, private readonly nativeWidth: number, private readonly nativeHeight: number, x0: number, count: number) {
    this.turns = ((quarterTurns % 4) + 4) % 4
    this.keys = new Int32Array(count)
    for (let i = 0; i < count; i++) {
      const native = nativePixel(x0 + i, 0, this.turns, nativeWidth, nativeHeight)
      this.keys[i] = this.turns % 2 === 0 ? columnKey(native.x) : rowKey(sensorSeed, native.y)
    }
  }

  /** The keys that change along a stored row, one per column of the band: K is gaussianOf(mix32(key ^ fixedKey(y))). */
  columnKeys(): Int32Array {
    return this.keys
  }

  /** The key that stays along stored row y: the sensor row's (turns 0, 2) or the sensor column's (1, 3). */
  fixedKey(y: number): number {
    const native = nativePixel(0, y, this.turns, this.nativeWidth, this.nativeHeight)
    return this.turns % 2 === 0 ? rowKey(this.sensorSeed, native.y) : columnKey(native.x)
  }

  /** K under stored row y of the band, into `out` (length count). */
  row(y: number, out: Float64Array): void {
    const keys = this.keys
    const fixed = this.fixedKey(y)
    for (let i = 0; i < out.length; i++) out[i] = PRNU_STRENGTH * gaussianOf(mix32((keys[i]! ^ fixed) >>> 0))
  }
}
