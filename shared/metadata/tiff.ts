// A small TIFF/IFD walker: the directories of an Exif block or a maker note, with every offset checked
// against the data, directory loops refused and entry counts bounded, so bad input ends a directory
// early with a problem noted rather than an exception or a hang.

import { ByteReader } from './bytes.js'
import type { Problems } from './problems.js'
import { cString } from './text.js'

/** Bytes per value of each TIFF type (1 BYTE … 12 DOUBLE, 13 IFD); 0 marks an invalid type. */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4]

/** No real directory has more entries; a larger count is a bogus offset read as a count. */
const MAX_ENTRIES = 1000

export interface IfdEntry {
  tag: number
  type: number
  count: number
  /** Where the value's bytes start in the reader's data. */
  pos: number
  size: number
  /** The entry's 4-byte value field as a number: the offset for values over 4 bytes and sub-IFDs. */
  field: number
}

export interface Ifd {
  start: number
  entries: Map<number, IfdEntry>
  /** Where the next directory in the chain starts, if the entry says there is one inside the data. */
  next: number | null
}

export interface IfdOptions {
  /** Added to every value offset: 0 when offsets count from the reader's start (a TIFF header). */
  base?: number
  /** Directory starts already read: a start seen before is a loop and is not read again. */
  seen?: Set<number>
}

export function typeSize(type: number): number {
  return TYPE_SIZE[type] ?? 0
}

/** The entry count at start, when it looks like a directory's in this byte order. */
export function plausibleEntryCount(r: ByteReader, start: number): number | null {
  const count = r.u16(start)
  if (count === null || count === 0 || count > MAX_ENTRIES) return null
  const type = r.u16(start + 4)
  return type !== null && typeSize(type) > 0 ? count : null
}

/** Reads the directory at start; null when there is none there. */
export function readIfd(r: ByteReader, start: number, label: string, problems: Problems, options: IfdOptions = {}): Ifd | null {
  const base = options.base ?? 0
  const seen = options.seen
  if (seen?.has(start)) {
    problems.add(`${label}: directory at byte ${start} is read twice (a loop); ignored`)
    return null
  }
  seen?.add(start)
  const count = r.u16(start)
  if (count === null) {
    problems.add(`${label}: directory offset ${start} is outside the data`)
    return null
  }
  if (count > MAX_ENTRIES) {
    problems.add(`${label}: ${count} entries is not a real directory; ignored`)
    return null
  }
  const entries = new Map<number, IfdEntry>()
  let outside = 0
  let unknownType = 0
  for (let i = 0; i < count; i++) {
    const at = start + 2 + 12 * i
    if (!r.has(at, 12)) {
      problems.add(`${label}: directory truncated after ${i} of ${count} entries`)
      return { start, entries, next: null }
    }
    const tag = r.u16(at)!
    const type = r.u16(at + 2)!
    const n = r.u32(at + 4)!
    const field = r.u32(at + 8)!
    const size = typeSize(type) * n
    if (typeSize(type) === 0) unknownType++
    if (size === 0) continue
    const pos = size <= 4 ? at + 8 : base + field
    if (!r.has(pos, size)) {
      outside++
      continue
    }
    if (!entries.has(tag)) entries.set(tag, { tag, type, count: n, pos, size, field })
  }
  if (unknownType) problems.add(`${label}: ${unknownType} entr${unknownType === 1 ? 'y' : 'ies'} of no TIFF type; skipped`)
  if (outside) problems.add(`${label}: ${outside} value${outside === 1 ? '' : 's'} point outside the data; skipped`)
  const nextField = r.u32(start + 2 + 12 * count)
  const next = nextField ? base + nextField : null
  return { start, entries, next: next !== null && r.has(next, 2) ? next : null }
}

export function entryBytes(r: ByteReader, entry: IfdEntry): Uint8Array {
  return r.slice(entry.pos, entry.size) ?? new Uint8Array(0)
}

/** A string value as ExifTool reads one: up to the first NUL. */
export function entryText(r: ByteReader, entry: IfdEntry): string {
  return cString(entryBytes(r, entry))
}

function numberAt(r: ByteReader, type: number, pos: number): number | null {
  switch (type) {
    case 1: case 2: case 7: return r.u8(pos)
    case 6: { const v = r.u8(pos); return v === null ? null : (v << 24) >> 24 }
    case 3: return r.u16(pos)
    case 8: return r.s16(pos)
    case 4: case 13: return r.u32(pos)
    case 9: return r.s32(pos)
    case 5: { const n = r.u32(pos); const d = r.u32(pos + 4); return n === null || d === null ? null : d === 0 ? NaN : n / d }
    case 10: { const n = r.s32(pos); const d = r.s32(pos + 4); return n === null || d === null ? null : d === 0 ? NaN : n / d }
    case 11: return r.f32(pos)
    case 12: return r.f64(pos)
    default: return null
  }
}

/** Up to max numbers of a numeric value (rationals as their quotient, NaN for a zero denominator). */
export function entryNumbers(r: ByteReader, entry: IfdEntry, max = 64): number[] {
  const size = typeSize(entry.type)
  const out: number[] = []
  for (let i = 0; i < Math.min(entry.count, max); i++) {
    const value = numberAt(r, entry.type, entry.pos + i * size)
    if (value === null) break
    out.push(value)
  }
  return out
}

export function entryNumber(r: ByteReader, entry: IfdEntry): number | null {
  return entryNumbers(r, entry, 1)[0] ?? null
}
