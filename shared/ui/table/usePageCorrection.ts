// spec-1 §4.5: an address that names a page that does not exist is replaced by one naming the nearest page
// that does, as a paged list draws: a page below the first at once, a page past the last once a reply has
// said how many rows there are. The list's own address is replaced, so Back does not return to the bad one.

import { useEffect } from 'react'
import { pageCorrection, STANDARD_PAGING, type TablePaging } from './tablePaging.js'

/**
 * Calls goTo with the page to show in place of `page` when it does not exist; `last` is null until it is
 * known. goTo is expected to replace the address, not add to it.
 */
export function usePageCorrection(page: number, last: number | null, goTo: (page: number) => void, paging: TablePaging = STANDARD_PAGING): void {
  const correction = pageCorrection(page, last, paging)
  useEffect(() => {
    if (correction !== null) goTo(correction)
  }, [correction]) // goTo is read as it is when a correction is due
}
