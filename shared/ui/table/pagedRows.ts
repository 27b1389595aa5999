// The rows of a list the service pages, as one query a screen declares beside itself (no state file of its
// own): it asks for the page, size, sort and filters the address names and keeps the rows with the reply's
// total. usePagedRows.ts draws it from the address; the screen names only its call and its rows.

import type { Cancelable } from '../../api/client.js'
import type { Reply } from '../../api/types/reply.js'
import { createMemoryCache } from '../../state/keyedCache.js'
import { createRemoteQuery, type RemoteQuery } from '../../state/remoteQuery.js'
import type { SortRule } from './tableQuery.js'

/** What a page of the list asks the service for. */
export interface PageRequest<F> {
  page: number
  resultSize: number
  /** The table's sort, first rule first; empty where the service has its own order. */
  sorted: readonly SortRule[]
  filters: F
}

/** One page's rows and how many rows the whole list has. */
export interface PagedRows<Row> {
  rows: Row[]
  total: number
}

export interface PagedRowsOptions<F, R extends object, Row> {
  fetch(request: PageRequest<F>): Cancelable<Reply<R>>
  /** The page's rows and the list's total in a reply. */
  rowsOf(reply: R): PagedRows<Row>
  /**
   * Pages kept for going back and forth without asking again. None by default: a list whose rows change
   * while it is open (jobs moving on, entries arriving) asks the service at every showing.
   */
  pagesKept?: number
  /** Told of each failure's message, e.g. to show it as a table's 10-second error. */
  onFailure?: (error: string) => void
}

export interface PagedRowsQuery<F, Row> extends RemoteQuery<PageRequest<F>, PagedRows<Row>> {
  /** The page last asked for, asked of the service again (after a write changed the list); nothing before one. */
  reload(): Promise<void>
}

export function createPagedRows<F, R extends object, Row>(options: PagedRowsOptions<F, R, Row>): PagedRowsQuery<F, Row> {
  const query = createRemoteQuery({
    keyOf: (request: PageRequest<F>) => JSON.stringify([request.page, request.resultSize, request.sorted, request.filters]),
    fetch: (request) => options.fetch(request),
    valueOf: options.rowsOf,
    cache: createMemoryCache<PagedRows<Row>>(options.pagesKept ?? 0),
    ...(options.onFailure ? { onFailure: options.onFailure } : {}),
  })
  let shown: PageRequest<F> | null = null
  // Keeping no pages, a page shown again (the screen opened anew) is asked for again too.
  const keepsNone = (options.pagesKept ?? 0) === 0
  return {
    ...query,
    load: (request, refresh = keepsNone, loadOptions) => {
      shown = request
      return query.load(request, refresh, loadOptions)
    },
    reload: () => (shown === null ? Promise.resolve() : query.load(shown, true)),
  }
}
