// The decoder for each picture type jimp cannot read itself. jimp reads JPEG, PNG and TIFF; WebP, AVIF and
// HEIC/HEIF are decoded to pixels first, each by a WebAssembly codec that is loaded on its first picture.

import type { ImageType } from './image-type.js'
import type { RgbaPicture } from './rgba-picture.js'
import { decodeAvif } from './avif-decoder.js'
import { decodeHeic } from './heic-decoder.js'
import { decodeWebp } from './webp-decoder.js'

export type RgbaDecoder = (bytes: Uint8Array) => Promise<RgbaPicture>

/** A 'mif1' HEIF file may hold an HEVC or an AV1 picture, and libheif-js decodes only HEVC. */
async function decodeHeif(bytes: Uint8Array): Promise<RgbaPicture> {
  return decodeHeic(bytes).catch(() => decodeAvif(bytes))
}

const DECODERS: Record<string, RgbaDecoder> = {
  'image/webp': decodeWebp,
  'image/avif': decodeAvif,
  'image/heic': decodeHeic,
  'image/heif': decodeHeif,
}

/** The decoder for a picture of this type, or null when jimp reads it itself. */
export function rgbaDecoderFor(type: ImageType | null): RgbaDecoder | null {
  return (type && DECODERS[type.contentType]) ?? null
}
