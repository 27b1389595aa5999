// HEIC pictures (HEVC-coded HEIF, what iPhones write) decoded to pixels by libheif with libde265 built as
// WebAssembly (heic-decode over libheif-js), whose .wasm is inlined in its JavaScript: nothing to fetch.
// Loading it takes the better part of a second, so it is imported on the first HEIC picture only.

import type { RgbaPicture } from './rgba-picture.js'

/** The primary picture, turned and mirrored as the file's irot and imir boxes say (libheif applies them). */
export async function decodeHeic(bytes: Uint8Array): Promise<RgbaPicture> {
  const { default: decode } = await import('heic-decode')
  return decode({ buffer: bytes })
}
