// One of the statistics page's totals (spec-2 §2 "/camid/stats": totals per email and organisation, for queries
// and for hits), a page at a time, its page and size in the address under its own prefix beside the other's.

import { useSignals } from '@preact/signals-react/runtime'
import type { CamIdStatsRow, CamIdUserCount } from '../../../shared/api/types/camid.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { statsState } from './statsState.js'

const COLUMNS: readonly TableColumn<CamIdStatsRow>[] = [
  { id: 'email', label: 'Email', rowHeader: true, cell: (row) => row.key1 },
  { id: 'organisation', label: 'Organisation', cell: (row) => row.key2 ?? '' },
  { id: 'count', label: 'Count', cell: (row) => groupedNumber(row.count) },
]

const TITLES: Readonly<Record<CamIdUserCount, string>> = { queries: 'Queries per user', hits: 'Hits per user' }

const SPECS: Readonly<Record<CamIdUserCount, ServerListSpec>> = {
  queries: { paging: STANDARD_PAGING, columns: [], prefix: 'queries' },
  hits: { paging: STANDARD_PAGING, columns: [], prefix: 'hits' },
}

export function UserCountsTable({ count }: { count: CamIdUserCount }) {
  useSignals()
  const query = statsState.users[count]
  const { state, list } = usePagedRows(query, SPECS[count])
  const title = TITLES[count]
  return (
    <Card place="section" title={title} wide>
      {state.kind === 'loading' && <Loader label={`Loading the ${title.toLowerCase()}…`} />}
      {state.kind === 'failed' && <FailureNotice place="section" message={state.error} onTryAgain={() => void query.reload()} />}
      {state.kind === 'loaded' && list.last !== null && (
        <>
          <DataTable label={title} columns={COLUMNS} rows={state.rows} rowKey={(row) => `${row.key1} ${row.key2 ?? ''}`} empty="None yet." />
          {state.total > 0 && <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={state.total} noun={['user', 'users']} label={title} />}
        </>
      )}
    </Card>
  )
}
