// What every maker-note reader shares: the note's place in the Exif block, the fields a note can add,
// and reading the note's IFD where MakerNotes.pm says it starts, in the byte order it turns out to
// use, with value offsets counted from the base that maker uses.

import { ByteReader } from '../bytes.js'
import type { Problems } from '../problems.js'
import { entryBytes, entryNumbers, entryText, plausibleEntryCount, readIfd, type Ifd, type IfdEntry } from '../tiff.js'

export interface MakerNoteContext {
  /** The whole Exif block, in its own byte order: most makers count offsets from its start. */
  tiff: ByteReader
  /** The MakerNote entry of the Exif IFD: its bytes are tiff.bytes[note.pos, note.pos + note.size). */
  note: IfdEntry
  make: string
  model: string
  problems: Problems
}

export type MakerField =
  | 'make' | 'model' | 'serialNumber' | 'internalSerialNumber' | 'lensSerialNumber' | 'lensModel'
  | 'ownerName' | 'imageUniqueId' | 'dateTimeOriginal' | 'dateTimeOriginalOffset' | 'software'

export interface MakerValue {
  field: MakerField
  value: string
  /** ExifTool's table and tag name, e.g. 'Canon:SerialNumber'. */
  tag: string
}

export interface NoteIfd {
  r: ByteReader
  ifd: Ifd
}

export interface NoteIfdPlace {
  /** Where the IFD starts in the Exif block. */
  start: number
  /** Added to the note's value offsets: 0 for offsets from the TIFF header, or the note's own start. */
  base: number
  /** Little-endian or not; left out, the order that gives a plausible entry count (ByteOrder 'Unknown'). */
  little?: boolean
  label: string
  seen?: Set<number>
}

/** The note's IFD, or null with a problem noted when there is no directory where there should be. */
export function readNoteIfd(ctx: MakerNoteContext, place: NoteIfdPlace): NoteIfd | null {
  let r = ctx.tiff.withOrder(place.little ?? ctx.tiff.little)
  if (place.little === undefined && plausibleEntryCount(r, place.start) === null) {
    const other = r.withOrder(!r.little)
    if (plausibleEntryCount(other, place.start) !== null) r = other
  }
  if (plausibleEntryCount(r, place.start) === null) {
    ctx.problems.add(`${place.label}: no directory where the maker note should start`)
    return null
  }
  const ifd = readIfd(r, place.start, place.label, ctx.problems, { base: place.base, seen: place.seen ?? new Set() })
  return ifd ? { r, ifd } : null
}

export function noteEntry(note: NoteIfd, tag: number): IfdEntry | null {
  return note.ifd.entries.get(tag) ?? null
}

/** A string tag, up to its first NUL. */
export function noteText(note: NoteIfd, tag: number): string | null {
  const entry = noteEntry(note, tag)
  return entry ? entryText(note.r, entry) : null
}

export function noteBytes(note: NoteIfd, tag: number): Uint8Array | null {
  const entry = noteEntry(note, tag)
  return entry ? entryBytes(note.r, entry) : null
}

export function noteNumbers(note: NoteIfd, tag: number, max = 64): number[] {
  const entry = noteEntry(note, tag)
  return entry ? entryNumbers(note.r, entry, max) : []
}

/** Adds a value unless it is null. */
export function push(out: MakerValue[], field: MakerField, value: string | null, tag: string): void {
  if (value !== null) out.push({ field, value, tag })
}
