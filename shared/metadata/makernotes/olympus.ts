// Olympus maker notes (ExifTool Olympus::Main and its Equipment IFD). MakerNotes.pm: "OLYMP\0" and
// "EPSON\0" notes have their IFD at byte 8 with offsets from the Exif block; "OLYMPUS\0" + byte order
// at byte 12 and "OM SYSTEM\0" at byte 16, both with offsets from the note's own start.

import { noteEntry, noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue, type NoteIfd } from './note-ifd.js'

function openNote(ctx: MakerNoteContext, seen: Set<number>): { note: NoteIfd; base: number } | null {
  const { tiff, note } = ctx
  const label = 'Olympus maker note'
  if (tiff.startsWith(note.pos, 'OLYMPUS\0')) {
    const found = readNoteIfd(ctx, { start: note.pos + 12, base: note.pos, label, seen })
    return found && { note: found, base: note.pos }
  }
  if (tiff.startsWith(note.pos, 'OM SYSTEM\0')) {
    const found = readNoteIfd(ctx, { start: note.pos + 16, base: note.pos, label, seen })
    return found && { note: found, base: note.pos }
  }
  if (tiff.startsWith(note.pos, 'OLYMP\0') || tiff.startsWith(note.pos, 'EPSON\0')) {
    const found = readNoteIfd(ctx, { start: note.pos + 8, base: 0, label, seen })
    return found && { note: found, base: 0 }
  }
  return null
}

export function readOlympusNote(ctx: MakerNoteContext): MakerValue[] | null {
  const seen = new Set<number>()
  const opened = openNote(ctx, seen)
  if (!opened) return null
  const { note, base } = opened
  const out: MakerValue[] = []
  push(out, 'serialNumber', noteText(note, 0x0404), 'Olympus:SerialNumber') // D595Z, C7070WZ, X-2
  push(out, 'serialNumber', noteText(note, 0x101a), 'Olympus:SerialNumber') // older E-series
  // 0x2010 Equipment: an IFD (format ifd/int32u: its offset; undef: the directory is the value itself)
  const pointer = noteEntry(note, 0x2010)
  if (pointer) {
    const start = pointer.size > 4 ? pointer.pos : base + pointer.field
    const equipment = readNoteIfd(ctx, { start, base, little: note.r.little, label: 'Olympus Equipment', seen })
    if (equipment) {
      push(out, 'serialNumber', noteText(equipment, 0x0101), 'Olympus:SerialNumber')
      push(out, 'internalSerialNumber', noteText(equipment, 0x0102), 'Olympus:InternalSerialNumber')
      push(out, 'lensSerialNumber', noteText(equipment, 0x0202), 'Olympus:LensSerialNumber')
      push(out, 'lensModel', noteText(equipment, 0x0203), 'Olympus:LensModel')
    }
  }
  return out
}
