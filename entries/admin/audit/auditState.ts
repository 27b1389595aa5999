// The audit screen's signals (spec-3 §2 audit screen, §4 "Audit", §8): the options the pickers offer, one
// page of entries for the submitted filters, the export under way, and the one dismissible error bar that
// every failure of the screen shows in.

import { signal } from '@preact/signals-react'
import { auditCalls, type AuditCalls, type AuditFilterQuery } from '../../../shared/api/audit.js'
import type { DownloadedFile } from '../../../shared/api/client.js'
import type { AuditEntry, AuditExportFormat, AuditOptions } from '../../../shared/api/types/audit.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { saveFile } from '../../../shared/ui/saveFile.js'

/** One page of one search: `run` counts the Submits, so that submitting again asks the service afresh. */
export interface AuditSearch {
  licenceId: number
  filters: AuditFilterQuery
  page: number
  resultSize: number
  run: number
}

export interface AuditPage {
  entries: AuditEntry[]
  /** How many entries match, counted to at most AUDIT_RESULTS_CAP + 1. */
  total: number
}

/** Pages kept for going back and forth without asking again. */
const PAGES_KEPT = 20

export function createAuditState(calls: AuditCalls = auditCalls(), save: (file: DownloadedFile) => void = saveFile) {
  /** spec-3 §8: "Audit failure: the message in a dismissible error bar." */
  const failure = signal<string | null>(null)
  const showFailure = (message: string) => {
    failure.value = message
  }
  const dismissFailure = () => {
    failure.value = null
  }
  const run = signal(0)
  const exporting = signal<AuditExportFormat | null>(null)
  /** The justification given for the last export, offered again for the next one. */
  const lastJustification = signal('')

  const options = createRemoteQuery({
    keyOf: (licenceId: number) => String(licenceId),
    fetch: (licenceId) => calls.options(licenceId),
    valueOf: ({ data }): { options: AuditOptions } => ({ options: data }),
    cache: createMemoryCache<{ options: AuditOptions }>(5),
    onFailure: showFailure,
  })

  const results = createRemoteQuery({
    keyOf: (search: AuditSearch) => JSON.stringify([search.licenceId, search.filters, search.page, search.resultSize, search.run]),
    fetch: (search) => calls.entries(search.licenceId, { ...search.filters, page: String(search.page), resultSize: String(search.resultSize) }),
    valueOf: ({ data, total }): AuditPage => ({ entries: data, total }),
    cache: createMemoryCache<AuditPage>(PAGES_KEPT),
    onFailure: showFailure,
  })

  const loadOptions = (licenceId: number) => options.load(licenceId)

  /** Shows the page of this search, or nothing (null) before one was submitted. */
  const loadResults = (search: Omit<AuditSearch, 'run'> | null) => results.load(search && { ...search, run: run.value })

  /** A Submit: the old error goes, and the search is asked of the service again even if it is unchanged. */
  function submitted(): void {
    dismissFailure()
    run.value += 1
  }

  /** Exports every entry the filters match (spec-3 §2), with the justification the service requires. */
  async function exportAs(licenceId: number, filters: AuditFilterQuery, format: AuditExportFormat, justification: string): Promise<void> {
    if (exporting.value !== null) return
    dismissFailure()
    exporting.value = format
    lastJustification.value = justification
    const reply = await calls.exportFile(licenceId, filters, format, justification)
    exporting.value = null
    if (!reply.success) {
      showFailure(reply.error)
      return
    }
    save(reply)
  }

  return {
    options: options.state,
    results: results.state,
    failure,
    run,
    exporting,
    lastJustification,
    loadOptions,
    loadResults,
    submitted,
    dismissFailure,
    exportAs,
  }
}

export type AuditStore = ReturnType<typeof createAuditState>

/** The area's one store of the audit screen. */
export const auditStore: AuditStore = createAuditState()
