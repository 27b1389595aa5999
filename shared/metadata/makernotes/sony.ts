// Sony maker notes (ExifTool Sony::Main): "SONY DSC \0\0\0" (also CAM, MOBILE, "\0\0SONY PIC\0" and
// Hasselblad's "VHAB     \0") with the IFD at byte 12, or a bare IFD (SR2/ARW); offsets count from the
// Exif block. Most bodies keep their serial only in the enciphered Tag9050, which is not read here.

import { noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue } from './note-ifd.js'

const HEADERS = ['SONY DSC ', 'SONY CAM ', 'SONY MOBILE', '\0\0SONY PIC\0', 'VHAB     \0']

/**
 * Sony::Main 0x2031 SerialNumber (ILCE-9 v2.00): its ValueConv swaps the four digit pairs and drops a
 * leading zero, its PrintConv shows 8 digits.
 */
function serialText(raw: string | null): string | null {
  if (raw === null) return null
  const swapped = raw.trim().replace(/(\d{2})(\d{2})(\d{2})(\d{2})/, '$4$3$2$1').replace(/^0/, '')
  return /^\d+$/.test(swapped) ? swapped.padStart(8, '0') : swapped
}

export function readSonyNote(ctx: MakerNoteContext): MakerValue[] | null {
  const { tiff, note: entry } = ctx
  const headed = HEADERS.some((header) => tiff.startsWith(entry.pos, header))
  if (!headed && (tiff.startsWith(entry.pos, 'SONY') || tiff.startsWith(entry.pos, '\x01\x00'))) return null // Sony::PIC, SRF…
  const note = readNoteIfd(ctx, { start: headed ? entry.pos + 12 : entry.pos, base: 0, label: 'Sony maker note' })
  if (!note) return null
  const out: MakerValue[] = []
  push(out, 'serialNumber', serialText(noteText(note, 0x2031)), 'Sony:SerialNumber')
  return out
}
