// A camera's fingerprint from pictures it took: the maximum-likelihood estimate K = Σ W·I / Σ I² of the
// multiplicative sensor pattern (Lukáš, Fridrich, Goljan 2006), over the centre crop of pictures of one resolution,
// added one picture at a time so that a Web Worker can say how far it has got.

import { evenBlockSpectrum } from './blockSpectrum.js'
import { noiseResidual, zeroMeanRowsAndColumns } from './residual.js'

export class FingerprintEstimate {
  private readonly weighted: Float64Array
  private readonly energy: Float64Array
  private added = 0

  constructor(readonly cropSize: number) {
    if (!Number.isInteger(cropSize) || cropSize < 16 || cropSize % 16 !== 0) {
      throw new Error(`cropSize must be a multiple of 16 of at least 16, not ${cropSize}.`)
    }
    this.weighted = new Float64Array(cropSize * cropSize)
    this.energy = new Float64Array(cropSize * cropSize)
  }

  /** How many pictures have been added. */
  get pictures(): number {
    return this.added
  }

  /** Adds one picture: the luminance (0–255) of its centre crop, cropSize x cropSize, as stored. */
  add(cropLuma: Float32Array): void {
    const side = this.cropSize
    if (cropLuma.length !== side * side) throw new Error(`A ${side}x${side} crop has ${side * side} values, not ${cropLuma.length}.`)
    const residual = noiseResidual(cropLuma, side, side)
    const { weighted, energy } = this
    for (let i = 0; i < residual.length; i++) {
      const intensity = cropLuma[i]!
      weighted[i]! += residual[i]! * intensity
      energy[i]! += intensity * intensity
    }
    this.added++
  }

  /**
   * The estimate, its JPEG block spectrum evened out (blockSpectrum.ts, in place of a Fourier-domain Wiener filter),
   * then zero-mean along every row and column (the linear patterns all cameras of a model share go).
   */
  finish(): Float32Array {
    if (this.added === 0) throw new Error('A fingerprint needs at least one picture.')
    const side = this.cropSize
    const fingerprint = new Float32Array(side * side)
    for (let i = 0; i < fingerprint.length; i++) {
      const energy = this.energy[i]!
      fingerprint[i] = energy > 0 ? this.weighted[i]! / energy : 0
    }
    evenBlockSpectrum(fingerprint, side)
    zeroMeanRowsAndColumns(fingerprint, side, side)
    return fingerprint
  }
}
