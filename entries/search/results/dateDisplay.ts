// Dates as the result views show them (spec-1 §9: "DD MMM, YYYY"), read in UTC so that every investigator
// sees the same day for the same sighting.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "07 Mar, 2019"; an empty string for a missing or unreadable date. */
export function formatDateTaken(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${day} ${MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`
}
