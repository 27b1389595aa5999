// The stored file of an imported sighting: found safely under DATA_DIR, served as it was stored, or scaled
// down to a thumbnail.

import { isAbsolute, relative, resolve } from 'node:path'
import { readFile } from 'node:fs/promises'
import { Jimp } from 'jimp'
import { imageTypeOf } from './image-type.js'
import { rgbaDecoderFor } from './rgba-decoders.js'

/**
 * The absolute path of a stored file, or null when the recorded path would leave DATA_DIR (a database
 * edited by hand must not make this service read any other file).
 */
export function storedPath(dataDir: string, imageFile: string): string | null {
  const root = resolve(dataDir)
  const path = resolve(root, imageFile)
  const inside = relative(root, path)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null
  return path
}

export async function readStoredPicture(path: string): Promise<Buffer> {
  return readFile(path)
}

/** What scaling needs of a jimp picture, read by jimp or made from decoded pixels (jimp types them apart). */
interface ScalablePicture {
  bitmap: { width: number; height: number }
  scaleToFit(box: { w: number; h: number }): unknown
  getBuffer(mime: 'image/jpeg', options: { quality: number }): Promise<Buffer>
}

/**
 * A JPEG no larger than longSide on either side; a smaller image keeps its size. Exif rotation is applied to
 * the pictures jimp reads itself (JPEG, PNG, TIFF); HEIC is turned by its own irot and imir boxes.
 */
export async function scaleStoredPicture(original: Buffer, longSide: number): Promise<Buffer> {
  const image = await openPicture(original)
  if (image.bitmap.width > longSide || image.bitmap.height > longSide) image.scaleToFit({ w: longSide, h: longSide })
  return image.getBuffer('image/jpeg', { quality: 82 })
}

/** WebP, AVIF and HEIC/HEIF are decoded to pixels by their own codec; jimp reads the other types itself. */
async function openPicture(original: Buffer): Promise<ScalablePicture> {
  const decode = rgbaDecoderFor(imageTypeOf(original))
  if (!decode) return Jimp.read(original)
  const { width, height, data } = await decode(original)
  // A view, not a copy: the decoded pixels can be tens of megabytes.
  return new Jimp({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) })
}
