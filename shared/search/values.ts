// Reading a filter's value in its operator's form (spec-1 §4.5): dates and sizes as points or ranges.
// A range's written bounds are inclusive ("a - b"); the open forms are strict (" - a" is before / less
// than a, "a - " is after / greater than a), as the operators' words say.

import { DAY_MS } from '../format/durations.js'

/** A half-open interval [from, to) in the field's unit; a missing end is unbounded. */
export interface Interval {
  from: number | null
  to: number | null
}

export type ValueCheck<T> = { ok: true; value: T } | { ok: false; error: string }

/** The pieces of a range form: ' - a' → [null, a]; 'a - ' → [a, null]; 'a - b' → [a, b]; 'a' → [a]. */
export function rangeParts(value: string): [string] | [string | null, string | null] {
  const at = value.indexOf(' - ')
  if (at < 0) return [value.trim()]
  const a = value.slice(0, at).trim()
  const b = value.slice(at + 3).trim()
  return [a === '' ? null : a, b === '' ? null : b]
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z)?)?$/

/** A written date as the span it covers, in ms since the epoch (UTC): a day, or one second. */
export function parseDate(text: string): ValueCheck<{ start: number; end: number }> {
  const m = DATE.exec(text.trim())
  if (!m) return { ok: false, error: `"${text}" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)` }
  const [, y, mo, d, h, mi, s, ms] = m
  const start = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')))
  const check = new Date(start)
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) {
    return { ok: false, error: `"${text}" is not a date` }
  }
  const span = h === undefined ? DAY_MS : s === undefined ? 60_000 : ms === undefined ? 1000 : 1
  return { ok: true, value: { start, end: start + span } }
}

// A Map: a unit written "constructor" must be no unit, not the one every plain object inherits.
const SIZE_UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries({ '': 1, b: 1, byte: 1, bytes: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }),
)
const SIZE = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]*)$/

/** A size as the client writes it ("2048", "2 KB", "1.5MB"), in bytes; binary units (spec-1 §9). */
export function parseSize(text: string): ValueCheck<number> {
  const m = SIZE.exec(text.trim())
  const factor = m ? SIZE_UNITS.get((m[2] ?? '').toLowerCase()) : undefined
  if (!m || factor === undefined) return { ok: false, error: `"${text}" is not a size (a number with Bytes, KB or MB)` }
  return { ok: true, value: Math.round(Number(m[1]) * factor) }
}

/** A whole number of pixels. */
export function parseCount(text: string): ValueCheck<number> {
  if (!/^\d+$/.test(text.trim())) return { ok: false, error: `"${text}" is not a whole number` }
  return { ok: true, value: Number(text) }
}

/** Reads a value in is / between / before-less than / after-greater than form as an interval. */
export function parseInterval(value: string, point: (text: string) => ValueCheck<{ start: number; end: number }>): ValueCheck<Interval> {
  const parts = rangeParts(value)
  if (parts.length === 1) {
    const p = point(parts[0])
    return p.ok ? { ok: true, value: { from: p.value.start, to: p.value.end } } : p
  }
  const [a, b] = parts
  if (a === null && b === null) return { ok: false, error: 'a range needs at least one end' }
  const from = a === null ? null : point(a)
  const to = b === null ? null : point(b)
  if (from && !from.ok) return from
  if (to && !to.ok) return to
  if (a !== null && b !== null) {
    const interval = { from: from!.ok ? from!.value.start : null, to: to!.ok ? to!.value.end : null }
    if (interval.from! >= interval.to!) return { ok: false, error: 'the range ends before it starts' }
    return { ok: true, value: interval }
  }
  // The open forms are strict: before a ends where a starts, after a starts where a ends.
  if (a !== null) return { ok: true, value: { from: from!.ok ? from!.value.end : null, to: null } }
  return { ok: true, value: { from: null, to: to!.ok ? to!.value.start : null } }
}

/** A number as a one-unit span, so one reading of intervals serves dates, sizes and edges. */
export function asSpan(parse: (text: string) => ValueCheck<number>): (text: string) => ValueCheck<{ start: number; end: number }> {
  return (text) => {
    const n = parse(text)
    return n.ok ? { ok: true, value: { start: n.value, end: n.value + 1 } } : n
  }
}
