// What kind of picture a file's bytes hold, judged by their first bytes and never by the file's name:
// the importer names its stored copy by it, and the thumbnail service answers with its content type.

export interface ImageType {
  contentType: string
  /** The extension a stored copy gets, with its dot. */
  extension: string
}

const JPEG: ImageType = { contentType: 'image/jpeg', extension: '.jpg' }
const PNG: ImageType = { contentType: 'image/png', extension: '.png' }
const TIFF: ImageType = { contentType: 'image/tiff', extension: '.tif' }
const WEBP: ImageType = { contentType: 'image/webp', extension: '.webp' }
const HEIC: ImageType = { contentType: 'image/heic', extension: '.heic' }
const HEIF: ImageType = { contentType: 'image/heif', extension: '.heif' }
const AVIF: ImageType = { contentType: 'image/avif', extension: '.avif' }

/** ISO media brands of still pictures; the same box layout also holds MP4 and QuickTime films. */
const HEIF_BRANDS: Record<string, ImageType> = {
  heic: HEIC, heix: HEIC, heim: HEIC, heis: HEIC, hevc: HEIC, hevx: HEIC, hevm: HEIC, hevs: HEIC,
  mif1: HEIF, msf1: HEIF, avif: AVIF, avis: AVIF,
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length))
}

/** The ISO media file's major brand ('heic', 'mp42', …), or null when the bytes are not ISO media. */
export function isoBrand(bytes: Uint8Array): string | null {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' ? ascii(bytes, 8, 4) : null
}

/** The picture type the bytes start as, or null when they start as nothing the reader knows. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return JPEG
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return PNG
  const head = ascii(bytes, 0, 4)
  if (head === 'II*\0' || head === 'MM\0*') return TIFF
  if (head === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return WEBP
  const brand = isoBrand(bytes)
  return brand === null ? null : HEIF_BRANDS[brand] ?? null
}
