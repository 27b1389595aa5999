// Reconyx trail-camera maker notes: fixed-layout little-endian records, not IFDs (ExifTool
// Reconyx::Main for HyperFire, ::Type2 "RECONYXUF\0" for UltraFire, ::Type3 "RECONYXH2\0" for HF2).
// The serial and the time are here even when a file has no other metadata.

import { ByteReader } from '../bytes.js'
import { cString, utf16Text } from '../text.js'
import type { MakerNoteContext, MakerValue } from './note-ifd.js'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYY:MM:DD hh:mm:ss' from numbers in that order, or null when they are no time. */
function timeText(y: number, mo: number, d: number, h: number, mi: number, s: number): string | null {
  if (!y || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null
  return `${pad(y, 4)}:${pad(mo)}:${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`
}

function words(r: ByteReader, pos: number, count: number): number[] | null {
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const word = r.u16(pos + 2 * i)
    if (word === null) return null
    out.push(word)
  }
  return out
}

/** Type3 (HF2 PRO): DateTimeOriginal int16u[6] at 0x3e (seconds first), SerialNumber unicode[15] at 0x7e. */
function readType3(r: ByteReader): MakerValue[] | null {
  const out: MakerValue[] = []
  const t = words(r, 0x3e, 6)
  const time = t && timeText(t[5]!, t[4]!, t[3]!, t[2]!, t[1]!, t[0]!)
  if (time) out.push({ field: 'dateTimeOriginal', value: time, tag: 'Reconyx:DateTimeOriginal' })
  const serial = r.slice(0x7e, 30)
  if (serial) out.push({ field: 'serialNumber', value: utf16Text(serial, true), tag: 'Reconyx:SerialNumber' })
  return out
}

/** Type2 (UltraFire): DateTimeOriginal int8u[7] at 0x3b (seconds first, year in two bytes), SerialNumber string[15] at 0x4b. */
function readType2(r: ByteReader): MakerValue[] | null {
  const out: MakerValue[] = []
  const t = r.slice(0x3b, 7)
  const time = t && timeText(t[5]! + t[6]! * 256, t[4]!, t[3]!, t[2]!, t[1]!, t[0]!)
  if (time) out.push({ field: 'dateTimeOriginal', value: time, tag: 'Reconyx:DateTimeOriginal' })
  const serial = r.slice(0x4b, 15)
  if (serial) out.push({ field: 'serialNumber', value: cString(serial), tag: 'Reconyx:SerialNumber' })
  return out
}

/**
 * Main (HyperFire), indexed in int16u words: DateTimeOriginal at word 0x0b (seconds, minutes, hours,
 * month, day, year; sometimes byte-swapped), SerialNumber UCS-2 undef[30] at word 0x15.
 */
function readHyperFire(r: ByteReader): MakerValue[] | null {
  const out: MakerValue[] = []
  let t = words(r, 0x0b * 2, 6)
  if (t && t[0]! & 0xff00 && !(t[0]! & 0xff)) t = t.map((w) => ((w >> 8) | ((w & 0xff) << 8)) & 0xffff)
  const time = t && timeText(t[5]!, t[3]!, t[4]!, t[2]!, t[1]!, t[0]!)
  if (time) out.push({ field: 'dateTimeOriginal', value: time, tag: 'Reconyx:DateTimeOriginal' })
  const serial = r.slice(0x15 * 2, 30)
  if (serial) out.push({ field: 'serialNumber', value: utf16Text(serial, true), tag: 'Reconyx:SerialNumber' })
  return out
}

export function readReconyxNote(ctx: MakerNoteContext): MakerValue[] | null {
  const bytes = ctx.tiff.slice(ctx.note.pos, ctx.note.size)
  if (!bytes) return null
  const r = new ByteReader(bytes, true)
  if (r.startsWith(0, 'RECONYXH2\0')) return readType3(r)
  if (r.startsWith(0, 'RECONYXUF\0')) return readType2(r)
  if (bytes[0] === 0x01 && bytes[1] === 0xf1) return readHyperFire(r)
  return null
}
