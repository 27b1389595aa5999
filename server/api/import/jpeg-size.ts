// A JPEG's real pixel size from its frame header: the Exif size tags describe the camera's output and
// are often left unchanged when a picture is resized.

const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

export function jpegSize(data: Uint8Array): { width: number; height: number } | null {
  if (data[0] !== 0xff || data[1] !== 0xd8) return null
  let at = 2
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null
    const marker = data[at + 1] ?? 0
    // Fill bytes and markers without a length.
    if (marker === 0xff) { at++; continue }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue }
    const length = ((data[at + 2] ?? 0) << 8) | (data[at + 3] ?? 0)
    if (START_OF_FRAME.has(marker) && at + 9 <= data.length) {
      const height = ((data[at + 5] ?? 0) << 8) | (data[at + 6] ?? 0)
      const width = ((data[at + 7] ?? 0) << 8) | (data[at + 8] ?? 0)
      return width > 0 && height > 0 ? { width, height } : null
    }
    if (marker === 0xd9 || marker === 0xda) return null
    at += 2 + length
  }
  return null
}
