// A server-paged list on a screen in one call: the address gives the page, size, sort and filters
// (useServerPagedList.ts, which also puts a page past the last right), and the list's query (pagedRows.ts)
// is asked for them whenever they change, and a polled list stops asking once its screen is left. The screen
// draws `state` and hands `list.controls` to its table.

import { useEffect } from 'react'
import type { Static, TObject } from 'typebox'
import { useSignals } from '@preact/signals-react/runtime'
import type { QueryState } from '../../state/remoteQuery.js'
import type { PagedRows, PagedRowsQuery, PageRequest } from './pagedRows.js'
import type { ServerListSpec } from './serverPagedList.js'
import { useServerPagedList, type ServerPagedList } from './useServerPagedList.js'

export interface PagedRowsView<F extends TObject, Row> {
  state: QueryState<PagedRows<Row>>
  list: ServerPagedList<F>
  /** The shown page asked of the service again (Try Again, or after a write changed the list). */
  reload: () => Promise<void>
}

export function usePagedRows<F extends TObject, Row>(query: PagedRowsQuery<Static<F>, Row>, spec: ServerListSpec<F>): PagedRowsView<F, Row> {
  useSignals()
  const state = query.state.value
  const list = useServerPagedList(spec, state.kind === 'loaded' ? state.total : null)
  const request: PageRequest<Static<F>> = { page: list.page, resultSize: list.resultSize, sorted: list.query.sorted, filters: list.filters }
  const key = JSON.stringify(request)
  useEffect(() => {
    void query.load(request)
    // The request is rebuilt at every drawing; its text says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, key])
  useEffect(() => () => query.stop(), [query])
  return { state, list, reload: query.reload }
}
