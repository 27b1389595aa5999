// Days and times as every screen shows them (spec-1 §9 and spec-3 §9: "Date format DD MMM, YYYY; audit
// timestamps DD MMM, YYYY @ HH:mm:ss in UTC"). The service's own times are ISO 8601 in UTC ("…Z"), and
// their day is read in UTC, so that everyone sees the same day: a trial valid until 31 Mar is stored as
// 31 Mar 23:59:59.999Z and shows 31 Mar wherever its reader is. A camera's time is shown as written.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const two = (n: number) => String(n).padStart(2, '0')

/** "07 Mar, 2019" from a year, a month 1–12 and a day of the month. */
const dayText = (year: number | string, month: number, day: number) => `${two(day)} ${MONTHS[month - 1]}, ${year}`

/** "07 Mar, 2019", the UTC day of a time; an empty string for a missing or unreadable time. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  return dayText(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate())
}

const WRITTEN_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

/**
 * "07 Mar, 2019", the day as written: the camera's own day for a dateTimeOriginal, which carries no zone or
 * its camera's offset (never moved into another zone), and the UTC day of the service's times ("…Z").
 * An empty string for a missing or unreadable date.
 */
export function formatWrittenDay(iso: string | null | undefined): string {
  const match = iso ? WRITTEN_DAY.exec(iso.trim()) : null
  const month = match ? Number(match[2]) : 0
  const day = match ? Number(match[3]) : 0
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) return ''
  return dayText(match[1]!, month, day)
}

/** An audit entry's time, "07 Mar, 2019 @ 14:05:09" in UTC; an empty string for a missing or unreadable time. */
export function formatAuditTime(iso: string | null | undefined): string {
  const day = formatDay(iso)
  if (day === '') return ''
  const at = new Date(iso!)
  return `${day} @ ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
}

/** The UTC day of a time as YYYY-MM-DD, the value of a date field; empty when unreadable. */
export function isoDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : at.toISOString().slice(0, 10)
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
/** The service takes no day before 1970 (server: accounts/trial-form.ts momentOf). */
const FIRST_YEAR = 1970

/** Whether YYYY-MM-DD names a day that exists (no 30 February) from 1970 on, as a date field's value must. */
export function isRealDay(text: string): boolean {
  const match = DAY.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const at = new Date(Date.UTC(year, month - 1, day))
  return year >= FIRST_YEAR && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
}

/** "2019-03-07 14:05:09 UTC"; an empty string for a missing or unreadable time. */
export function formatTimestamp(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
  return `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`
}
