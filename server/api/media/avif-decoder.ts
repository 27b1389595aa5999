// AVIF pictures decoded to pixels by libavif with dav1d built as WebAssembly (@jsquash/avif, the codec
// that jimp's @jimp/wasm-avif plugin wraps). The package is imported on the first AVIF picture only.

import { loadOnce } from './load-once.js'
import type { RgbaPicture } from './rgba-picture.js'
import { compileWasm, exactArrayBuffer } from './wasm-module.js'

const avifDecoder = loadOnce(async () => {
  const codec = await import('@jsquash/avif/decode.js')
  await codec.init(await compileWasm('@jsquash/avif/codec/dec/avif_dec.wasm'))
  return codec.default
})

export async function decodeAvif(bytes: Uint8Array): Promise<RgbaPicture> {
  const decode = await avifDecoder()
  const { width, height, data } = await decode(exactArrayBuffer(bytes))
  return { width, height, data }
}
