// Pages of the search results (spec-1 §2.5, §4.5, §9): the table kit's standard sizes (25, 50, 100, 200;
// 25 first; pages from 1), and the 1,000 results one list fetch brings back, which is as far as they page.

import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'

export const SEARCH_PAGING = STANDARD_PAGING
export type PageSize = (typeof SEARCH_PAGING.sizes)[number]
export const DEFAULT_PAGE_SIZE: PageSize = SEARCH_PAGING.defaultSize

/** spec-1 §7: the list fetch asks for page 1 with this many results, and the paginator stops there. */
export const LIST_FETCH_SIZE = 1000

/** The number of results the paginator can reach: what was found, but never past the 1,000 fetched. */
export function pageableCount(totalResults: number, fetched: number): number {
  return Math.min(totalResults, fetched, LIST_FETCH_SIZE)
}
