// One table of "Usage - All Licences" (spec-3 §2) in its own titled section: its rows sorted, filtered and
// paged in the address under the table's own prefix, so that the page's tables move independently.

import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { usePrefixedTableQuery } from '../../../shared/ui/table/prefixedTableQuery.js'
import type { SummaryTableSpec } from './summaryColumns.js'
import { NO_USAGE } from './usageMessages.js'

export function SummaryTable<Row>({ table, rows }: { table: SummaryTableSpec<Row>; rows: readonly Row[] }) {
  const { title, prefix, columns, rowKey, noun } = table
  const controls = usePrefixedTableQuery(table, prefix)
  const shown = tablePage(rows, columns, controls.query, table.paging)
  return (
    <Card place="section" title={title} wide>
      <QueryTable label={title} columns={columns} rows={shown.rows} rowKey={rowKey} controls={controls} empty={NO_USAGE} />
      <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={noun} label={title} />
    </Card>
  )
}
