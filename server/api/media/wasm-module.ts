// The WebAssembly of a codec package, compiled from the file it ships. Left to themselves, the @jsquash
// codecs fetch their .wasm from a file: URL, which Node's fetch refuses ("not implemented... yet..."); this
// is also why jimp's own @jimp/wasm-webp and @jimp/wasm-avif plugins fail in Node (jimp issue #1366).

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/** specifier names the .wasm file inside its package, e.g. '@jsquash/webp/codec/dec/webp_dec.wasm'. */
export async function compileWasm(specifier: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(fileURLToPath(import.meta.resolve(specifier))))
}

/** The codecs take an ArrayBuffer holding exactly the file: a Node Buffer may be a slice of a larger one. */
export function exactArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer
}
