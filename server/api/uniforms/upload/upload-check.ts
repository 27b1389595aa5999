// What a contributor's upload must be before anything reads its pixels (spec-3 §5 "image files only"): JPEG or PNG
// by its bytes, never by its name or the type the browser claims, within the size limit, and of a width and height
// its header gives within the pixel limit, so that a small file that would decode to gigabytes is refused unread.

import { UNIFORM_UPLOAD_MAX_BYTES } from '../../../../shared/api/types/constants/uniforms.js'
import { imageTypeOf } from '../../media/image-type.js'

/** The most pixels an upload may hold: a 50-megapixel photo. */
export const UPLOAD_MAX_PIXELS = 50_000_000

export const notAnImage = (name: string) => `${name} is not a JPEG or PNG image: only photos in those formats can be uploaded.`
export const tooLarge = (name: string) => `${name} is larger than the ${UNIFORM_UPLOAD_MAX_BYTES / 1024 / 1024} MB an image may be.`
export const tooManyPixels = (name: string, width: number, height: number) =>
  `${name} is ${width}x${height} pixels, more than the ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels an image may have.`
export const unreadableImage = (name: string) => `${name} could not be read as an image: the file may be damaged.`

export type UploadKind = 'image/jpeg' | 'image/png'

/** The picture's width and height as its header gives them, or null when the header is not whole. */
export function headerSize(bytes: Uint8Array, kind: UploadKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (kind === 'image/png') {
    // The IHDR chunk comes first: its width and height follow the 8-byte signature and the chunk's length and name.
    if (bytes.length < 24) return null
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }
  // JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) carries height then width.
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = view.getUint16(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
    }
    at += 2 + length
  }
  return null
}

/** The upload's kind, or the message that refuses it, naming the file. */
export function checkUpload(bytes: Uint8Array, name: string): { kind: UploadKind } | { refusal: string } {
  if (bytes.length > UNIFORM_UPLOAD_MAX_BYTES) return { refusal: tooLarge(name) }
  const type = imageTypeOf(bytes)?.contentType
  if (type !== 'image/jpeg' && type !== 'image/png') return { refusal: notAnImage(name) }
  const size = headerSize(bytes, type)
  if (!size || size.width === 0 || size.height === 0) return { refusal: unreadableImage(name) }
  if (size.width * size.height > UPLOAD_MAX_PIXELS) return { refusal: tooManyPixels(name, size.width, size.height) }
  return { kind: type }
}
