// Sigma and Foveon maker notes (ExifTool Sigma::Main): "SIGMA\0\0\0" or "FOVEON\0\0" and two version
// bytes, the IFD at byte 10 with offsets from the Exif block (MakerNotes.pm MakerNoteSigma).

import { noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue } from './note-ifd.js'

export function readSigmaNote(ctx: MakerNoteContext): MakerValue[] | null {
  const { tiff, note: entry } = ctx
  if (!tiff.startsWith(entry.pos, 'SIGMA\0') && !tiff.startsWith(entry.pos, 'FOVEON\0')) return null
  const note = readNoteIfd(ctx, { start: entry.pos + 10, base: 0, label: 'Sigma maker note' })
  if (!note) return null
  const out: MakerValue[] = []
  push(out, 'serialNumber', noteText(note, 0x0002), 'Sigma:SerialNumber')
  push(out, 'software', noteText(note, 0x0018), 'Sigma:Software')
  return out
}
