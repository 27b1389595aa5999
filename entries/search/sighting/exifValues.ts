// How one raw Exif value reads on the sighting page: Windows XP tags as their text, binary values as a
// short hex summary, arrays as lists, everything else as written.

export interface ExifValue {
  /** The value as one line of text. */
  text: string
  /** What the copy button puts on the clipboard: for binary values the whole hex, not the summary. */
  copy: string
  /** The items of a list value, shown one by one; null for a single value. */
  items: string[] | null
}

/** Windows XP tags (0x9c9b–0x9c9f): UTF-16LE text ending in a zero, stored as bytes. */
const XP_TAGS = new Set(['XPTitle', 'XPComment', 'XPAuthor', 'XPKeywords', 'XPSubject'])

/** Exif's version tags: four ASCII digits ("0232") written as undefined bytes. */
const VERSION_TAGS = new Set(['ExifVersion', 'FlashpixVersion', 'InteropVersion'])

/** Tags of Exif type "undefined" (raw bytes) whose content is not text. */
const BINARY_TAGS = new Set([
  'ComponentsConfiguration', 'FileSource', 'SceneType', 'CFAPattern', 'MakerNote', 'DeviceSettingDescription',
  'SpatialFrequencyResponse', 'OECF', 'PrintIM', 'ApplicationNotes', 'IPTC', 'ICC', 'TransferFunction',
])

/** Text tags that are hex by definition and must not be read as binary (ImageUniqueID is 32 hex digits). */
const HEX_TEXT_TAGS = new Set(['ImageUniqueID'])

/** Hex strings this long are bytes the importer stored as hex, not words; a 32-digit id stays text. */
const LONG_HEX = 40
/** A list of numbers this long, all of them bytes, is a byte array rather than a short list of values. */
const LONG_BYTE_ARRAY = 16
const SUMMARY_BYTES = 8

const isByte = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255
const isHex = (s: string) => s.length >= 2 && s.length % 2 === 0 && /^[0-9a-f]+$/i.test(s)

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/**
 * The bytes of a value that is not text: a Uint8Array, a list of bytes, a Uint8Array through JSON
 * ({"0":72,"1":0,…}) or a Node Buffer through JSON ({type:"Buffer",data:[…]}). Null for anything else.
 */
export function bytesOf(value: unknown): Uint8Array | null {
  if (value instanceof Uint8Array) return value
  if (Array.isArray(value)) return value.length > 0 && value.every(isByte) ? Uint8Array.from(value) : null
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (record.type === 'Buffer' && Array.isArray(record.data)) return bytesOf(record.data)
  const keys = Object.keys(record)
  if (keys.length === 0 || !keys.every((key, index) => key === String(index) && isByte(record[key]))) return null
  return Uint8Array.from(keys.map((key) => record[key] as number))
}

const toHex = (bytes: Uint8Array, from = 0, to = bytes.length) =>
  Array.from(bytes.subarray(from, to), (b) => b.toString(16).padStart(2, '0')).join(' ')

/** "12 bytes: 01 02 03 04 05 06 07 08 …": the size and the first bytes, enough to recognise a value. */
export function hexSummary(bytes: Uint8Array): string {
  const size = `${bytes.length} ${bytes.length === 1 ? 'byte' : 'bytes'}`
  if (bytes.length === 0) return size
  return `${size}: ${toHex(bytes, 0, SUMMARY_BYTES)}${bytes.length > SUMMARY_BYTES ? ' …' : ''}`
}

// Control characters other than tab and line breaks, and the replacement character a bad decode leaves.
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/

/** UTF-16LE text up to its first zero; null when the bytes are not readable text. */
export function decodeXpText(bytes: Uint8Array): string | null {
  if (bytes.length % 2 !== 0) return null
  let end = 0
  while (end < bytes.length && (bytes[end] !== 0 || bytes[end + 1] !== 0)) end += 2
  const text = new TextDecoder('utf-16le').decode(bytes.subarray(0, end))
  return UNREADABLE.test(text) ? null : text
}

const stripNuls = (s: string) => s.replace(/\u0000+$/, '')

/**
 * An XP tag's text: from bytes, or from the hex the importer stores bytes as. A hex string counts as
 * bytes only when it holds a zero byte (every UTF-16LE Latin letter has one, and so does the terminator),
 * so that a tag a reader already decoded to a word such as "cafe" stays that word.
 */
function xpText(value: unknown): string | null {
  if (typeof value === 'string') {
    if (!isHex(value) || !/^(?:..)*00/i.test(value)) return stripNuls(value)
    return decodeXpText(hexBytes(value))
  }
  const bytes = bytesOf(value)
  return bytes && decodeXpText(bytes)
}

/** The bytes of a binary value, or null when the value reads as text or numbers. */
function binaryOf(tag: string, value: unknown): Uint8Array | null {
  if (typeof value === 'string') {
    if (HEX_TEXT_TAGS.has(tag) || !isHex(value)) return null
    return BINARY_TAGS.has(tag) || value.length >= LONG_HEX ? hexBytes(value) : null
  }
  if (Array.isArray(value)) return BINARY_TAGS.has(tag) || value.length > LONG_BYTE_ARRAY ? bytesOf(value) : null
  return bytesOf(value)
}

const single = (text: string, copy = text): ExifValue => ({ text, copy, items: null })

function versionText(tag: string, value: unknown): string | null {
  if (!VERSION_TAGS.has(tag)) return null
  const bytes = typeof value === 'string' ? (/^(?:3[0-9]){4}$/.test(value) ? hexBytes(value) : null) : bytesOf(value)
  const text = bytes ? String.fromCharCode(...bytes) : null
  return text !== null && /^\d{4}$/.test(text) ? text : null
}

/** One raw tag's value as the Exif table shows it; `tag` is its name (exifTagNames.ts resolves numbers). */
export function formatExifValue(tag: string, value: unknown): ExifValue {
  if (value === null || value === undefined) return single('')
  if (XP_TAGS.has(tag)) {
    const text = xpText(value)
    if (text !== null) return single(text)
  }
  const version = versionText(tag, value)
  if (version !== null) return single(version)
  const binary = binaryOf(tag, value)
  if (binary) return single(hexSummary(binary), toHex(binary).replaceAll(' ', ''))
  if (typeof value === 'string') return single(stripNuls(value))
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return single(String(value))
  if (Array.isArray(value)) {
    const items = value.map((item) => formatExifValue('', item).text)
    return { text: items.join(', '), copy: items.join(', '), items: items.length > 1 ? items : null }
  }
  return single(JSON.stringify(value))
}
