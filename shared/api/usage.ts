// The usage calls (spec-3 §2 usage screens, §7 "Licences"): one licence's usage for a range, the summary of
// every licence, and a licence's usage report as a file, which carries a justification as every export does. The reads are cancelable, so that a range or a
// screen left behind drops the reply still on its way; a report comes back as a file to save.

import { api as defaultApi, type ApiClient, type Cancelable, type DownloadedFile } from './client.js'
import type { Reply } from './types/reply.js'
import type { UsageAllReply, UsageQuery, UsageReply, UsageReportFormat, UsageReportPeriod } from './types/usage.js'

export interface UsageReportRequest {
  period: UsageReportPeriod
  format: UsageReportFormat
  /** Only the users the licence covers now. */
  currentUsersOnly: boolean
}

export interface UsageCalls {
  /** GET /v1/licences/{id}/usage?range=…(&month=YYYY-MM | &year=YYYY): UsageStats in the licence, or the global admin. */
  licenceUsage(licenceId: number, query: UsageQuery): Cancelable<Reply<UsageReply>>
  /** GET /v1/licences/usage/all (global admin): the summary tables of every licence. */
  allUsage(currentUsersOnly: boolean): Cancelable<Reply<UsageAllReply>>
  /**
   * GET /v1/licences/{id}/usage/report/{period}?currentUsersOnly=&format=: the report as the service names it. A
   * report is an export: it carries this justification in place of the stored one (spec-1 §5).
   */
  report(licenceId: number, request: UsageReportRequest, justification: string): Promise<Reply<DownloadedFile>>
}

const usagePath = (licenceId: number) => `/licences/${licenceId}/usage`

export function usageCalls(api: ApiClient = defaultApi): UsageCalls {
  return {
    licenceUsage: (licenceId, query) => api.cancelable.get<UsageReply>(usagePath(licenceId), { query: { ...query } }),
    allUsage: (currentUsersOnly) => api.cancelable.get<UsageAllReply>('/licences/usage/all', { query: { currentUsersOnly } }),
    report: (licenceId, { period, format, currentUsersOnly }, justification) =>
      api.download(`${usagePath(licenceId)}/report/${encodeURIComponent(period)}`, { query: { currentUsersOnly, format }, justification }),
  }
}
