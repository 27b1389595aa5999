// Walks an Exif TIFF block with our own IFD walker: IFD0, the Exif and GPS directories and where the
// maker note lies. The maker-note readers need the block as bytes, and the standard tags are read here
// entry by entry, so one bad entry is skipped alone (exifr drops the rest of its directory, or all of
// them for a bad IFD0 entry); exifr's values fill in only where the walker read none.

import { ByteReader, byteOrderAt } from './bytes.js'
import type { Problems } from './problems.js'
import { entryBytes, entryNumbers, entryText, readIfd, type Ifd, type IfdEntry } from './tiff.js'

/** A directory's values by tag ID, in the shape exifr gives them with translateKeys off. */
export type TagValue = string | number | number[] | Uint8Array
export type TagMap = Map<number, TagValue>

export interface ExifIfds {
  /** The whole block, in its own byte order: maker-note offsets count from its first byte. */
  tiff: ByteReader
  ifd0: Ifd | null
  ifd1: Ifd | null
  exif: Ifd | null
  gps: Ifd | null
  makerNote: IfdEntry | null
}

const EXIF_IFD_POINTER = 0x8769
const GPS_IFD_POINTER = 0x8825
const MAKER_NOTE = 0x927c

function subIfd(tiff: ByteReader, parent: Ifd | null, tag: number, label: string, problems: Problems, seen: Set<number>): Ifd | null {
  const pointer = parent?.entries.get(tag)
  if (!pointer) return null
  return readIfd(tiff, pointer.field, label, problems, { seen })
}

/** The directories of an Exif block; null when it has no valid TIFF header. */
export function readExifIfds(block: Uint8Array, problems: Problems): ExifIfds | null {
  const little = byteOrderAt(block, 0)
  const tiff = new ByteReader(block, little ?? false)
  if (little === null || tiff.u16(2) !== 42) {
    problems.add('Exif: no valid TIFF header')
    return null
  }
  const seen = new Set<number>()
  const ifd0 = readIfd(tiff, tiff.u32(4)!, 'IFD0', problems, { seen })
  const exif = subIfd(tiff, ifd0, EXIF_IFD_POINTER, 'ExifIFD', problems, seen)
  const gps = subIfd(tiff, ifd0, GPS_IFD_POINTER, 'GPS', problems, seen)
  const ifd1 = ifd0?.next ? readIfd(tiff, ifd0.next, 'IFD1', problems, { seen }) : null
  return { tiff, ifd0, ifd1, exif, gps, makerNote: exif?.entries.get(MAKER_NOTE) ?? null }
}

/** A directory's values as exifr gives them: text for ASCII, bytes for BYTE and UNDEFINED, numbers. */
export function tagMap(tiff: ByteReader, ifd: Ifd | null): TagMap {
  const out: TagMap = new Map()
  if (!ifd) return out
  for (const entry of ifd.entries.values()) {
    if (entry.type === 2) out.set(entry.tag, entryText(tiff, entry))
    else if (entry.type === 1 || entry.type === 7) out.set(entry.tag, entryBytes(tiff, entry))
    else {
      const numbers = entryNumbers(tiff, entry)
      if (numbers.length) out.set(entry.tag, numbers.length === 1 ? numbers[0]! : numbers)
    }
  }
  return out
}
