// What varies from one picture of the synthetic camera to the next, all drawn from the picture's image id: its
// exposure, its noise (the ISO it was taken at), the texture of its scene and the JPEG quality it was saved at.

import { createHash } from 'node:crypto'

export interface PictureParameters {
  /** Seeds the picture's own noise and texture. */
  seed: number
  /** Issue 31: the demo saves its pictures at a JPEG quality from 80 to 95. */
  jpegQuality: number
  /** Scene brightness multiplier: under- to slightly over-exposed. */
  exposure: number
  /**
   * Shot noise: its variance is `shotGain` times the intensity (grey levels²), 0.04–0.20, a sensor at middling ISO.
   * With much less, JPEG quantisation keeps only a few frequencies of each block and other bodies' scores spread
   * wider (docs/camid-fingerprint.md).
   */
  shotGain: number
  /** Read noise, grey levels (standard deviation). */
  readNoise: number
  /** Texture laid over the scene (foliage, cloud): a coarse and a fine layer of value noise. */
  texture: { coarseSpacing: number; coarseAmplitude: number; fineSpacing: number; fineAmplitude: number }
}

const cache = new Map<string, PictureParameters>()
const CACHE_LIMIT = 256

export function pictureParametersOf(imageId: string): PictureParameters {
  const known = cache.get(imageId)
  if (known) return known
  const bytes = createHash('sha256').update(`camid-sensor:${imageId}`).digest()
  const unit = (at: number) => bytes.readUInt16BE(at) / 65536
  const parameters: PictureParameters = {
    seed: bytes.readUInt32BE(0),
    jpegQuality: 80 + (bytes[4]! % 16),
    exposure: 0.75 + 0.4 * unit(6),
    shotGain: 0.04 + 0.16 * unit(8),
    readNoise: 0.8 + 1.2 * unit(10),
    texture: {
      coarseSpacing: 24 + Math.floor(40 * unit(12)),
      coarseAmplitude: 3 + 6 * unit(14),
      fineSpacing: 4 + Math.floor(6 * unit(16)),
      fineAmplitude: 1 + 3 * unit(18),
    },
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
  cache.set(imageId, parameters)
  return parameters
}

/** The JPEG quality (80–95) the picture of this image id is saved at. */
export function jpegQualityOf(imageId: string): number {
  return pictureParametersOf(imageId).jpegQuality
}
