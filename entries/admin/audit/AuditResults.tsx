// The audit search's results (spec-3 §2): the entries of one page, newest first, in the shared table with
// its page and page size in the address, the count of entries matched, and the exports.

import { styled } from 'styled-components'
import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { theme } from '../../../shared/ui/theme.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { PageSizeSelect } from '../../../shared/ui/table/PageSizeSelect.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import type { TableControls } from '../../../shared/ui/table/useTableQuery.js'
import type { QueryState } from '../../../shared/state/remoteQuery.js'
import { auditColumns, auditRows } from './auditColumns.js'
import { entriesCount } from './auditPaging.js'
import type { AuditPage } from './auditState.js'
import { ExportButtons } from './ExportButtons.js'

/** spec-3 §2, §8. */
export const NO_RESULTS = 'Sorry, there were no results for that query.'

interface Props {
  licenceId: number
  filters: AuditFilterQuery
  state: QueryState<AuditPage>
  controls: TableControls
  /** The last page, once the entries are in. */
  last: number | null
}

export function AuditResults({ licenceId, filters, state, controls, last }: Props) {
  const { page, resultSize } = controls.query
  return (
    <>
      <Note>Times are in UTC, the newest first.</Note>
      {state.kind === 'loading' && <Loader label="Searching the audit log…" />}
      {state.kind === 'loaded' && last !== null && (
        <>
          <QueryTable
            label="Audit entries"
            columns={auditColumns}
            rows={auditRows(state.entries, (page - 1) * resultSize)}
            rowKey={(row) => row.key}
            controls={controls}
            empty={NO_RESULTS}
          />
          <Toolbar>
            <Count role="status">{entriesCount(state.total)}</Count>
            <PageSizeSelect value={resultSize} onChange={controls.sizeTo} label="Entries per page" />
            <TablePaginator page={page} last={last} onPage={controls.goToPage} />
          </Toolbar>
        </>
      )}
      <ExportButtons licenceId={licenceId} filters={filters} />
    </>
  )
}

const Note = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`

const Count = styled.span`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
