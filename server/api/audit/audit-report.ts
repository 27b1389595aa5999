// A licence's audit entries as a report table for the CSV and PDF exports (spec-3 §2 "Export as CSV",
// "Export as PDF"): the columns of the audit screen's table, newest first, with a note when the list was cut.

import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import { auditAction } from '../../../shared/audit/actions.js'
import type { AuditRecord } from '../store/audit.js'
import type { ReportFormat, ReportTable } from '../reports/report-table.js'
import { formatAuditTime } from '../../../shared/format/dates.js'
import { describeFilters, type AuditFilters } from './audit-filters.js'
import { reportTime } from '../reports/report-time.js'

/** Said in the file when more entries match than an export holds. */
export const CUT_NOTE = `More than ${AUDIT_RESULTS_CAP.toLocaleString('en')} entries match: only the newest ${AUDIT_RESULTS_CAP.toLocaleString('en')} are in this file. Narrow the filters to export the rest.`

const COLUMNS = [
  { title: 'Timestamp (UTC)', width: 1.4 },
  { title: 'User', width: 1.8 },
  { title: 'App', width: 0.8 },
  { title: 'Api', width: 0.9 },
  { title: 'Action', width: 1.3 },
  { title: 'Justification', width: 1.5 },
  { title: 'Details', width: 2.4 },
  { title: 'Successful', width: 0.7 },
  { title: 'Error', width: 1.4 },
]

export interface AuditReportInput {
  licenceName: string
  filters: AuditFilters
  entries: AuditRecord[]
  /** How many entries match, counted to at most AUDIT_RESULTS_CAP + 1. */
  total: number
  format: ReportFormat
  now: number
}

/** A time as the heading of the file writes it for people: the screen's format (spec-3 §9) and its zone. */

export function auditReport({ licenceName, filters, entries, total, format, now }: AuditReportInput): ReportTable {
  // A CSV is read by programs: ISO 8601; a PDF by people: the screen's own format (spec-3 §9), under a
  // column whose title names the zone.
  const time = (ms: number) => (format === 'csv' ? new Date(ms).toISOString() : formatAuditTime(new Date(ms).toISOString()))
  return {
    title: `Audit: ${licenceName}`,
    fileName: `audit-${licenceName}-${new Date(now).toISOString().slice(0, 10)}`,
    about: [
      `Entries ${describeFilters(filters, reportTime)}; ${entries.length.toLocaleString('en')} shown, newest first.`,
      `Exported ${reportTime(now)}.`,
    ],
    columns: COLUMNS,
    rows: entries.map((entry) => [
      time(entry.at),
      entry.userEmail,
      entry.requestingApp,
      entry.api,
      format === 'csv' ? entry.action : (auditAction(entry.action)?.displayName ?? entry.action),
      entry.justification,
      entry.details,
      entry.success ? 'Yes' : 'No',
      entry.error,
    ]),
    notes: total > AUDIT_RESULTS_CAP ? [CUT_NOTE] : [],
  }
}
