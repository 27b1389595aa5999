// Fujifilm maker notes (ExifTool FujiFilm::Main): "FUJIFILM" (or GE's "GENERALE"), then the IFD's
// offset; always little-endian, with every offset counted from the note's own start (MakerNotes.pm).

import { noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue } from './note-ifd.js'

export function readFujifilmNote(ctx: MakerNoteContext): MakerValue[] | null {
  const { tiff, note: entry } = ctx
  if (!tiff.startsWith(entry.pos, 'FUJIFILM') && !tiff.startsWith(entry.pos, 'GENERALE')) return null
  const offset = tiff.withOrder(true).u32(entry.pos + 8)
  if (offset === null) return null
  const note = readNoteIfd(ctx, { start: entry.pos + offset, base: entry.pos, little: true, label: 'Fujifilm maker note' })
  if (!note) return null
  const out: MakerValue[] = []
  // 0x0010 InternalSerialNumber: unique for most models; holds the model ID and date of manufacture
  push(out, 'internalSerialNumber', noteText(note, 0x0010), 'FujiFilm:InternalSerialNumber')
  return out
}
