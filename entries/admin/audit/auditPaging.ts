// The audit table's pages (spec-3 §9): the service counts the matching entries to at most
// AUDIT_RESULTS_CAP + 1 and pages through the first AUDIT_RESULTS_CAP, and the count shows capped with a
// plus sign ("Count display caps at 10,000 with a plus sign").

import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import { lastPage, STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** "1 entry", "25 entries", "10,000+ entries". */
export function entriesCount(total: number): string {
  if (total > AUDIT_RESULTS_CAP) return `${groupedNumber(AUDIT_RESULTS_CAP)}+ entries`
  return `${groupedNumber(total)} ${total === 1 ? 'entry' : 'entries'}`
}

/** The last page there is to go to: past the cap the service pages no further. */
export function lastAuditPage(total: number, resultSize: number): number {
  return lastPage(Math.min(total, AUDIT_RESULTS_CAP), resultSize, STANDARD_PAGING)
}
