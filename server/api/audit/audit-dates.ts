// The dates of the audit filters (spec-3 §2: the Date Range picker writes YYYY-MM-DD HH:mm, in UTC); ISO 8601
// is read too, with or without a zone (UTC when none). A bound covers the whole unit it is written to: "to
// 2026-03-02 10:30" runs to the end of that minute, "to 2026-03-02" to the end of that day.

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i

export interface WrittenTime {
  /** The first moment written, ms since the epoch. */
  start: number
  /** The last moment of the unit written (day, minute, second or millisecond). */
  end: number
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000
}

/** The time written, or null when it is not a real date and time in one of the forms read. */
export function readWrittenTime(text: string): WrittenTime | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s, ms, zone] = match
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0'))] as const
  const local = Date.UTC(...parts)
  const check = new Date(local)
  // Date.UTC rolls 31 February into March: a date that does not exist is refused instead.
  if (check.getUTCFullYear() !== parts[0] || check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2]) return null
  if (parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null
  const offset = zoneOffsetMs(zone)
  if (Math.abs(offset) > 18 * 3_600_000) return null
  const unit = ms !== undefined ? 1 : s !== undefined ? 1000 : h !== undefined ? 60_000 : 86_400_000
  const start = local - offset
  return { start, end: start + unit - 1 }
}
