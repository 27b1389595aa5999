// Times as people read them in the reports (spec-3 §9): DD MMM, YYYY @ HH:mm:ss, in UTC.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** 02 Mar, 2026 @ 09:05:00 */
export function screenTime(ms: number): string {
  const d = new Date(ms)
  return `${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()} @ ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}
