// A table drawn from its column definitions: a real <table> with a caption or a name, column headers
// with scope, and rows, or rows under a heading per group. QueryTable adds sorting, filtering and rows
// that open through the three hooks at the end of the props.

import { Fragment, type MouseEvent, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'
import { cssWidth, fixedLayoutMinWidth, type TableColumn } from './tableColumn.js'
import { useSidewaysOverflow } from './useSidewaysOverflow.js'
import { useRowsToDraw } from './useRowsToDraw.js'

export interface RowGroup<Row> {
  key: string
  heading: ReactNode
  rows: readonly Row[]
}

export interface DataTableProps<Row> {
  /** Names the table; shown as its caption when captioned, else given to screen readers alone. */
  label: string
  captioned?: boolean
  columns: readonly TableColumn<Row>[]
  /** The rows of the page, or the page's rows under their group headings. */
  rows: readonly Row[] | { groups: readonly RowGroup<Row>[] }
  rowKey: (row: Row) => string
  /** The columns keep their widths (a grouped search list, spec-1 §9) and the table scrolls sideways. */
  fixedLayout?: boolean
  /** Shown in the body when there are no rows. */
  empty?: ReactNode
  /** A header's content and the way the table is sorted by it; the column's own header when undefined. */
  header?: (column: TableColumn<Row>) => { content: ReactNode; sort?: 'ascending' | 'descending' } | undefined
  /** Rows under the header row (the filter boxes). */
  headRows?: ReactNode
  /** What a row shows in a row of its own under it (an opened row's details), or nothing. */
  detail?: (row: Row) => ReactNode
  /**
   * A row that opens (its page): a click anywhere on it but on a control of its own. The keyboard's way is the
   * row's own link, which a row that opens has, so the row itself takes no focus.
   */
  onRowClick?: (row: Row) => void
}

/** What a click on a row's own control does is that control's, not the row's. */
const CONTROLS = 'a, button, input, select, textarea, label, summary'

export function DataTable<Row>({ label, captioned, columns, rows, rowKey, fixedLayout, empty, header, headRows, detail, onRowClick }: DataTableProps<Row>) {
  const groups: readonly RowGroup<Row>[] = 'groups' in rows ? rows.groups : [{ key: '', heading: null, rows }]
  const rowCount = groups.reduce((sum, group) => sum + group.rows.length, 0)
  const rowsToDraw = useRowsToDraw(rowCount)
  const drawn = rowsToDraw < rowCount ? firstRows(groups, rowsToDraw) : groups
  const scroller = useSidewaysOverflow<HTMLDivElement>()
  return (
    // A table wider than its panel scrolls sideways: the scroller is then a named region that takes focus,
    // so that the keyboard can scroll it too.
    <Scroller ref={scroller.ref} {...(scroller.overflowing ? { role: 'region', 'aria-label': `${label} (scrolls sideways)`, tabIndex: 0 } : {})}>
      <Table aria-label={captioned ? undefined : label} $minWidth={fixedLayout ? fixedLayoutMinWidth(columns) : null}>
        {captioned && <caption>{label}</caption>}
        {columns.some((c) => c.width !== undefined) && (
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} style={c.width === undefined ? undefined : { width: cssWidth(c.width) }} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {columns.map((c) => {
              const head = header?.(c)
              return (
                <th key={c.id} scope="col" aria-sort={head?.sort}>
                  {head ? head.content : (c.header ?? c.label)}
                </th>
              )
            })}
          </tr>
          {headRows}
        </thead>
        <tbody>
          {empty && groups.every((g) => g.rows.length === 0) && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {drawn.map((group, index) => (
            <Fragment key={`${index}-${group.key}`}>
              {group.heading !== null && (
                <GroupRow>
                  <th colSpan={columns.length} scope="rowgroup">
                    {group.heading}
                  </th>
                </GroupRow>
              )}
              {group.rows.map((row) => {
                const more = detail?.(row)
                return (
                  <Fragment key={rowKey(row)}>
                    <tr
                      {...(onRowClick
                        ? {
                            'data-opens': '',
                            onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                              if (!(event.target instanceof Element && event.target.closest(CONTROLS))) onRowClick(row)
                            },
                          }
                        : {})}
                    >
                      {columns.map((c) => (c.rowHeader ? <th key={c.id} scope="row">{c.cell(row)}</th> : <td key={c.id}>{c.cell(row)}</td>))}
                    </tr>
                    {more ? (
                      <tr>
                        <td colSpan={columns.length}>{more}</td>
                      </tr>
                    ) : null}
                  </Fragment>
                )
              })}
            </Fragment>
          ))}
        </tbody>
      </Table>
    </Scroller>
  )
}

/** The groups cut to their first `count` rows in all; a group left with none is left out. */
export function firstRows<Row>(groups: readonly RowGroup<Row>[], count: number): readonly RowGroup<Row>[] {
  let left = count
  const kept: RowGroup<Row>[] = []
  for (const group of groups) {
    if (left <= 0) break
    kept.push(group.rows.length <= left ? group : { ...group, rows: group.rows.slice(0, left) })
    left -= group.rows.length
  }
  return kept
}

const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

// With fixed widths the table keeps them and scrolls sideways on a narrow screen.
const Table = styled.table<{ $minWidth: number | null }>`
  width: 100%;
  ${(p) => (p.$minWidth === null ? '' : `table-layout: fixed; min-width: ${p.$minWidth}px;`)}
  border-collapse: collapse;
  background: ${theme.colour.paper};
  font-size: ${theme.font.size.small};
  caption { text-align: left; font-weight: 600; padding-bottom: ${theme.space(1)}; }
  th, td {
    padding: ${theme.space(1)};
    border-bottom: 1px solid ${theme.colour.line};
    text-align: left;
    vertical-align: middle;
  }
  thead th { color: ${theme.colour.muted}; font-weight: 600; }
  tbody tr[data-opens] { cursor: pointer; }
  tbody tr[data-opens]:hover { background: ${theme.colour.canvas}; }
  a { color: ${theme.colour.brand}; }
`

const GroupRow = styled.tr`
  th { background: ${theme.colour.canvas}; font-weight: 600; }
`
