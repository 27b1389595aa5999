// A table's state read from the page's query string and written back to it (spec-2 §2, spec-3 §5), as
// the controls a DataTable, its paginator and its page size choice call.

import { useQueryString } from '../../state/useQueryString.js'
import { expandedToggled, filteredBy, readTableQuery, sizedTo, sortedBy, writeTableQuery, type TableQuery, type TableSpec } from './tableQuery.js'

export interface TableControls {
  query: TableQuery
  sortBy: (id: string) => void
  filterBy: (id: string, text: string) => void
  toggleExpanded: (key: string) => void
  goToPage: (page: number) => void
  sizeTo: (resultSize: number) => void
}

/**
 * The controls over one query; commit writes the next. Typing in a filter box replaces the address
 * rather than adding a step to Back for every letter.
 */
export function tableControls(query: TableQuery, spec: TableSpec, commit: (next: TableQuery, replace: boolean) => void): TableControls {
  return {
    query,
    sortBy: (id) => commit(sortedBy(query, id, spec), false),
    filterBy: (id, text) => commit(filteredBy(query, id, text, spec), true),
    toggleExpanded: (key) => commit(expandedToggled(query, key), false),
    goToPage: (page) => commit({ ...query, page }, false),
    sizeTo: (resultSize) => commit(sizedTo(query, resultSize, spec), false),
  }
}

export function useTableQuery(spec: TableSpec): TableControls {
  const { params, write } = useQueryString()
  return tableControls(readTableQuery(params, spec), spec, (next, replace) => write(writeTableQuery(params, next, spec), replace))
}
