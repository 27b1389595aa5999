// The rows of a list the service pages, as one query a screen declares beside itself (no state file of its
// own): it asks for the page, size, sort and filters the address names and keeps the rows with the reply's
// total. usePagedRows.ts draws it from the address; the screen names only its call and its rows. A list whose
// rows move on by themselves (queries running) is asked again on an interval while its rows say so.

import type { Cancelable } from '../../api/client.js'
import type { Failure, Reply } from '../../api/types/reply.js'
import { createMemoryCache } from '../../state/keyedCache.js'
import { pollingOf } from '../../state/polledQuery.js'
import { createRemoteQuery, type RemoteQuery } from '../../state/remoteQuery.js'
import type { Timers } from '../../state/timers.js'
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
  /** The message a failure shows, where the screen words one itself (remoteQuery.ts); the reply's error by default. */
  errorOf?: (failure: Failure) => string
  /**
   * The shown page asked again this long after each reply while `while` holds for its rows (a job among them
   * still running); every round then asks the service, whatever pages are kept, and the rows stay shown.
   */
  poll?: { intervalMs: number; while: (rows: PagedRows<Row>) => boolean; timers?: Timers }
}

export interface PagedRowsQuery<F, Row> extends RemoteQuery<PageRequest<F>, PagedRows<Row>> {
  /** The page last asked for, asked of the service again (after a write changed the list); nothing before one. */
  reload(): Promise<void>
  /** Stops asking again (the screen that shows the list is left); what is shown stays. Nothing for a list not polled. */
  stop(): void
}

export function createPagedRows<F, R extends object, Row>(options: PagedRowsOptions<F, R, Row>): PagedRowsQuery<F, Row> {
  const pageKey = (request: PageRequest<F>) => JSON.stringify([request.page, request.resultSize, request.sorted, request.filters])
  const query = createRemoteQuery({
    keyOf: pageKey,
    fetch: (request) => options.fetch(request),
    valueOf: options.rowsOf,
    cache: createMemoryCache<PagedRows<Row>>(options.pagesKept ?? 0),
    ...(options.onFailure ? { onFailure: options.onFailure } : {}),
    ...(options.errorOf ? { errorOf: options.errorOf } : {}),
  })
  const polling = options.poll
    ? pollingOf(query, { keyOf: pageKey, intervalMs: options.poll.intervalMs, pollWhile: options.poll.while, ...(options.poll.timers ? { timers: options.poll.timers } : {}) })
    : null
  let shown: PageRequest<F> | null = null
  // Keeping no pages, a page shown again (the screen opened anew) is asked for again too.
  const keepsNone = (options.pagesKept ?? 0) === 0
  return {
    ...query,
    load: (request, refresh = keepsNone, loadOptions) => {
      shown = request
      if (polling && request !== null) return polling.poll(request)
      polling?.stop()
      return query.load(request, refresh, loadOptions)
    },
    reload: () => (shown === null ? Promise.resolve() : polling ? polling.poll(shown) : query.load(shown, true)),
    stop: () => polling?.stop(),
  }
}
