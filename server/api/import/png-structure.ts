// Whether a PNG is whole: a header chunk first, every chunk inside the file, image data, and the end
// chunk. The metadata reader reads what it can of a cut file, so it cannot tell one from a whole one.

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4))
}

/** Why the PNG (its bytes start with the PNG signature) is no usable picture, or null when it is whole. */
export function pngDamage(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const truncated = `truncated at byte ${bytes.length}`
  let imageData = false
  // chunk: length (4), type (4), data, CRC (4)
  for (let at = 8; ; ) {
    if (at + 8 > bytes.length) return truncated
    const length = view.getUint32(at)
    const type = ascii(bytes, at + 4)
    if (at === 8 && type !== 'IHDR') return 'damaged: no header chunk (IHDR)'
    if (at + 12 + length > bytes.length) return truncated
    if (type === 'IDAT') imageData = true
    if (type === 'IEND') return imageData ? null : 'no image data (no IDAT chunk)'
    at += 12 + length
  }
}
