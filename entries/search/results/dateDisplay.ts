// Dates as the result views show them (spec-1 §9: "DD MMM, YYYY"), the day as written: the camera's own
// day for a dateTimeOriginal, which carries no zone or its camera's offset, and the UTC day for the
// service's times ("…Z"), so that every investigator sees the same day for the same sighting.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const WRITTEN_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

/** "07 Mar, 2019"; an empty string for a missing or unreadable date. */
export function formatDateTaken(iso: string | null): string {
  const match = iso ? WRITTEN_DAY.exec(iso.trim()) : null
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) return ''
  return `${match[3]} ${month}, ${match[1]}`
}
