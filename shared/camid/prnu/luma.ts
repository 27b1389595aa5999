// A picture's luminance, its centre square and that square turned: the planes the fingerprint, its score and its
// digest are computed on.

/** BT.601 luma (0.299 R + 0.587 G + 0.114 B), 0–255, of RGBA pixels (4 bytes each, alpha ignored). */
export function lumaOfRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Float32Array {
  const count = width * height
  if (rgba.length < count * 4) throw new Error(`A ${width}x${height} RGBA picture has ${count * 4} bytes, not ${rgba.length}.`)
  const luma = new Float32Array(count)
  for (let i = 0, at = 0; i < count; i++, at += 4) luma[i] = 0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!
  return luma
}

/** Where the centre square of side `side` starts along a side of `length`: the same rounding everywhere. */
export function centreOffset(length: number, side: number): number {
  return Math.floor((length - side) / 2)
}

/** The square of side `side` at the centre of a width x height plane, row-major. */
export function centreSquare(plane: Float32Array, width: number, height: number, side: number): Float32Array {
  if (side > width || side > height) {
    throw new Error(`A centre square of ${side}x${side} does not fit in a ${width}x${height} picture.`)
  }
  if (plane.length !== width * height) throw new Error(`A ${width}x${height} plane has ${width * height} values, not ${plane.length}.`)
  const left = centreOffset(width, side), top = centreOffset(height, side)
  const out = new Float32Array(side * side)
  for (let y = 0; y < side; y++) out.set(plane.subarray((top + y) * width + left, (top + y) * width + left + side), y * side)
  return out
}

/**
 * Where the value at (x, y) of a square of side `side` goes when the square is turned clockwise `quarterTurns`
 * times, as index into the turned square. One quarter turn clockwise sends the left column to the top row.
 */
export function turnedIndex(x: number, y: number, side: number, quarterTurns: number): number {
  const last = side - 1
  switch (((quarterTurns % 4) + 4) % 4) {
    case 0:
      return y * side + x
    case 1:
      return x * side + (last - y)
    case 2:
      return (last - y) * side + (last - x)
    default:
      return (last - x) * side + y
  }
}

/** A square plane turned clockwise `quarterTurns` quarter turns (any integer; 4 is a whole turn). */
export function turnSquare(plane: Float32Array, side: number, quarterTurns: number): Float32Array {
  if (plane.length !== side * side) throw new Error(`A ${side}x${side} square has ${side * side} values, not ${plane.length}.`)
  const turns = ((quarterTurns % 4) + 4) % 4
  if (turns === 0) return plane.slice()
  const out = new Float32Array(side * side)
  for (let y = 0; y < side; y++) {
    const from = y * side
    for (let x = 0; x < side; x++) out[turnedIndex(x, y, side, turns)] = plane[from + x]!
  }
  return out
}
