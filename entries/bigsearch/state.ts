// The BigSearch area's signals and the actions that change them (spec-2 §4 "BigSearch upload", "BigSearch
// job", "Lead browsing"): the upload, the job's status polled once a second until it is finished, its leads,
// the sightings of the selected lead (a newer query cancels the one on its way), the leads already viewed,
// reprocess and export.

import { computed, signal, type ReadonlySignal } from '@preact/signals-react'
import { bigSearchCalls, type LeadSightingsRequest } from '../../shared/api/bigsearch.js'
import { api as defaultApi, type ApiClient } from '../../shared/api/client.js'
import { FINISHED_STATUSES, POLL_INTERVAL_MS, type JobStatusReply, type Lead } from '../../shared/api/types/bigsearch.js'
import type { SearchResultItem } from '../../shared/api/types/sightings.js'
import { checkUploadFile, checkUploadSize } from '../../shared/bigsearch/fileKind.js'
import { HIGHSIDE } from '../../shared/variant.js'
import { createMemoryCache } from '../../shared/state/keyedCache.js'
import { createPolledQuery } from '../../shared/state/polledQuery.js'
import { createRemoteQuery } from '../../shared/state/remoteQuery.js'
import { browserTimers, type Timers } from '../../shared/state/timers.js'

/** spec-2 §8: a job state call answered 404. */
export const QUERY_NOT_FOUND = 'Query not found.'
/** spec-2 §8: a leads or sightings call that failed with no message of its own. */
export const UNKNOWN_ERROR = 'Unknown error'

/**
 * The message of a failed leads or sightings call. The client's own words for a reply without a text
 * ('Error. 500 …', spec-1 §8) are no message from the service, so they read 'Unknown error' here.
 */
export function leadsErrorText(error: string): string {
  return error.trim() === '' || /^Error\.(\s|$)/.test(error) ? UNKNOWN_ERROR : error
}

export type JobState =
  | { kind: 'idle' }
  | { kind: 'loading'; jobId: string }
  | { kind: 'status'; jobId: string; status: JobStatusReply }
  | { kind: 'failed'; jobId: string; error: string }

export const isFinished = (status: JobStatusReply) => (FINISHED_STATUSES as readonly string[]).includes(status.status)

type Sightings = { results: SearchResultItem[]; totalResults: number }

/** Viewed leads of a job are kept for the tab's life, so that a reload keeps them dimmed. */
const VIEWED_KEY = 'bigsearch.viewed'

function readViewed(): Set<string> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as unknown
    return new Set(Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [])
  } catch {
    return new Set()
  }
}

