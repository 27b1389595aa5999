// A licence's audit calls (spec-3 §2 audit screen, §7 "Licences"): one page of audit entries for the
// filters, what the filter pickers offer, and the CSV or PDF export, which carries the justification
// header. The reads are cancelable, so that a screen left behind (or a newer search) drops the reply still
// on its way.

import { api as defaultApi, type ApiClient, type Cancelable, type DownloadedFile } from './client.js'
import type { Reply } from './types/reply.js'
import type { AuditExportFormat, AuditExportQuery, AuditOptionsReply, AuditQuery, AuditReply } from './types/audit.js'

/** The filters of a search or an export: the date range (both bounds required) and the optional pickers. */
export type AuditFilterQuery = Omit<AuditExportQuery, 'format'>

export interface AuditCalls {
  /** GET /v1/licences/{id}/audit: one page of entries, newest first, with how many match. */
  entries(licenceId: number, query: AuditQuery): Cancelable<Reply<AuditReply>>
  /** GET /v1/licences/{id}/audit-options: the emails, domains and actions the pickers offer. */
  options(licenceId: number): Cancelable<Reply<AuditOptionsReply>>
  /**
   * GET /v1/licences/{id}/audit/export?format=: every entry the filters match, as a file. The service
   * refuses it without a justification; this one goes with the call in place of the stored one.
   */
  exportFile(licenceId: number, filters: AuditFilterQuery, format: AuditExportFormat, justification: string): Promise<Reply<DownloadedFile>>
}

const auditPath = (licenceId: number) => `/licences/${licenceId}/audit`

export function auditCalls(api: ApiClient = defaultApi): AuditCalls {
  return {
    entries: (licenceId, query) => api.cancelable.get<AuditReply>(auditPath(licenceId), { query }),
    options: (licenceId) => api.cancelable.get<AuditOptionsReply>(`/licences/${licenceId}/audit-options`),
    exportFile: (licenceId, filters, format, justification) =>
      api.download(`${auditPath(licenceId)}/export`, { query: { ...filters, format }, justification }),
  }
}
