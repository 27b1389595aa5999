// Finds, in the bytes of an image, what the maker-note and FLIR readers need and exifr does not hand
// over: the Exif TIFF block (JPEG APP1, a TIFF file itself, PNG eXIf, WebP EXIF), FLIR's own APP1
// "FLIR" segments put back together, and the picture's real size from its frame header.

import { ByteReader, byteOrderAt } from './bytes.js'
import type { Problems } from './problems.js'

export type ImageFormat = 'jpeg' | 'tiff' | 'png' | 'webp' | 'heif' | 'unknown'

export interface ImageSegments {
  format: ImageFormat
  /** The Exif block from its TIFF header on: value offsets in it count from its first byte. */
  tiff: Uint8Array | null
  /** FLIR's FFF data: the payloads of the APP1 "FLIR" segments in chunk order. */
  flir: Uint8Array | null
  /** The size the picture really has (JPEG frame header, PNG IHDR), not what a tag claims. */
  width: number | null
  height: number | null
}

const EXIF_HEADER = 'Exif\0\0'

function isStartOfFrame(marker: number): boolean {
  // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC)
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

interface FlirChunk { index: number; data: Uint8Array }

function joinChunks(chunks: FlirChunk[]): Uint8Array | null {
  if (chunks.length === 0) return null
  chunks.sort((a, b) => a.index - b.index)
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.data.length, 0))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk.data, at)
    at += chunk.data.length
  }
  return out
}

function readJpeg(bytes: Uint8Array, problems: Problems): ImageSegments {
  const r = new ByteReader(bytes, false)
  const found: ImageSegments = { format: 'jpeg', tiff: null, flir: null, width: null, height: null }
  const flirChunks: FlirChunk[] = []
  let pos = 2
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) {
      problems.add(`JPEG: no segment marker at byte ${pos}`)
      break
    }
    while (bytes[pos] === 0xff) pos++ // fill bytes
    const marker = bytes[pos]
    if (marker === undefined) break
    pos++
    if (marker === 0xd9 || marker === 0xda) break // end of image, or start of scan: no metadata after
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue
    const length = r.u16(pos)
    if (length === null || length < 2) {
      problems.add(`JPEG: truncated at byte ${bytes.length} (segment 0x${marker.toString(16)} at byte ${pos - 2})`)
      break
    }
    const truncated = !r.has(pos, length)
    if (truncated) problems.add(`JPEG: truncated at byte ${bytes.length} (segment 0x${marker.toString(16)} at byte ${pos - 2})`)
    // A cut segment is read as far as it goes: every reader after this checks its offsets.
    const data = bytes.subarray(pos + 2, Math.min(pos + length, bytes.length))
    const segment = new ByteReader(data, false)
    if (marker === 0xe1 && !found.tiff && segment.startsWith(0, EXIF_HEADER)) found.tiff = data.subarray(6)
    // FLIR.pm / ExifTool.pm: "FLIR\0", then 1, the chunk's number and the last chunk's number
    if (marker === 0xe1 && segment.startsWith(0, 'FLIR\0') && data.length > 8) flirChunks.push({ index: data[6]!, data: data.subarray(8) })
    if (isStartOfFrame(marker) && found.width === null) {
      found.height = segment.u16(1)
      found.width = segment.u16(3)
    }
    if (truncated) break
    pos += length
  }
  found.flir = joinChunks(flirChunks)
  return found
}

function readPng(bytes: Uint8Array, problems: Problems): ImageSegments {
  const r = new ByteReader(bytes, false)
  const found: ImageSegments = { format: 'png', tiff: null, flir: null, width: null, height: null }
  let pos = 8
  while (r.has(pos, 8)) {
    const length = r.u32(pos)!
    if (!r.has(pos + 8, length)) {
      problems.add(`PNG: truncated at byte ${bytes.length} (chunk at byte ${pos})`)
      break
    }
    if (r.startsWith(pos + 4, 'IHDR')) {
      found.width = r.u32(pos + 8)
      found.height = r.u32(pos + 12)
    }
    if (r.startsWith(pos + 4, 'eXIf')) found.tiff = bytes.subarray(pos + 8, pos + 8 + length)
    if (r.startsWith(pos + 4, 'IEND')) break
    pos += 12 + length
  }
  return found
}

function readWebp(bytes: Uint8Array): ImageSegments {
  const r = new ByteReader(bytes, true)
  const found: ImageSegments = { format: 'webp', tiff: null, flir: null, width: null, height: null }
  let pos = 12
  while (r.has(pos, 8)) {
    const length = r.u32(pos + 4)!
    if (!r.has(pos + 8, length)) break
    if (r.startsWith(pos, 'EXIF')) {
      const data = bytes.subarray(pos + 8, pos + 8 + length)
      found.tiff = new ByteReader(data, false).startsWith(0, EXIF_HEADER) ? data.subarray(6) : data
    }
    pos += 8 + length + (length % 2)
  }
  return found
}

/** What the bytes are, judged by their content, and where their metadata blocks lie. */
export function findSegments(bytes: Uint8Array, problems: Problems): ImageSegments {
  const r = new ByteReader(bytes, false)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes, problems)
  const order = byteOrderAt(bytes, 0)
  if (order !== null && new ByteReader(bytes, order).u16(2) === 42) {
    return { format: 'tiff', tiff: bytes, flir: null, width: null, height: null }
  }
  if (r.startsWith(0, '\x89PNG\r\n\x1a\n')) return readPng(bytes, problems)
  if (r.startsWith(0, 'RIFF') && r.startsWith(8, 'WEBP')) return readWebp(bytes)
  if (r.startsWith(4, 'ftyp')) return { format: 'heif', tiff: null, flir: null, width: null, height: null }
  problems.add(bytes.length === 0 ? 'empty file' : 'not an image this reader knows (JPEG, TIFF, PNG, WebP, HEIF)')
  return { format: 'unknown', tiff: null, flir: null, width: null, height: null }
}
