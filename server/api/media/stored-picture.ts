// The stored file of an imported sighting: found safely under DATA_DIR, served as it was stored, or scaled
// down to a thumbnail.

import { isAbsolute, relative, resolve } from 'node:path'
import { readFile } from 'node:fs/promises'
import { Jimp } from 'jimp'

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

/** A JPEG no larger than longSide on either side; a smaller image keeps its size. Exif rotation is applied. */
export async function scaleStoredPicture(original: Buffer, longSide: number): Promise<Buffer> {
  const image = await Jimp.read(original)
  if (image.bitmap.width > longSide || image.bitmap.height > longSide) image.scaleToFit({ w: longSide, h: longSide })
  return image.getBuffer('image/jpeg', { quality: 82 })
}
