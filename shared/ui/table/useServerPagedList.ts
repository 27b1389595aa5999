// A list the service pages, drawn from the address (serverPagedList.ts): the table's controls write page,
// size and sort back to it, a search writes the filters from the first page, and a page that does not exist
// is replaced by the nearest that does once the reply's total is in (spec-1 §4.5).

import type { Static, TObject } from 'typebox'
import { readServerList, withListFilters, writeServerList, type ServerListSpec, type ServerListView } from './serverPagedList.js'
import { usePageCorrection } from './usePageCorrection.js'
import { useQueryString } from '../../state/useQueryString.js'
import { tableControls, type TableControls } from './useTableQuery.js'

export interface ServerPagedList<F extends TObject> extends ServerListView<F> {
  controls: TableControls
  /** Shows the rows of these filters from the first page; the same filters again change nothing. */
  search: (filters: Partial<Static<F>>) => void
}

/** `total` is the count the last reply gave, or null while none is in. */
export function useServerPagedList<F extends TObject>(spec: ServerListSpec<F>, total: number | null): ServerPagedList<F> {
  const { params, write: go } = useQueryString()
  const view = readServerList(params, spec, total)
  const controls = tableControls(view.query, spec, (next, replace) => go(writeServerList(params, next, spec), replace))
  usePageCorrection(view.query.page, view.last, (page) => go(writeServerList(params, { ...view.query, page }, spec), true), spec.paging)
  return {
    ...view,
    controls,
    search: (filters) => {
      const next = withListFilters(params, spec, filters)
      if (next.toString() !== params.toString()) go(next, false)
    },
  }
}
