// The woven patterns of school cloth as paints in design units: summer gingham, a skirt's tartan, a tie's diagonal
// stripes. Each turns and scales with its garment, as cloth does in a photo.

import { mixed, shaded, type Rgb } from './palette.js'

const WHITE: Rgb = [250, 250, 250]

function positiveModulo(value: number, period: number): number {
  return ((value % period) + period) % period
}

/** Gingham: bands of the colour across and along white; where they cross the colour is full, elsewhere half. */
export function gingham(colour: Rgb, check = 16): (x: number, y: number) => Rgb {
  const half = mixed(WHITE, colour, 0.5)
  return (x, y) => {
    const across = positiveModulo(x, 2 * check) < check
    const along = positiveModulo(y, 2 * check) < check
    return across && along ? colour : across || along ? half : WHITE
  }
}

/**
 * A tartan: the sett's threads in both directions, each point the mix of the warp and weft threads that cross
 * there (as a twill weave shows them). The ground is the school colour with a darker band, crossed by lines of
 * the two other colours.
 */
export function tartan(ground: Rgb, line: Rgb, second: Rgb, sett = 64): (x: number, y: number) => Rgb {
  const dark = shaded(ground, 0.45)
  const threadAt = (v: number): Rgb => {
    const p = positiveModulo(v, sett) / sett
    if (p < 0.3) return dark
    if (p >= 0.44 && p < 0.48) return line
    if (p >= 0.72 && p < 0.76) return second
    return ground
  }
  return (x, y) => mixed(threadAt(x), threadAt(y), 0.5)
}

/** Diagonal stripes of the trim colour over the ground, as a school tie's. */
export function diagonalStripes(ground: Rgb, stripe: Rgb, period = 30, width = 9): (x: number, y: number) => Rgb {
  return (x, y) => (positiveModulo(x + y, period) < width ? stripe : ground)
}
