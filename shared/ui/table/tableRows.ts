// The rows a table shows when it holds all of them in the browser: those its text filters let through
// (spec-1 §9, spec-3 §5: case-insensitive prefix matches), in the order it is sorted by, one page of them.

import type { SortValue, TableColumn } from './tableColumn.js'
import { lastPage, pageOf, type TablePaging } from './tablePaging.js'
import type { SortRule, TableQuery, TextFilter } from './tableQuery.js'

/** spec-3 §5: a filter matches text that starts with it, whatever the case. */
export function matchesPrefix(text: string, filter: string): boolean {
  return text.toLocaleLowerCase().startsWith(filter.toLocaleLowerCase())
}

export function filterRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], filtered: readonly TextFilter[]): Row[] {
  const tests = filtered.flatMap((f) => {
    const textOf = columns.find((c) => c.id === f.id)?.filterText
    return textOf ? [(row: Row) => matchesPrefix(textOf(row), f.value)] : []
  })
  return rows.filter((row) => tests.every((test) => test(row)))
}

// Made on the first sort, not when the table's code loads: a page's first use of Intl loads the browser's
// locale data (shared/format/numbers.ts), and a table drawn in the service's order never needs it.
let collator: Intl.Collator | undefined

/** Ascending order of two values: numbers by size, text as a reader orders it (case aside, 2 before 10). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return collator.compare(String(a), String(b))
}

/**
 * The rows in the order of the sort rules, first rule first; equal rows keep their order, and an empty
 * value goes last whichever way its column sorts.
 */
export function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sorted: readonly SortRule[]): Row[] {
  const keys = sorted.flatMap((s) => {
    const valueOf = columns.find((c) => c.id === s.id)?.sortValue
    return valueOf ? [{ valueOf, desc: s.desc }] : []
  })
  if (keys.length === 0) return [...rows]
  return [...rows].sort((x, y) => {
    for (const { valueOf, desc } of keys) {
      const [a, b] = [valueOf(x), valueOf(y)]
      const empty = Number(a === null || a === '') - Number(b === null || b === '')
      if (empty !== 0) return empty
      const order = compareSortValues(a, b)
      if (order !== 0) return desc ? -order : order
    }
    return 0
  })
}

/**
 * The page a browser-held table shows: its rows filtered, sorted and cut to the page, which is kept
 * within the pages there are; with the count matched and the last page, for the paginator.
 */
export function tablePage<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], query: TableQuery, paging: TablePaging) {
  const matched = sortRows(filterRows(rows, columns, query.filtered), columns, query.sorted)
  const last = lastPage(matched.length, query.resultSize, paging)
  const page = Math.min(Math.max(query.page, paging.pageBase), last)
  return { rows: pageOf(matched, page, query.resultSize, paging), matched: matched.length, page, last }
}
