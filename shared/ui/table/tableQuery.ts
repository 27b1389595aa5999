// A table's state in the query string (spec-1 §9, spec-2 §2, spec-3 §5): page, resultSize, sorted,
// filtered and expanded, so that a reload or a shared link shows the same rows. The area's own parameters
// in the same query string are left as they are.
//
// The forms: page=3, resultSize=50, sorted=<column>.asc or .desc (repeated, first sorts first),
// filtered=<column>.<text> (repeated), expanded=<row key> (repeated). Defaults are left out.

import { isFilterable, isSortable, type TableColumn } from './tableColumn.js'
import { readPage, readPageSize, type TablePaging } from './tablePaging.js'

export interface SortRule {
  id: string
  desc: boolean
}

export interface TextFilter {
  id: string
  value: string
}

export interface TableQuery {
  /** As the URL numbers it, from the table's page base. */
  page: number
  resultSize: number
  sorted: SortRule[]
  filtered: TextFilter[]
  /** The keys of the rows shown opened. */
  expanded: string[]
}

/** What a table's query string depends on: its paging, its columns, and the order it starts in. */
export interface TableSpec {
  paging: TablePaging
  columns: readonly TableColumn<never>[]
  defaultSort?: readonly SortRule[]
}

export const TABLE_PARAMS = ['page', 'resultSize', 'sorted', 'filtered', 'expanded'] as const

/** Splits `column.rest` at the first dot. */
function columnAndRest(value: string): [string, string] | null {
  const dot = value.indexOf('.')
  return dot > 0 ? [value.slice(0, dot), value.slice(dot + 1)] : null
}

export function readTableQuery(params: URLSearchParams, spec: TableSpec): TableQuery {
  const sortable = new Set(spec.columns.filter(isSortable).map((c) => c.id))
  const filterable = new Set(spec.columns.filter(isFilterable).map((c) => c.id))
  const sorted: SortRule[] = []
  for (const raw of params.getAll('sorted')) {
    const [id, direction] = columnAndRest(raw) ?? []
    if (id && sortable.has(id) && (direction === 'asc' || direction === 'desc') && !sorted.some((s) => s.id === id)) {
      sorted.push({ id, desc: direction === 'desc' })
    }
  }
  const filtered: TextFilter[] = []
  for (const raw of params.getAll('filtered')) {
    const [id, value] = columnAndRest(raw) ?? []
    if (id && value && filterable.has(id) && !filtered.some((f) => f.id === id)) filtered.push({ id, value })
  }
  return {
    page: readPage(params.get('page'), spec.paging),
    resultSize: readPageSize(params.get('resultSize'), spec.paging),
    sorted: params.has('sorted') ? sorted : [...(spec.defaultSort ?? [])],
    filtered,
    expanded: [...new Set(params.getAll('expanded'))],
  }
}

const sameSort = (a: readonly SortRule[], b: readonly SortRule[]) => a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.desc === b[i]?.desc)

/** The query string with the table's state written over the table's parameters; the rest stay. */
export function writeTableQuery(params: URLSearchParams, query: TableQuery, spec: TableSpec): URLSearchParams {
  const out = new URLSearchParams(params)
  for (const name of TABLE_PARAMS) out.delete(name)
  if (query.page !== spec.paging.pageBase) out.set('page', String(query.page))
  if (query.resultSize !== spec.paging.defaultSize) out.set('resultSize', String(query.resultSize))
  if (!sameSort(query.sorted, spec.defaultSort ?? [])) {
    // An emptied sort is written too, or the default would come back on reading.
    if (query.sorted.length === 0) out.set('sorted', '')
    for (const s of query.sorted) out.append('sorted', `${s.id}.${s.desc ? 'desc' : 'asc'}`)
  }
  for (const f of query.filtered) out.append('filtered', `${f.id}.${f.value}`)
  for (const key of query.expanded) out.append('expanded', key)
  return out
}

/**
 * A header press: the column sorts ascending, or, when it already sorts first, the other way. The table
 * goes back to its first page, since the rows there have changed.
 */
export function sortedBy(query: TableQuery, id: string, spec: TableSpec): TableQuery {
  const current = query.sorted[0]
  const desc = current?.id === id ? !current.desc : false
  return { ...query, sorted: [{ id, desc }], page: spec.paging.pageBase }
}

/** A filter box's text: empty removes the column's filter; the table goes back to its first page. */
export function filteredBy(query: TableQuery, id: string, value: string, spec: TableSpec): TableQuery {
  const others = query.filtered.filter((f) => f.id !== id)
  return { ...query, filtered: value === '' ? others : [...others, { id, value }], page: spec.paging.pageBase }
}

/** A new page size starts again at the first page. */
export function sizedTo(query: TableQuery, resultSize: number, spec: TableSpec): TableQuery {
  return { ...query, resultSize, page: spec.paging.pageBase }
}

export function expandedToggled(query: TableQuery, key: string): TableQuery {
  const open = query.expanded.includes(key)
  return { ...query, expanded: open ? query.expanded.filter((k) => k !== key) : [...query.expanded, key] }
}