export function createBigSearchState(api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = bigSearchCalls(api)

  // --- upload (spec-2 §4 "BigSearch upload")
  const uploading = signal(false)
  const uploadError = signal<string | null>(null)

  /** Sends the file, naming the signed-in user's email; resolves to the job's id, or null with the message in uploadError. */
  async function upload(file: File, email?: string): Promise<string | null> {
    // The early message (shared with the service, which decides): a file that is not JSON is never sent.
    const refused = checkUploadFile({ name: file.name, type: file.type }) ?? (HIGHSIDE ? checkUploadSize(file.size, { highside: true }) : null)
    if (refused) {
      uploadError.value = refused
      return null
    }
    uploading.value = true
    uploadError.value = null
    const reply = await calls.upload(file, email)
    uploading.value = false
    if (!reply.success) {
      uploadError.value = reply.error
      return null
    }
    return reply.checksum
  }

  // --- the job's status, polled (spec-2 §4 "BigSearch job": once a second while not finished; a failed status
  // call stops it, a 404 reading 'Query not found.'; Retry restarts it)
  const jobStatus = createPolledQuery({
    keyOf: (jobId: string) => jobId,
    fetch: (jobId: string) => calls.status(jobId),
    valueOf: (status: JobStatusReply) => ({ status }),
    cache: createMemoryCache<{ status: JobStatusReply }>(1),
    errorOf: (failure) => (failure.status === 404 ? QUERY_NOT_FOUND : failure.error),
    intervalMs: POLL_INTERVAL_MS,
    pollWhile: ({ status }) => !isFinished(status),
    timers,
  })
  const job = computed((): JobState => {
    const now = jobStatus.state.value
    if (now.kind === 'idle') return now
    if (now.kind === 'loading') return { kind: 'loading', jobId: now.key }
    if (now.kind === 'failed') return { kind: 'failed', jobId: now.key, error: now.error }
    return { kind: 'status', jobId: now.key, status: now.status }
  })

  /** Starts (or restarts: Retry) following a job. */
  function follow(jobId: string): void {
    void jobStatus.poll(jobId)
  }

  function leave(): void {
    void jobStatus.poll(null)
  }

  /** spec-2 §2: Cancel stops the job on the server; the screen then returns to the upload. */
  async function cancelJob(jobId: string): Promise<void> {
    jobStatus.stop()
    await calls.cancel(jobId)
  }

  // --- leads and their sightings (spec-2 §4 "Lead browsing")
  const leads = createRemoteQuery({
    keyOf: (jobId: string) => jobId,
    fetch: (jobId: string) => calls.leads(jobId),
    valueOf: ({ leads: list }): { leads: Lead[] } => ({ leads: list }),
    cache: createMemoryCache<{ leads: Lead[] }>(4),
  })

  const leadSightings = createRemoteQuery({
    keyOf: ({ path, query }: LeadSightingsRequest) => `${path}?${query.toString()}`,
    fetch: (request: LeadSightingsRequest) => calls.leadSightings(request),
    valueOf: ({ results, totalResults }): Sightings => ({ results, totalResults }),
    cache: createMemoryCache<Sightings>(20),
  })

  const viewed = signal<ReadonlySet<string>>(readViewed())
  function markViewed(jobId: string, lead: number): void {
    const key = `${jobId}:${lead}`
    if (viewed.value.has(key)) return
    const next = new Set(viewed.value).add(key)
    viewed.value = next
    try {
      sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...next].slice(-5000)))
    } catch {
      // kept for this page only
    }
  }

  // --- reprocess (spec-2 §4: restarts polling on success, shows the error on failure)
  const reprocessing = signal(false)
  const reprocessError = signal<string | null>(null)
  async function reprocess(jobId: string): Promise<void> {
    reprocessing.value = true
    reprocessError.value = null
    const reply = await calls.reprocess(jobId)
    reprocessing.value = false
    if (!reply.success) {
      reprocessError.value = reply.error
      return
    }
    void leads.load(null)
    // The job starts over: its old state gives way to loading, then polling.
    void jobStatus.poll(null)
    follow(jobId)
  }

  // --- export (spec-2 §2: the justification, then the job data as a JSON file)
  const exportError = signal<string | null>(null)
  /** Resolves to the one-time link to open, or null with the message in exportError. */
  async function exportLink(jobId: string, justification: string): Promise<string | null> {
    exportError.value = null
    const reply = await calls.exportLink(jobId, justification)
    if (!reply.success) {
      exportError.value = reply.error
      return null
    }
    return reply.url
  }

  return {
    uploading: uploading as ReadonlySignal<boolean>,
    uploadError: uploadError as ReadonlySignal<string | null>,
    upload,
    dismissUploadError: () => (uploadError.value = null),
    job: job as ReadonlySignal<JobState>,
    follow,
    leave,
    cancelJob,
    leads: leads.state,
    loadLeads: (jobId: string | null, refresh = false) => leads.load(jobId, refresh),
    sightings: leadSightings.state,
    loadSightings: (request: LeadSightingsRequest | null, refresh = false) => leadSightings.load(request, refresh),
    viewed: viewed as ReadonlySignal<ReadonlySet<string>>,
    markViewed,
    reprocessing: reprocessing as ReadonlySignal<boolean>,
    reprocessError: reprocessError as ReadonlySignal<string | null>,
    reprocess,
    exportError: exportError as ReadonlySignal<string | null>,
    exportLink,
    dismissExportError: () => (exportError.value = null),
  }
}

export type BigSearchState = ReturnType<typeof createBigSearchState>

/** The page's one BigSearch state. */
export const bigSearchState: BigSearchState = createBigSearchState()
