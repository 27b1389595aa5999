// The state of several tables on one page, each in the query string under its own prefix (spec-3 §5: tables
// keep page, resultSize, sorted, filtered and expanded in the query string): "weekly.page=2" pages the
// weekly table and leaves the monthly one where it was. The table kit reads and writes each table's own
// parameters as it would for a table alone.

import { readTableQuery, TABLE_PARAMS, writeTableQuery, type TableSpec } from './tableQuery.js'
import { useQueryString } from '../../state/useQueryString.js'
import { tableControls, type TableControls } from './useTableQuery.js'

const prefixed = (prefix: string, name: string) => `${prefix}.${name}`

/** One table's parameters, named as the table kit names them. */
export function tableParamsOf(params: URLSearchParams, prefix: string): URLSearchParams {
  const own = new URLSearchParams()
  for (const name of TABLE_PARAMS) for (const value of params.getAll(prefixed(prefix, name))) own.append(name, value)
  return own
}

/** The query string with one table's parameters replaced by these; every other parameter stays. */
export function withTableParams(params: URLSearchParams, prefix: string, own: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params)
  for (const name of TABLE_PARAMS) out.delete(prefixed(prefix, name))
  for (const [name, value] of own) if ((TABLE_PARAMS as readonly string[]).includes(name)) out.append(prefixed(prefix, name), value)
  return out
}

/** useTableQuery for a table whose parameters carry a prefix. */
export function usePrefixedTableQuery(spec: TableSpec, prefix: string): TableControls {
  const { params, write } = useQueryString()
  return tableControls(readTableQuery(tableParamsOf(params, prefix), spec), spec, (next, replace) =>
    write(withTableParams(params, prefix, writeTableQuery(new URLSearchParams(), next, spec)), replace),
  )
}
