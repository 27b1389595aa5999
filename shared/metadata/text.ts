// Turns the bytes of a tag into text: Exif strings (UTF-8 when valid, else Latin-1, cut at the first NUL
// as ExifTool does), Windows XP tags (UTF-16LE) and UCS-2 strings, and binary values as hex.

const utf8 = new TextDecoder('utf-8', { fatal: true })

function latin1(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += String.fromCharCode(byte)
  return out
}

/** Bytes as text: UTF-8 when they are valid UTF-8, otherwise Latin-1 (what old cameras wrote). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    return latin1(bytes)
  }
}

/** An Exif ASCII value: everything before the first NUL. */
export function cString(bytes: Uint8Array): string {
  const end = bytes.indexOf(0)
  return decodeText(end < 0 ? bytes : bytes.subarray(0, end))
}

/** UTF-16 text (Windows XP tags are little-endian; UCS-2 strings follow the block's order), cut at NUL. */
export function utf16Text(bytes: Uint8Array, little = true): string {
  let out = ''
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const code = little ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!
    if (code === 0) break
    out += String.fromCharCode(code)
  }
  return out
}

export function hex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/** Text as a value is compared and shown: trailing NULs and surrounding white space removed. */
export function trimmed(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u0000+$/g, '').trim()
}
