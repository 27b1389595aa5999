// The stored file of an imported sighting: found safely under DATA_DIR, served as it was stored, or scaled
// down to a thumbnail.

import { extname, isAbsolute, relative, resolve } from 'node:path'
import { readFile } from 'node:fs/promises'
import { Jimp } from 'jimp'

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.bmp': 'image/bmp',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.avif': 'image/avif',
}

/** The content type of a stored file, by its extension: the importer keeps the extension it found. */
export function storedType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

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
