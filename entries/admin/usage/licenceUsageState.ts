// A licence's usage screen's signals (spec-3 §2 "/licences/{licenceId}/usage", §7): the usage of the range
// shown, kept per licence and range so that going back to a range asks the service nothing, and the report
// being downloaded, saved under the name the service gives it, or why it could not be.

import { signal } from '@preact/signals-react'
import type { DownloadedFile } from '../../../shared/api/client.js'
import type { LicenceUsage } from '../../../shared/api/types/usage.js'
import { usageCalls, type UsageCalls, type UsageReportRequest } from '../../../shared/api/usage.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { saveFile } from '../../../shared/ui/saveFile.js'
import { rangeKey, usageQueryOf, type UsageRangeChoice } from './usageRange.js'

export interface LicenceUsageRequest {
  licenceId: number
  choice: UsageRangeChoice
}

/** Ranges kept in memory, for going back and forth between them. */
const RANGES_KEPT = 10

export const usageKeyOf = ({ licenceId, choice }: LicenceUsageRequest) => `${licenceId} ${rangeKey(choice)}`

export const reportFailed = (error: string) => `The report could not be downloaded. ${error}`

export function createLicenceUsageState(calls: UsageCalls = usageCalls(), save: (file: DownloadedFile) => void = saveFile) {
  const usage = createRemoteQuery({
    keyOf: usageKeyOf,
    fetch: ({ licenceId, choice }: LicenceUsageRequest) => calls.licenceUsage(licenceId, usageQueryOf(choice)),
    valueOf: ({ data }): { usage: LicenceUsage } => ({ usage: data }),
    cache: createMemoryCache<{ usage: LicenceUsage }>(RANGES_KEPT),
  })
  /** The report on its way, one at a time. */
  const downloading = signal<UsageReportRequest | null>(null)
  const reportError = signal<string | null>(null)
  /** The justification given for the last report, offered again for the next one. */
  const lastJustification = signal('')

  const load = (request: LicenceUsageRequest, refresh = false) => usage.load(request, refresh)

  /** Downloads the report with the justification the service requires of an export (spec-1 §5). */
  async function downloadReport(licenceId: number, request: UsageReportRequest, justification: string): Promise<void> {
    if (downloading.value) return
    downloading.value = request
    reportError.value = null
    lastJustification.value = justification
    const reply = await calls.report(licenceId, request, justification)
    downloading.value = null
    if (!reply.success) {
      reportError.value = reportFailed(reply.error)
      return
    }
    save({ file: reply.file, fileName: reply.fileName })
  }

  return { usage: usage.state, downloading, reportError, lastJustification, load, downloadReport, dismissReportError: () => (reportError.value = null) }
}

export type LicenceUsageStore = ReturnType<typeof createLicenceUsageState>

/** The area's one store of licence usage. */
export const licenceUsageStore: LicenceUsageStore = createLicenceUsageState()
