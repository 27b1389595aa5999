// Whether a JPEG is whole: its segments lie inside the file, a frame header comes before the image data,
// and the data ends with the end marker. The metadata reader stops at the image data, so it cannot tell
// a cut picture from a whole one.

const END_OF_IMAGE = 0xd9
const START_OF_SCAN = 0xda

function isStartOfFrame(marker: number): boolean {
  // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC)
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/** Whether an end marker follows the image data starting at `from`; the data escapes its own 0xFF bytes. */
function hasEndMarker(bytes: Uint8Array, from: number): boolean {
  for (let at = bytes.lastIndexOf(END_OF_IMAGE); at > from; at = bytes.lastIndexOf(END_OF_IMAGE, at - 1)) {
    if (bytes[at - 1] === 0xff) return true
  }
  return false
}

/** Why the JPEG (its bytes start FF D8 FF) is no usable picture, or null when it is whole. */
export function jpegDamage(bytes: Uint8Array): string | null {
  const truncated = `truncated at byte ${bytes.length}`
  let frame = false
  let at = 2
  for (;;) {
    if (at >= bytes.length) return truncated
    if (bytes[at] !== 0xff) return `damaged: no segment marker at byte ${at}`
    while (bytes[at] === 0xff) at++ // fill bytes
    const marker = bytes[at]
    if (marker === undefined) return truncated
    at++
    if (marker === END_OF_IMAGE) return 'no image data (the end marker comes before any)'
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) continue // markers without a length
    if (at + 2 > bytes.length) return truncated
    const length = (bytes[at]! << 8) | bytes[at + 1]!
    if (length < 2) return `damaged: segment length ${length} at byte ${at - 2}`
    if (at + length > bytes.length) return truncated
    if (isStartOfFrame(marker)) frame = true
    if (marker === START_OF_SCAN) {
      if (!frame) return 'no frame header before the image data'
      return hasEndMarker(bytes, at + length) ? null : truncated
    }
    at += length
  }
}
