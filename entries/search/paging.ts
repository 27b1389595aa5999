// Pages of the search results (spec-1 §2.5, §4.5, §9): the page sizes, the 1,000 results one list fetch
// brings back, and the page the URL asks for, clamped to the pages that exist.

export const PAGE_SIZES = [25, 50, 100, 200] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 25

/** spec-1 §7: the list fetch asks for page 1 with this many results, and the paginator stops there. */
export const LIST_FETCH_SIZE = 1000

/** The page size the URL names, or the default when it names none of the offered sizes. */
export function readPageSize(raw: string | null): PageSize {
  const size = Number(raw)
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE
}

/** The page the URL names as a whole number; anything unreadable counts as page 1. */
export function readPage(raw: string | null): number {
  const page = raw === null || raw.trim() === '' ? NaN : Number(raw)
  return Number.isFinite(page) ? Math.trunc(page) : 1
}

/** The number of results the paginator can reach: what was found, but never past the 1,000 fetched. */
export function pageableCount(totalResults: number, fetched: number): number {
  return Math.min(totalResults, fetched, LIST_FETCH_SIZE)
}

/** The last page there is; an empty result still has page 1. */
export function lastPage(pageable: number, resultSize: number): number {
  return Math.max(1, Math.ceil(pageable / resultSize))
}

/**
 * spec-1 §4.5: a page above the last redirects to the last page, below 1 to page 1. Returns the page to
 * replace the URL's with, or null when the URL's page exists.
 */
export function pageCorrection(page: number, last: number): number | null {
  if (page < 1) return 1
  if (page > last) return last
  return null
}

/** The results shown on one page of the fetched list. */
export function pageOf<T>(items: readonly T[], page: number, resultSize: number): T[] {
  const start = (Math.max(1, page) - 1) * resultSize
  return items.slice(start, start + resultSize)
}

/**
 * The page numbers the paginator offers: the first, the last, and two either side of the current one;
 * null marks a gap.
 */
export function paginatorPages(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last])
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= last) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous > 1) out.push(null)
    out.push(p)
  })
  return out
}
