// A decoded picture as its pixels: what the WebAssembly decoders give, and what jimp scales and encodes.

export interface RgbaPicture {
  width: number
  height: number
  /** Four bytes a pixel (red, green, blue, alpha), row after row from the top left. */
  data: Uint8Array | Uint8ClampedArray
}
