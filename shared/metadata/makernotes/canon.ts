// Canon maker notes (ExifTool Canon::Main): a bare IFD whose value offsets count from the TIFF header,
// unless the note's footer shows that software moved the block (MakerNotes.pm FixBase).

import { hex, decodeText } from '../text.js'
import { typeSize } from '../tiff.js'
import { offsetFromMinutes } from '../times.js'
import { noteBytes, noteNumbers, noteText, push, readNoteIfd, type MakerNoteContext, type MakerValue, type NoteIfd } from './note-ifd.js'

/**
 * How far the note's offsets are off. Canon ends its note with a TIFF-like footer ("II*\0" + the
 * note's original offset); when software moved the note without fixing its offsets, the footer's
 * offset and the note's place differ by that amount. Picasa and ACDSee fix the offsets but not the
 * footer: then the last value ends exactly at the footer, and the footer is ignored (FixBase).
 */
function footerShift(ctx: MakerNoteContext, note: NoteIfd): number {
  const { r } = note
  const start = ctx.note.pos
  const footer = start + ctx.note.size - 8
  const mark = r.u16(footer)
  if (ctx.note.size <= 8 || r.u16(footer + 2) !== 42 || (mark !== 0x4949 && mark !== 0x4d4d) || (mark === 0x4949) !== r.little) return 0
  const shift = start - r.u32(footer + 4)!
  if (shift === 0) return 0
  let lastOffset = -1
  let lastEnd = 0
  const count = r.u16(start) ?? 0
  for (let i = 0; i < count; i++) {
    const at = start + 2 + 12 * i
    const size = typeSize(r.u16(at + 2) ?? 0) * (r.u32(at + 4) ?? 0)
    const offset = r.u32(at + 8)
    if (size <= 4 || offset === null) continue
    if (offset > lastOffset || (offset === lastOffset && offset + size > lastEnd)) {
      lastOffset = offset
      lastEnd = offset + size
    }
  }
  const endDiff = start + ctx.note.size - lastEnd - 8
  if (lastOffset >= 0 && (endDiff === 0 || endDiff === 1)) {
    ctx.problems.add('Canon maker note footer may be invalid (ignored)')
    return 0
  }
  ctx.problems.add(`Canon maker note: value offsets adjusted by ${shift} (the note was moved)`)
  return shift
}

/** Canon::Main 0x000c SerialNumber: an int32u printed as the camera shows it (its PrintConv). */
function serialText(value: number, model: string): string {
  if (/EOS D30\b/.test(model)) return (value >>> 16).toString(16).padStart(4, '0') + String(value & 0xffff).padStart(5, '0')
  if (/EOS-1D/.test(model)) return String(value).padStart(6, '0')
  return String(value).padStart(10, '0')
}

/** Bytes cut at the first NUL, with the trailing 0xff padding of the Kiss X3 taken off (0x0096). */
function paddedText(bytes: Uint8Array | null): string | null {
  if (!bytes) return null
  let end = bytes.indexOf(0)
  if (end < 0) end = bytes.length
  while (end > 0 && bytes[end - 1] === 0xff) end--
  return decodeText(bytes.subarray(0, end))
}

function hexUnlessZero(bytes: Uint8Array | null): string | null {
  return bytes && bytes.some((byte) => byte !== 0) ? hex(bytes) : null
}

function signed32(value: number | undefined): number | null {
  return value === undefined ? null : value > 0x7fffffff ? value - 0x100000000 : value
}

export function readCanonNote(ctx: MakerNoteContext): MakerValue[] | null {
  const place = { start: ctx.note.pos, base: 0, label: 'Canon maker note' }
  let note = readNoteIfd(ctx, place)
  if (!note) return null
  const shift = footerShift(ctx, note)
  if (shift) note = readNoteIfd(ctx, { ...place, base: shift, little: note.r.little })
  if (!note) return null
  const out: MakerValue[] = []
  push(out, 'ownerName', noteText(note, 0x0009), 'Canon:OwnerName')
  const serial = noteNumbers(note, 0x000c, 1)[0]
  if (serial !== undefined) push(out, 'serialNumber', serialText(serial, ctx.model), 'Canon:SerialNumber')
  // 0x0028 ImageUniqueID: 16 bytes shown as hex; all zeros means none (its RawConv)
  push(out, 'imageUniqueId', hexUnlessZero(noteBytes(note, 0x0028)?.subarray(0, 16) ?? null), 'Canon:ImageUniqueID')
  push(out, 'lensModel', noteText(note, 0x0095), 'Canon:LensModel')
  // 0x0096 is SerialInfo for the EOS 5D (InternalSerialNumber at byte 9), InternalSerialNumber otherwise
  const internal = noteBytes(note, 0x0096)
  if (internal) push(out, 'internalSerialNumber', paddedText(/EOS 5D/.test(ctx.model) ? internal.subarray(9) : internal), 'Canon:InternalSerialNumber')
  // 0x4019 LensInfo: LensSerialNumber is its first 5 bytes as hex, all zeros for none
  push(out, 'lensSerialNumber', hexUnlessZero(noteBytes(note, 0x4019)?.subarray(0, 5) ?? null), 'Canon:LensSerialNumber')
  // 0x0035 TimeInfo (int32s, from entry 1): TimeZone minutes, TimeZoneCity, DaylightSavings (0 or 60)
  const timeInfo = noteNumbers(note, 0x0035, 4)
  const zone = signed32(timeInfo[1])
  const daylight = signed32(timeInfo[3]) ?? 0
  if (zone !== null && (daylight === 0 || daylight === 60)) push(out, 'dateTimeOriginalOffset', offsetFromMinutes(zone + daylight), 'Canon:TimeZone')
  return out
}
