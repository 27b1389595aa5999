// Numbers as every screen shows them: "12,345". Written out rather than asked of Intl, because a page's
// first use of Intl (or of toLocaleString) loads the browser's locale data, 10–20 ms on a slow machine, and a
// search page that shows a count on its first draw would wait for it.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** "12,345" for 12345; a number that is not a whole number is shown as the browser writes it in English. */
export function groupedNumber(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en')
  const digits = String(Math.abs(count)).replace(THOUSANDS, ',')
  return count < 0 ? `-${digits}` : digits
}
