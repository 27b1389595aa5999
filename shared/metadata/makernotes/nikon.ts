// Nikon maker notes (ExifTool Nikon::Main). MakerNotes.pm knows three layouts: "Nikon\0\x02" and a
// TIFF header of the note's own at byte 10 (offsets count from it); "Nikon\0\x01" (Nikon::Type2, old
// Coolpix models, which record no serial); and a headerless IFD whose offsets count from the Exif block.

import { byteOrderAt } from '../bytes.js'
import { trimmed } from '../text.js'
import { offsetFromMinutes } from '../times.js'
import { noteBytes, noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue, type NoteIfd } from './note-ifd.js'

function openNote(ctx: MakerNoteContext): NoteIfd | null {
  const { tiff, note } = ctx
  if (tiff.startsWith(note.pos, 'Nikon\0\x02')) {
    const header = note.pos + 10
    const little = byteOrderAt(tiff.bytes, header)
    if (little === null) {
      ctx.problems.add('Nikon maker note: no TIFF header of its own')
      return null
    }
    const offset = tiff.withOrder(little).u32(header + 4)
    if (offset === null) return null
    return readNoteIfd(ctx, { start: header + offset, base: header, little, label: 'Nikon maker note' })
  }
  if (tiff.startsWith(note.pos, 'Nikon\0\x01')) return null // Nikon::Type2 holds no serial, owner or time
  return readNoteIfd(ctx, { start: note.pos, base: 0, label: 'Nikon maker note' })
}

export function readNikonNote(ctx: MakerNoteContext): MakerValue[] | null {
  const note = openNote(ctx)
  if (!note) return null
  const out: MakerValue[] = []
  push(out, 'serialNumber', noteText(note, 0x001d), 'Nikon:SerialNumber')
  // 0x00a0 SerialNumber, written by the D70 and others as 'NO= 1234567': kept as written, as ExifTool does
  const labelled = noteText(note, 0x00a0)
  if (labelled !== null && trimmed(labelled)) push(out, 'serialNumber', labelled, 'Nikon:SerialNumber')
  // 0x0024 WorldTime: TimeZone (int16s minutes), then DaylightSavings (int8u, 1 for one hour more)
  const worldTime = noteBytes(note, 0x0024)
  if (worldTime && worldTime.length >= 3) {
    const zone = note.r.little ? worldTime[0]! | (worldTime[1]! << 8) : (worldTime[0]! << 8) | worldTime[1]!
    const minutes = ((zone << 16) >> 16) + (worldTime[2] === 1 ? 60 : 0)
    push(out, 'dateTimeOriginalOffset', offsetFromMinutes(minutes), 'Nikon:TimeZone')
  }
  return out
}
