// The pixels Camera ID reads of a picture: the luminance of a square at its centre, as stored. An imported
// photo's come from its stored file, decoded; a generated one's are drawn again from its id and its camera's
// sensor (server/api/camid/sensor), as the demo camera would have written them.

import { Jimp } from 'jimp'
import { centreOffset, centreSquare, lumaOfRgba } from '../../../shared/camid/prnu/luma.js'
import { drawPictureRegion } from './sensor/syntheticCamera.js'
import { imageTypeOf } from '../media/image-type.js'
import { rgbaDecoderFor } from '../media/rgba-decoders.js'
import type { RgbaPicture } from '../media/rgba-picture.js'
import { readStoredPicture, storedPath } from '../media/stored-picture.js'
import type { CamIdPicture } from '../store/camid/pictures.js'

async function decodeStored(dataDir: string, imageFile: string): Promise<RgbaPicture> {
  const path = storedPath(dataDir, imageFile)
  if (path === null) throw new Error(`the stored file ${imageFile} lies outside the data folder`)
  const bytes = await readStoredPicture(path)
  const decode = rgbaDecoderFor(imageTypeOf(bytes))
  if (decode) return decode(bytes)
  const image = await Jimp.read(bytes)
  return image.bitmap
}

/**
 * The luminance of the `side`-pixel square at the centre of the picture, row after row. Throws when the picture
 * cannot be read or is smaller than the square.
 */
export async function centreLuma(picture: CamIdPicture, side: number, dataDir: string): Promise<Float32Array> {
  if (picture.sensorSeed !== null) {
    return drawPictureRegion({
      imageId: picture.imageId,
      sensorSeed: picture.sensorSeed,
      nativeWidth: picture.width,
      nativeHeight: picture.height,
      storedWidth: picture.width,
      storedHeight: picture.height,
      x: centreOffset(picture.width, side),
      y: centreOffset(picture.height, side),
      width: side,
      height: side,
    })
  }
  if (picture.imageFile === null) throw new Error(`sighting ${picture.imageId} has no picture Camera ID can read`)
  const rgba = await decodeStored(dataDir, picture.imageFile)
  return centreSquare(lumaOfRgba(rgba.data, rgba.width, rgba.height), rgba.width, rgba.height, side)
}
