// WebP pictures decoded to pixels by libwebp built as WebAssembly (@jsquash/webp, the codec that jimp's
// @jimp/wasm-webp plugin wraps). The package is imported on the first WebP picture only, so neither the
// service's start nor a JPEG thumbnail pays for it.

import { loadOnce } from './load-once.js'
import type { RgbaPicture } from './rgba-picture.js'
import { compileWasm, exactArrayBuffer } from './wasm-module.js'

const webpDecoder = loadOnce(async () => {
  const codec = await import('@jsquash/webp/decode.js')
  await codec.init(await compileWasm('@jsquash/webp/codec/dec/webp_dec.wasm'))
  return codec.default
})

export async function decodeWebp(bytes: Uint8Array): Promise<RgbaPicture> {
  const decode = await webpDecoder()
  const { width, height, data } = await decode(exactArrayBuffer(bytes))
  return { width, height, data }
}
