// The users of a licence's usage over the range (spec-3 §3): one row each with their last active day and
// totals, sorted, filtered and paged in the address like every table (spec-3 §5); an empty range says that no
// usage data was found (spec-3 §8).

import { useMemo } from 'react'
import type { LicenceUsage } from '../../../shared/api/types/usage.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { userFigures } from './licenceUsageFigures.js'
import { LICENCE_USER_COLUMNS, LICENCE_USERS_TABLE } from './licenceUserColumns.js'
import { NO_USAGE } from './usageMessages.js'

export function UsageUsersTable({ usage }: { usage: LicenceUsage }) {
  const controls = useTableQuery(LICENCE_USERS_TABLE)
  const users = useMemo(() => userFigures(usage), [usage])
  const shown = tablePage(users, LICENCE_USER_COLUMNS, controls.query, LICENCE_USERS_TABLE.paging)
  return (
    <>
      <QueryTable label="Users of this licence" columns={LICENCE_USER_COLUMNS} rows={shown.rows} rowKey={(user) => user.email} controls={controls} empty={NO_USAGE} />
      <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['user', 'users']} />
    </>
  )
}
