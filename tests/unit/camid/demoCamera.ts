// The pictures the matcher tests score: a 4000x3000 camera model, bodies told apart by their sensorSeed, each
// picture drawn by the demo's synthetic camera (server/api/camid/sensor) as the centre regions the matcher reads.

import { drawPictureRegion } from '../../../server/api/camid/sensor/syntheticCamera.js'
import { centreOffset } from '../../../shared/camid/prnu/luma.js'

export const MODEL = { width: 4000, height: 3000 } as const
export const CROP = 1024

export interface DemoPicture {
  imageId: string
  sensorSeed: number
  /** Clockwise quarter turns from the sensor to the stored picture. */
  turns: number
}

/** The stored size of a picture of MODEL turned `turns` quarter turns. */
export function storedSize(turns: number): { width: number; height: number } {
  return turns % 2 === 0 ? { ...MODEL } : { width: MODEL.height, height: MODEL.width }
}

/** Most pictures are stored the sensor's way; some turned a quarter either way, some upside down. */
export function turnsOfNth(n: number): number {
  return [0, 1, 0, 3, 2][n % 5]!
}

/** The luminance of the picture's centre square of `side`, as decoded from its JPEG. */
export function centreOf(picture: DemoPicture, side: number): Float32Array {
  const stored = storedSize(picture.turns)
  return drawPictureRegion({
    imageId: picture.imageId,
    sensorSeed: picture.sensorSeed,
    nativeWidth: MODEL.width,
    nativeHeight: MODEL.height,
    storedWidth: stored.width,
    storedHeight: stored.height,
    quarterTurns: picture.turns,
    x: centreOffset(stored.width, side),
    y: centreOffset(stored.height, side),
    width: side,
    height: side,
  })
}
