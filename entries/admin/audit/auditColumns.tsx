// The columns of the audit table (spec-3 §2, §3 "Audit entry"): Timestamp (UTC, DD MMM, YYYY @ HH:mm:ss),
// User, App, Api, Action (by its display name), Justification, Details and Successful. The service sorts,
// newest first, and pages; so no column sorts or filters in the browser.

import type { AuditEntry } from '../../../shared/api/types/audit.js'
import { auditAction } from '../../../shared/audit/actions.js'
import { formatAuditTime } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { DetailsCell } from './DetailsCell.js'
import { SuccessfulCell } from './SuccessfulCell.js'

/** An entry with a key for its row: entries have no id of their own, and two may share every field. */
export type AuditRow = AuditEntry & { key: string }

export const auditColumns: readonly TableColumn<AuditRow>[] = [
  {
    id: 'timestamp',
    label: 'Timestamp',
    rowHeader: true,
    cell: (e) => <time dateTime={e.dateOfEntry}>{formatAuditTime(e.dateOfEntry)}</time>,
  },
  { id: 'user', label: 'User', cell: (e) => e.userEmail },
  { id: 'app', label: 'App', cell: (e) => e.requestingApp ?? '' },
  { id: 'api', label: 'Api', cell: (e) => e.api },
  { id: 'action', label: 'Action', cell: (e) => auditAction(e.action)?.displayName ?? e.action },
  { id: 'justification', label: 'Justification', cell: (e) => e.justification ?? '' },
  { id: 'details', label: 'Details', cell: (e) => <DetailsCell details={e.details} /> },
  { id: 'successful', label: 'Successful', cell: (e) => <SuccessfulCell successful={e.successful} error={e.error} /> },
]

/** The page's entries as rows, keyed by their place in the search. */
export const auditRows = (entries: readonly AuditEntry[], firstIndex: number): AuditRow[] =>
  entries.map((entry, index) => ({ ...entry, key: String(firstIndex + index) }))
