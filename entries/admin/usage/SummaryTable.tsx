// One table of "Usage - All Licences" (spec-3 §2) in its own titled section: its rows sorted, filtered and
// paged in the address under the table's own prefix, so that the page's tables move independently.

import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { usePrefixedTableQuery } from '../../../shared/ui/table/prefixedTableQuery.js'
import { NO_USAGE } from './usageMessages.js'

interface Props<Row> {
  title: string
  /** The table's name in the address: weekly.page=2. */
  prefix: string
  spec: TableSpec
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  noun: readonly [string, string]
}

export function SummaryTable<Row>({ title, prefix, spec, columns, rows, rowKey, noun }: Props<Row>) {
  const controls = usePrefixedTableQuery(spec, prefix)
  const shown = tablePage(rows, columns, controls.query, spec.paging)
  return (
    <Card place="section" title={title} wide>
      <QueryTable label={title} columns={columns} rows={shown.rows} rowKey={rowKey} controls={controls} empty={NO_USAGE} />
      <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={noun} label={title} />
    </Card>
  )
}
