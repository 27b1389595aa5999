// The applications as a table (spec-3 §3, §4): a box to select each row of the page and one for the whole
// page, the columns of applicationColumns.tsx, and an Edit button per row; a row a bulk call refused says
// why under its state. Sorting, prefix filters and paging live in the query string (spec-3 §5).

import { styled } from 'styled-components'
import type { Application } from '../../../shared/api/types/applications.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { theme } from '../../../shared/ui/theme.js'
import { ToolbarButton } from '../../../shared/ui/Toolbar.js'
import { APPLICATION_COLUMNS, APPLICATIONS_TABLE, STATE_LABELS } from './applicationColumns.js'

/** spec-3 §8. */
export const NO_APPLICATIONS = 'There are no Applications at the moment.'

interface Props {
  applications: readonly Application[]
  selected: ReadonlySet<number>
  onSelect: (ids: readonly number[], selected: boolean) => void
  /** Why a bulk call refused a row, by id. */
  refused: ReadonlyMap<number, string>
  onEdit: (application: Application) => void
}

export function ApplicationsTable({ applications, selected, onSelect, refused, onEdit }: Props) {
  const controls = useTableQuery(APPLICATIONS_TABLE)
  const shown = tablePage(applications, APPLICATION_COLUMNS, controls.query, APPLICATIONS_TABLE.paging)
  const pageIds = shown.rows.map((a) => a.id)
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id))

  const columns: TableColumn<Application>[] = [
    {
      id: 'select',
      label: 'Select',
      header: <input type="checkbox" aria-label="Select every application on this page" checked={allSelected} onChange={(e) => onSelect(pageIds, e.target.checked)} />,
      cell: (a) => <input type="checkbox" aria-label={`Select ${a.name}`} checked={selected.has(a.id)} onChange={(e) => onSelect([a.id], e.target.checked)} />,
    },
    ...APPLICATION_COLUMNS.map((column) =>
      column.id === 'state'
        ? {
            ...column,
            cell: (a: Application) => (
              <>
                {STATE_LABELS[a.state]}
                {refused.has(a.id) && <Refusal>{refused.get(a.id)}</Refusal>}
              </>
            ),
          }
        : column,
    ),
    {
      id: 'edit',
      label: 'Actions',
      cell: (a) => (
        <ToolbarButton type="button" aria-label={`Edit ${a.name}`} onClick={() => onEdit(a)}>
          Edit
        </ToolbarButton>
      ),
    },
  ]

  return (
    <>
      <QueryTable label="Applications" columns={columns} rows={shown.rows} rowKey={(a) => String(a.id)} controls={controls} empty={NO_APPLICATIONS} />
      <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['application', 'applications']} />
    </>
  )
}

const Refusal = styled.span`
  display: block;
  color: ${theme.colour.danger};
`
