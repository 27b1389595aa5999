// The PhotoDNA hash as text: 144 bytes read as comma-separated numbers (the form of the similar search's
// example), as 288 hex digits, or as base64 (standard or URL-safe, the form results carry).

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

/**
 * The form results carry: standard base64, 192 characters. The comma form is 2.7 times longer, and a page
 * of 1,000 results spent a third of its bytes on it (spec-1 §9 fetches 1,000 at once for the list).
 */
export function formatPhotoDnaHash(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}
