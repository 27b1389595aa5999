// The PhotoDNA hash as text: 144 bytes written as comma-separated numbers (the form the similar search's
// example and the results use), as 288 hex digits, or as base64 (standard or URL-safe).

export const PHOTODNA_BYTES = 144

/** The bytes of a hash in any of the accepted forms, or null when it is not one. */
export function parsePhotoDnaHash(text: string): Uint8Array | null {
  const value = text.trim()
  if (value.includes(',')) {
    const parts = value.split(',').map((p) => p.trim())
    if (parts.length !== PHOTODNA_BYTES || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null
    return Uint8Array.from(parts.map(Number))
  }
  if (/^[0-9a-fA-F]{288}$/.test(value)) return Uint8Array.from(Buffer.from(value, 'hex'))
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    return bytes.length === PHOTODNA_BYTES ? Uint8Array.from(bytes) : null
  }
  return null
}

const COMMA = 0x2c
const ZERO = 0x30

/** The form results carry: comma-separated numbers. */
export function formatPhotoDnaHash(bytes: Uint8Array): string {
  // Digits written straight into a buffer: a page of 1,000 results formats 1,000 hashes, and joining
  // strings took 25 ms of the page's time.
  const text = Buffer.allocUnsafe(bytes.length * 4)
  let at = 0
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0) text[at++] = COMMA
    const value = bytes[i]!
    if (value >= 100) text[at++] = ZERO + Math.floor(value / 100)
    if (value >= 10) text[at++] = ZERO + (Math.floor(value / 10) % 10)
    text[at++] = ZERO + (value % 10)
  }
  return text.toString('latin1', 0, at)
}
