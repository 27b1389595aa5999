// Panasonic maker notes (ExifTool Panasonic::Main): "Panasonic\0\0\0", then an IFD whose offsets count
// from the Exif block (MakerNotePanasonic; Leica's "LEICA\0\0\0" notes use the same table at byte 8).

import { decodeText } from '../text.js'
import { noteBytes, noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue } from './note-ifd.js'

/**
 * Undefined-format text: leading NULs skipped, then up to the next NUL. Files resaved by some editors
 * (GIMP 2.4) have every offset 2 bytes early, so the value starts with the previous value's NULs;
 * ExifTool warns ("fix by 2?"), does not move the offsets, and shows the value without the NULs.
 */
function undefText(bytes: Uint8Array | null): string | null {
  if (!bytes) return null
  let start = 0
  while (start < bytes.length && bytes[start] === 0) start++
  const end = bytes.indexOf(0, start)
  return decodeText(bytes.subarray(start, end < 0 ? bytes.length : end))
}

export function readPanasonicNote(ctx: MakerNoteContext): MakerValue[] | null {
  const { tiff, note: entry } = ctx
  const start = tiff.startsWith(entry.pos, 'Panasonic') ? entry.pos + 12 : tiff.startsWith(entry.pos, 'LEICA\0\0\0') ? entry.pos + 8 : null
  if (start === null) return null
  const note = readNoteIfd(ctx, { start, base: 0, label: 'Panasonic maker note' })
  if (!note) return null
  const out: MakerValue[] = []
  // 0x0025 InternalSerialNumber: undef[16], kept as the raw text (the ValueConv'd value)
  push(out, 'internalSerialNumber', undefText(noteBytes(note, 0x0025)), 'Panasonic:InternalSerialNumber')
  push(out, 'lensSerialNumber', noteText(note, 0x0052), 'Panasonic:LensSerialNumber')
  return out
}
