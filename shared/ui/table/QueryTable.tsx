// A DataTable whose state lives in the query string (useTableQuery): sort buttons in the sortable
// headers, a prefix filter box under each filterable one, and, given an expansion, rows that open. Every
// control is a button or a box named for a screen reader and reached by Tab.

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'
import { DataTable, type DataTableProps } from './DataTable.js'
import { isFilterable, isSortable, type TableColumn } from './tableColumn.js'
import type { TableControls } from './useTableQuery.js'

interface Props<Row> extends Omit<DataTableProps<Row>, 'header' | 'headRows' | 'detail'> {
  controls: TableControls
  /** Rows that open: the name of a row for its opener's label, and what the open row shows. */
  expansion?: { name: (row: Row) => string; render: (row: Row) => ReactNode }
}

export function QueryTable<Row>({ controls, expansion, columns, ...table }: Props<Row>) {
  const { query } = controls
  const first = query.sorted[0]
  const isOpen = (row: Row) => query.expanded.includes(table.rowKey(row))
  // The openers are a column of their own, before the defined ones.
  const all: readonly TableColumn<Row>[] = expansion
    ? [
        {
          id: 'details',
          label: 'Details',
          cell: (row) => (
            <PlainButton type="button" aria-expanded={isOpen(row)} aria-label={`Details of ${expansion.name(row)}`} onClick={() => controls.toggleExpanded(table.rowKey(row))}>
              {isOpen(row) ? '▾' : '▸'}
            </PlainButton>
          ),
        },
        ...columns,
      ]
    : columns
  return (
    <DataTable
      {...table}
      columns={all}
      header={(column) => {
        if (!isSortable(column)) return undefined
        const sort = first?.id === column.id ? (first.desc ? 'descending' : 'ascending') : undefined
        return {
          sort,
          content: (
            <PlainButton type="button" onClick={() => controls.sortBy(column.id)}>
              {column.label}
              <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
            </PlainButton>
          ),
        }
      }}
      headRows={
        columns.some(isFilterable) && (
          <tr>
            {all.map((column) => (
              <td key={column.id}>
                {isFilterable(column) && (
                  <FilterBox
                    type="search"
                    aria-label={`Filter ${column.label}`}
                    value={query.filtered.find((f) => f.id === column.id)?.value ?? ''}
                    onChange={(event) => controls.filterBy(column.id, event.target.value)}
                  />
                )}
              </td>
            ))}
          </tr>
        )
      }
      detail={expansion && ((row) => (isOpen(row) ? expansion.render(row) : null))}
    />
  )
}

const PlainButton = styled.button`
  padding: 0;
  font: inherit;
  color: inherit;
  text-align: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`

const FilterBox = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: ${theme.space(0.5)};
  font: inherit;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`
