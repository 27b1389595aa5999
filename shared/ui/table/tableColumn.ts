// One column of a table, defined once: its header, width, cell, and whether it sorts and filters. The
// header and every row read the same definition, so a column cannot drift from its cells.

import type { ReactNode } from 'react'

export type SortValue = string | number | null

export interface TableColumn<Row> {
  /** The column's name in the URL's sorted and filtered values (tableQuery.ts), so without a dot. */
  id: string
  /** The header text, also the name of its sort button and filter box. */
  label: string
  /** What the header shows instead of its label (a select-all box, named by its own label). */
  header?: ReactNode
  /**
   * Pixels, or a share of the table's width ("12.5%", which a fixed layout keeps on any screen); a column
   * without one sizes itself.
   */
  width?: number | `${number}%`
  cell: (row: Row) => ReactNode
  /**
   * Makes the column sortable: the value its rows sort by in the browser (tableRows.ts). A table that its
   * service sorts gives one too, to mark the column sortable.
   */
  sortValue?: (row: Row) => SortValue
  /** Makes the column filterable: the text its case-insensitive prefix filter matches. */
  filterText?: (row: Row) => string
  /** The cell names its row (a <th scope="row">), as a reference or a name does. */
  rowHeader?: boolean
}

/** A column that sizes itself gets at least this much room when the others keep fixed widths. */
export const FLEXIBLE_COLUMN_ROOM = 200

/** A column given a share of the table's width gets at least this much room. */
export const SHARED_COLUMN_ROOM = 80

/** The narrowest a table with fixed column widths draws; below it, it scrolls sideways so the widths hold. */
export function fixedLayoutMinWidth(columns: readonly Pick<TableColumn<never>, 'width'>[]): number {
  return columns.reduce((sum, { width }) => sum + (width === undefined ? FLEXIBLE_COLUMN_ROOM : typeof width === 'number' ? width : SHARED_COLUMN_ROOM), 0)
}

/** A column's width as CSS. */
export function cssWidth(width: number | `${number}%`): string {
  return typeof width === 'number' ? `${width}px` : width
}

export const isSortable = <Row>(column: TableColumn<Row>): boolean => column.sortValue !== undefined
export const isFilterable = <Row>(column: TableColumn<Row>): boolean => column.filterText !== undefined
