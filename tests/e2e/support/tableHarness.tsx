// A page for the browser test of the table kit (kits/table-kit.spec.ts): sixty trials in a QueryTable
// whose state is the address, with its paginator, page size choice and error notice. Built by the test
// with esbuild and served in place of a real page, so the kit is worked as an area would use it.

import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { PageSizeSelect } from '../../../shared/ui/table/PageSizeSelect.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { createTableError, TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'

interface Trial {
  code: string
  type: string
  users: number
}

// Codes that start with sp in three cases, and one that only holds it ("Aspen"), for the prefix filter.
const PREFIXES = ['Spring', 'SPRINT', 'spire', 'Aspen', 'Winter']
const TRIALS: Trial[] = Array.from({ length: 60 }, (_, i) => ({
  code: `${PREFIXES[i % 5]}-${String(Math.floor(i / 5) + 1).padStart(2, '0')}`,
  type: ['VICTIM_ID', 'AMPED', 'OTHER'][i % 3]!,
  users: (i * 7) % 23,
}))

const COLUMNS: TableColumn<Trial>[] = [
  { id: 'code', label: 'Code', rowHeader: true, cell: (t) => t.code, sortValue: (t) => t.code, filterText: (t) => t.code },
  { id: 'type', label: 'Type', cell: (t) => t.type, filterText: (t) => t.type },
  { id: 'users', label: 'Users', cell: (t) => t.users, sortValue: (t) => t.users },
]
const SPEC: TableSpec = { paging: STANDARD_PAGING, columns: COLUMNS }
const error = createTableError()

function TrialsTable() {
  const table = useTableQuery(SPEC)
  const [calls, setCalls] = useState(1)
  const shown = tablePage(TRIALS, COLUMNS, table.query, SPEC.paging)
  return (
    <main>
      <h1>Trials</h1>
      <QueryTable
        label="User trials"
        columns={COLUMNS}
        rows={shown.rows}
        rowKey={(t) => t.code}
        controls={table}
        expansion={{ name: (t) => t.code, render: (t) => <p>{`${t.users} users engaged with ${t.code}`}</p> }}
        empty="There are no user trials at the moment."
      />
      <TablePaginator page={shown.page} last={shown.last} onPage={table.goToPage} />
      <PageSizeSelect value={table.query.resultSize} onChange={table.sizeTo} />
      <p role="status">{`Calls: ${calls}`}</p>
      <button type="button" onClick={() => error.show('Cannot connect to the server.')}>
        Fail the call
      </button>
      <TableErrorNotice error={error} onTryAgain={() => setCalls((n) => n + 1)} />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<TrialsTable />)
