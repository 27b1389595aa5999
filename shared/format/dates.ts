// Days as the admin screens show them (spec-3 §9: "Date format DD MMM, YYYY"). The service's times are
// ISO 8601 in UTC ("…Z"), and a day is read in UTC, so that every administrator sees the same day: a trial
// valid until 31 Mar is stored as 31 Mar 23:59:59.999Z and shows 31 Mar wherever its reader is.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "07 Mar, 2019"; an empty string for a missing or unreadable time. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  const day = String(at.getUTCDate()).padStart(2, '0')
  return `${day} ${MONTHS[at.getUTCMonth()]}, ${at.getUTCFullYear()}`
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
