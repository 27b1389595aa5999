// Leica maker notes of the Panasonic::Leica5 table (ExifTool Panasonic.pm), which hold the body's serial and
// an internal serial. MakerNotes.pm: "LEICA\0" + a type byte + "\0", the IFD at byte 8, in either byte order;
// the X1, X2, X VARIO, T and X-U (MakerNoteLeica5) count offsets from the note, the Q, SL and CL
// (MakerNoteLeica8) from the Exif block. Leica's "LEICA\0\0\0" notes are Panasonic's (panasonic.ts).

import { cString } from '../text.js'
import { noteBytes, noteNumbers, push, readNoteIfd, type MakerNoteContext, type MakerValue } from './note-ifd.js'

const FROM_NOTE = [0x01, 0x04, 0x05, 0x06, 0x07, 0x10, 0x1a]
const FROM_EXIF = [0x08, 0x09]

/** The note's type byte when it is a Leica5-table note, else null. */
export function leica5Type(ctx: MakerNoteContext): number | null {
  const { tiff, note } = ctx
  const type = tiff.u8(note.pos + 6)
  if (!tiff.startsWith(note.pos, 'LEICA\0') || tiff.u8(note.pos + 7) !== 0 || type === null) return null
  return FROM_NOTE.includes(type) || FROM_EXIF.includes(type) ? type : null
}

export function readLeicaNote(ctx: MakerNoteContext): MakerValue[] | null {
  const type = leica5Type(ctx)
  if (type === null) return null
  const note = readNoteIfd(ctx, { start: ctx.note.pos + 8, base: FROM_NOTE.includes(type) ? ctx.note.pos : 0, label: 'Leica maker note' })
  if (!note) return null
  const out: MakerValue[] = []
  // 0x0305 SerialNumber: int32u, shown as the number
  const serial = noteNumbers(note, 0x0305, 1)[0]
  if (serial !== undefined) push(out, 'serialNumber', String(serial), 'Leica:SerialNumber')
  // 0x0500 InternalSerialNumber: undef, kept as written (ExifTool's PrintConv only spells out its date)
  const internal = noteBytes(note, 0x0500)
  if (internal) push(out, 'internalSerialNumber', cString(internal), 'Leica:InternalSerialNumber')
  return out
}
