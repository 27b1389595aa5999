// Base64 (RFC 4648 §4, with padding) written and read strictly, without Buffer or atob, so that the browser and
// the service read a fingerprint alike and a damaged one is refused rather than read as something else.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const VALUES = new Int16Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  // In runs, so that a 4 MB fingerprint is not one string concatenation per character.
  const RUN = 3 * 16384
  for (let start = 0; start < bytes.length; start += RUN) {
    const end = Math.min(bytes.length, start + RUN)
    let run = ''
    for (let i = start; i < end; i += 3) {
      const a = bytes[i]!, b = i + 1 < end ? bytes[i + 1]! : 0, c = i + 2 < end ? bytes[i + 2]! : 0
      run += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | (b >> 4)]!
      run += i + 1 < end ? ALPHABET[((b & 15) << 2) | (c >> 6)]! : '='
      run += i + 2 < end ? ALPHABET[c & 63]! : '='
    }
    parts.push(run)
  }
  return parts.join('')
}

/** Whitespace a file may wrap its base64 with (XML writers often do). */
function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d
}

/**
 * The bytes of a base64 text, or null when it is not base64: a character outside the alphabet, a length that is
 * not a multiple of 4, padding anywhere but at the end, or padding bits that are not zero. Whitespace is skipped.
 */
export function decodeBase64(text: string): Uint8Array | null {
  let length = 0
  const clean = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isWhitespace(code)) continue
    if (code >= 128) return null
    clean[length++] = code
  }
  if (length % 4 !== 0) return null
  let padding = 0
  if (length > 0 && clean[length - 1] === 0x3d) padding = clean[length - 2] === 0x3d ? 2 : 1
  const out = new Uint8Array((length / 4) * 3 - padding)
  let at = 0
  for (let i = 0; i < length; i += 4) {
    const last = i + 4 === length
    const a = VALUES[clean[i]!]!, b = VALUES[clean[i + 1]!]!
    const c = last && padding === 2 ? 0 : VALUES[clean[i + 2]!]!
    const d = last && padding >= 1 ? 0 : VALUES[clean[i + 3]!]!
    if (a < 0 || b < 0 || c < 0 || d < 0) return null
    const triple = (a << 18) | (b << 12) | (c << 6) | d
    out[at++] = triple >> 16
    if (!last || padding < 2) out[at++] = (triple >> 8) & 255
    if (!last || padding < 1) out[at++] = triple & 255
    if (last && padding === 2 && (b & 15) !== 0) return null
    if (last && padding === 1 && (c & 3) !== 0) return null
  }
  return out
}
