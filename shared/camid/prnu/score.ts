// How well a picture matches a fingerprint: the normalised correlation (Pearson) of the picture's noise residual W
// with I·K, I its luminance and K the fingerprint, over the centre crop, at whichever quarter turn the picture may
// have been stored in (Lukáš, Fridrich, Goljan 2006).

import { turnSquare } from './luma.js'
import { noiseResidual } from './residual.js'

/** spec-2 §5: a Camera ID hit counts only when its score is at least 0.0068. */
export const HIT_THRESHOLD = 0.0068

export interface Size {
  width: number
  height: number
}

/**
 * The quarter turns (clockwise) at which a picture of `picture`'s stored size may hold the fingerprint of pictures of
 * `resolution`: the same way (0, or upside down 2), turned (1 or 3), all four for a square, none when the sizes differ.
 */
export function turnsFor(resolution: Size, picture: Size): number[] {
  const same = picture.width === resolution.width && picture.height === resolution.height
  const turned = picture.width === resolution.height && picture.height === resolution.width
  if (same && turned) return [0, 1, 2, 3]
  if (same) return [0, 2]
  if (turned) return [1, 3]
  return []
}

/** A fingerprint's turned copies, made once per fingerprint and turn, however many pictures it is scored against. */
const turnedCopies = new WeakMap<Float32Array, Map<number, Float32Array>>()

/** The fingerprint turned clockwise `quarterTurns` times (the same array for no turn). */
export function turnedFingerprint(fingerprint: Float32Array, cropSize: number, quarterTurns: number): Float32Array {
  const turns = ((quarterTurns % 4) + 4) % 4
  if (turns === 0) return fingerprint
  let copies = turnedCopies.get(fingerprint)
  if (!copies) turnedCopies.set(fingerprint, (copies = new Map()))
  let turned = copies.get(turns)
  if (!turned) copies.set(turns, (turned = turnSquare(fingerprint, cropSize, turns)))
  return turned
}

/** Pearson correlation of the residual W with I·K over all values. */
export function correlationWithPattern(residual: Float32Array, luma: Float32Array, pattern: Float32Array): number {
  const n = residual.length
  let sw = 0, sx = 0, sww = 0, sxx = 0, swx = 0
  for (let i = 0; i < n; i++) {
    const w = residual[i]!
    const x = luma[i]! * pattern[i]!
    sw += w
    sx += x
    sww += w * w
    sxx += x * x
    swx += w * x
  }
  const cov = swx - (sw * sx) / n
  const varW = sww - (sw * sw) / n
  const varX = sxx - (sx * sx) / n
  return varW > 0 && varX > 0 ? cov / Math.sqrt(varW * varX) : 0
}

export interface MatchScore {
  /** The best correlation over the turns tried; -1 when no turn was tried. */
  score: number
  /** The clockwise quarter turns of the fingerprint that gave it. */
  quarterTurns: number
}

function checkSizes(fingerprint: Float32Array, cropSize: number, pictureCrop: Float32Array): void {
  const count = cropSize * cropSize
  if (fingerprint.length !== count) throw new Error(`A fingerprint of cropSize ${cropSize} has ${count} values, not ${fingerprint.length}.`)
  if (pictureCrop.length !== count) throw new Error(`A picture crop of ${cropSize}x${cropSize} has ${count} values, not ${pictureCrop.length}.`)
}

/** The score of a picture whose residual is already known (one residual scored against several fingerprints). */
export function scoreResidual(fingerprint: Float32Array, cropSize: number, pictureCrop: Float32Array, residual: Float32Array, turns: number[]): MatchScore {
  checkSizes(fingerprint, cropSize, pictureCrop)
  let best: MatchScore = { score: -1, quarterTurns: 0 }
  for (const turn of turns) {
    const score = correlationWithPattern(residual, pictureCrop, turnedFingerprint(fingerprint, cropSize, turn))
    if (score > best.score) best = { score, quarterTurns: turn }
  }
  return best
}

/**
 * The score of a picture against a fingerprint: `pictureCrop` is the luminance (0–255) of the picture's centre
 * crop, cropSize x cropSize, as stored; `turns` from turnsFor. The best correlation over the turns and its turn.
 */
export function matchScore(fingerprint: Float32Array, cropSize: number, pictureCrop: Float32Array, turns: number[]): MatchScore {
  checkSizes(fingerprint, cropSize, pictureCrop)
  if (turns.length === 0) return { score: -1, quarterTurns: 0 }
  return scoreResidual(fingerprint, cropSize, pictureCrop, noiseResidual(pictureCrop, cropSize, cropSize), turns)
}
