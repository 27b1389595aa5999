// Whether a file's bytes are a picture the importer keeps, or the one-line reason it is refused
// (issue 12 §4): judged by content, never by the file's name.

import { imageTypeOf, isoBrand, type ImageType } from '../media/image-type.js'
import { jpegDamage } from './jpeg-structure.js'
import { pngDamage } from './png-structure.js'

export type ImageVerdict = { type: ImageType; refused?: undefined } | { refused: string }

function notAnImage(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'no image data after the start marker'
  const brand = isoBrand(bytes)
  return brand === null ? 'not an image' : `not an image (ISO media of brand '${brand.trim()}', such as a film)`
}

/** A RIFF file (WebP) says its own length; a cut one holds fewer bytes. */
function riffDamage(bytes: Uint8Array): string | null {
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
  return 8 + length > bytes.length ? `truncated at byte ${bytes.length}` : null
}

function damage(bytes: Uint8Array, type: ImageType): string | null {
  if (type.contentType === 'image/jpeg') return jpegDamage(bytes)
  if (type.contentType === 'image/png') return pngDamage(bytes)
  if (type.contentType === 'image/webp') return riffDamage(bytes)
  // TIFF and HEIF keep their pixels wherever their directories point: left to whoever decodes them.
  return null
}

export function checkImage(bytes: Uint8Array): ImageVerdict {
  if (bytes.length === 0) return { refused: 'empty file' }
  const type = imageTypeOf(bytes)
  if (!type) return { refused: notAnImage(bytes) }
  const reason = damage(bytes, type)
  return reason ? { refused: reason } : { type }
}
