// The audit table's pages (spec-3 §9): a list the service pages, 25, 50, 100 or 200 entries a page (25 at
// first), its filters, page and page size in the address. The service counts the matching entries to at most
// AUDIT_RESULTS_CAP + 1 and pages through the first AUDIT_RESULTS_CAP, and the count shows capped with a
// plus sign ("Count display caps at 10,000 with a plus sign").

import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { auditColumns } from './auditColumns.js'
import { AuditFilterParams } from './auditFilters.js'

/** The service sorts, newest first: no column sorts or filters in the browser. */
export const auditList: ServerListSpec<typeof AuditFilterParams> = {
  paging: STANDARD_PAGING,
  columns: auditColumns,
  filters: AuditFilterParams,
  pageableCap: AUDIT_RESULTS_CAP,
}

/** "1 entry", "25 entries", "10,000+ entries". */
export function entriesCount(total: number): string {
  if (total > AUDIT_RESULTS_CAP) return `${groupedNumber(AUDIT_RESULTS_CAP)}+ entries`
  return `${groupedNumber(total)} ${total === 1 ? 'entry' : 'entries'}`
}
