// A list the service pages (spec-3 §9, spec-2 §2): the page, its size, the sort and the list's filters live in
// the address, the table's through the table kit and the filters through a URL state shape, so that a reload
// or a shared link asks for the same rows; the reply's total gives the last page. A page with two such lists
// gives each a prefix for its table's parameters ("hits.page=2"). The hook that draws from it and puts a page
// past the last right is useServerPagedList.ts.

import type { Static, TObject } from 'typebox'
import { readUrlState, UrlType, writeUrlState } from '../../state/urlState.js'
import { lastPage } from './tablePaging.js'
import { tableParamsOf, withTableParams } from './prefixedTableQuery.js'
import { readTableQuery, writeTableQuery, type TableQuery, type TableSpec } from './tableQuery.js'

/** A list without filters of its own. */
const NO_FILTERS = UrlType.Object({})

export interface ServerListSpec<F extends TObject = TObject> extends TableSpec {
  /** The list's filters in the address; a list without them leaves this out. */
  filters?: F
  /** The service pages through at most this many rows however many match (the audit's 10,000). */
  pageableCap?: number
  /** Put before the table's parameters in the address, for a page that shows more than one list (prefixedTableQuery.ts). */
  prefix?: string
}

export interface ServerListView<F extends TObject> {
  /** The table's state as the address names it, page included. */
  query: TableQuery
  filters: Static<F>
  /** The page to ask the service for: the address's, or the first when it names one below it. */
  page: number
  resultSize: number
  /** The last page there is, once a reply's total is in; null before. */
  last: number | null
}

/** The last page of a list whose reply counted `total` rows. */
export function lastListPage(total: number, resultSize: number, spec: ServerListSpec<TObject>): number {
  return lastPage(Math.min(total, spec.pageableCap ?? total), resultSize, spec.paging)
}

/** The list as the address and the reply's total (null until a reply is in) give it. */
export function readServerList<F extends TObject>(params: URLSearchParams, spec: ServerListSpec<F>, total: number | null): ServerListView<F> {
  const query = readTableQuery(spec.prefix === undefined ? params : tableParamsOf(params, spec.prefix), spec)
  return {
    query,
    filters: readUrlState(spec.filters ?? NO_FILTERS, params) as Static<F>,
    page: Math.max(query.page, spec.paging.pageBase),
    resultSize: query.resultSize,
    last: total === null ? null : lastListPage(total, query.resultSize, spec),
  }
}

/** A new search: the address with these filters (one left out is its default), from the first page; the page size and sort are kept. */
export function withListFilters<F extends TObject>(params: URLSearchParams, spec: ServerListSpec<F>, filters: Partial<Static<F>>): URLSearchParams {
  const out = writeUrlState(spec.filters ?? NO_FILTERS, filters, params)
  out.delete(spec.prefix === undefined ? 'page' : `${spec.prefix}.page`)
  return out
}

/** The address with the list's table state written over its own parameters; every other parameter stays. */
export function writeServerList(params: URLSearchParams, query: TableQuery, spec: ServerListSpec<TObject>): URLSearchParams {
  if (spec.prefix === undefined) return writeTableQuery(params, query, spec)
  return withTableParams(params, spec.prefix, writeTableQuery(new URLSearchParams(), query, spec))
}
