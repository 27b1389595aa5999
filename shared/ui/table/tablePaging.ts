// A table's pages: the sizes it offers, its default size and whether its first page is 0 or 1, set per
// table; and the rules every table pages by (the page the URL names, the last page, the paginator's pages).

import { readUrlValue, UrlType } from '../../state/urlState.js'

export interface TablePaging {
  /** The page sizes offered, smallest first. */
  readonly sizes: readonly number[]
  readonly defaultSize: number
  /** The number the first page has in the URL: 1 for most tables, 0 for BigSearch's sightings. */
  readonly pageBase: 0 | 1
}

/** spec-1 §9, spec-2 §9, spec-3 §9: "Table page sizes 25, 50, 100, 200 (default 25)", pages from 1. */
export const STANDARD_PAGING = { sizes: [25, 50, 100, 200], defaultSize: 25, pageBase: 1 } as const satisfies TablePaging

/** spec-3 §9: the Hub's search page offers 10 to 200, 50 at first. */
export const HUB_SEARCH_PAGING = { sizes: [10, 25, 50, 100, 200], defaultSize: 50, pageBase: 1 } as const satisfies TablePaging

/** spec-3 §9: the Hub's contribute tab offers 10 to 200, 100 at first. */
export const HUB_CONTRIBUTE_PAGING = { sizes: [10, 25, 50, 100, 200], defaultSize: 100, pageBase: 1 } as const satisfies TablePaging

/** spec-2 §9: BigSearch's sightings come 100, 200 or 500 a page, from page 0 (the call sends page plus 1). */
export const BIGSEARCH_SIGHTINGS_PAGING = { sizes: [100, 200, 500], defaultSize: 100, pageBase: 0 } as const satisfies TablePaging

/**
 * The page a query string names, as a shape declares it: a whole number, the first page by default. A page
 * outside the table is kept as written, for pageCorrection to send it to the nearest page that exists.
 */
export const pageParam = (paging: TablePaging = STANDARD_PAGING) => UrlType.Integer({ default: paging.pageBase })

/** The page size a query string names, as a shape declares it: one of the offered sizes, or the default. */
export const pageSizeParam = <P extends TablePaging>(paging: P) => UrlType.Enum<[...P['sizes']]>(paging.sizes, { default: paging.defaultSize })

/** The page size the URL names, or the table's default when it names none of the offered sizes. */
export function readPageSize(raw: string | null): (typeof STANDARD_PAGING)['sizes'][number]
export function readPageSize<P extends TablePaging>(raw: string | null, paging: P): P['sizes'][number]
export function readPageSize(raw: string | null, paging: TablePaging = STANDARD_PAGING): number {
  return readUrlValue(pageSizeParam(paging), raw)
}

/** The page the URL names (pageParam); anything unreadable is the first page. */
export function readPage(raw: string | null, paging: TablePaging = STANDARD_PAGING): number {
  return readUrlValue(pageParam(paging), raw)
}

/** The last page there is; an empty table still has its first page. */
export function lastPage(rowCount: number, resultSize: number, paging: TablePaging = STANDARD_PAGING): number {
  return paging.pageBase + Math.max(0, Math.ceil(rowCount / resultSize) - 1)
}

/**
 * spec-1 §4.5: a page above the last goes to the last page, below the first to the first. Returns the page
 * to replace the URL's with, or null when the URL's page exists. Until the last is known (null: no reply
 * yet) only a page below the first is put right, which needs no reply.
 */
export function pageCorrection(page: number, last: number | null, paging: TablePaging = STANDARD_PAGING): number | null {
  if (page < paging.pageBase) return paging.pageBase
  if (last !== null && page > last) return last
  return null
}

/** The rows one page shows. */
export function pageOf<T>(rows: readonly T[], page: number, resultSize: number, paging: TablePaging = STANDARD_PAGING): T[] {
  const start = Math.max(0, page - paging.pageBase) * resultSize
  return rows.slice(start, start + resultSize)
}

/** The number a person reads for a page: the first page is page 1 whatever the URL calls it. */
export function pageNumberShown(page: number, paging: TablePaging = STANDARD_PAGING): number {
  return page - paging.pageBase + 1
}

/**
 * The pages the paginator offers, as the URL numbers them: the first, the last, and two either side of
 * the current one; null marks a gap.
 */
export function paginatorPages(page: number, last: number, paging: TablePaging = STANDARD_PAGING): (number | null)[] {
  const wanted = new Set([paging.pageBase, last])
  for (let p = page - 2; p <= page + 2; p++) if (p >= paging.pageBase && p <= last) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous > 1) out.push(null)
    out.push(p)
  })
  return out
}
