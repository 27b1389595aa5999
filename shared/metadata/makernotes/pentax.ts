// Pentax maker notes (ExifTool Pentax::Main). MakerNotes.pm: "AOC\0" + byte order, IFD at byte 6,
// offsets from the Exif block but often shifted, so the base is checked against where the first value
// should lie (FixBase); "PENTAX \0" (IFD at byte 10) and "RICOH\0II" (byte 8) count from the note.

import { ByteReader, byteOrderAt } from '../bytes.js'
import { typeSize } from '../tiff.js'
import { noteBytes, noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue, type NoteIfd } from './note-ifd.js'

/**
 * FixBase for Pentax: values normally start 4 bytes after the IFD (GetMakerNoteOffset); when the
 * smallest value offset is elsewhere, every offset is off by the same amount.
 */
function baseShift(note: NoteIfd): number {
  const { r, ifd } = note
  const count = r.u16(ifd.start) ?? 0
  const offsets: number[] = []
  for (let i = 0; i < count; i++) {
    const at = ifd.start + 2 + 12 * i
    const size = typeSize(r.u16(at + 2) ?? 0) * (r.u32(at + 4) ?? 0)
    const offset = r.u32(at + 8)
    if (size > 4 && offset !== null && offset >= 12) offsets.push(offset)
  }
  if (!offsets.length) return 0
  const diff = Math.min(...offsets) - (ifd.start + 2 + 12 * count)
  return diff === 0 || diff === 4 ? 0 : 4 - diff
}

/**
 * 0x0215 CameraInfo (Pentax::CameraInfo): int32u in the note's byte order, written by most Pentax bodies
 * since the *ist D: PentaxModelID, ManufactureDate, ProductionCode (two), then InternalSerialNumber,
 * shown as the number it is. It may change when the camera is serviced.
 */
function cameraInfoSerial(note: NoteIfd): string | null {
  const info = noteBytes(note, 0x0215)
  if (!info || info.length < 20) return null
  return String(new ByteReader(info, note.r.little).u32(16))
}

export function readPentaxNote(ctx: MakerNoteContext): MakerValue[] | null {
  const { tiff, note: entry } = ctx
  const label = 'Pentax maker note'
  let note: NoteIfd | null = null
  if (tiff.startsWith(entry.pos, 'AOC\0')) {
    const place = { start: entry.pos + 6, base: 0, little: byteOrderAt(tiff.bytes, entry.pos + 4) ?? undefined, label }
    note = readNoteIfd(ctx, place)
    const shift = note ? baseShift(note) : 0
    if (note && shift) {
      ctx.problems.add(`Pentax maker note: value offsets adjusted by ${shift}`)
      note = readNoteIfd(ctx, { ...place, base: shift, little: note.r.little })
    }
  } else if (tiff.startsWith(entry.pos, 'PENTAX \0')) {
    note = readNoteIfd(ctx, { start: entry.pos + 10, base: entry.pos, label })
  } else if (tiff.startsWith(entry.pos, 'RICOH\0')) {
    note = readNoteIfd(ctx, { start: entry.pos + 8, base: entry.pos, label })
  }
  if (!note) return null
  const out: MakerValue[] = []
  push(out, 'serialNumber', noteText(note, 0x0229), 'Pentax:SerialNumber') // left blank by some cameras
  push(out, 'internalSerialNumber', cameraInfoSerial(note), 'Pentax:InternalSerialNumber')
  return out
}
