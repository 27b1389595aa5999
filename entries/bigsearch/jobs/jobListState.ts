// The signed-in user's BigSearch jobs, one page at a time, and their deletion ("Your searches" on the upload
// screen): deleting old searches frees places under the stored-jobs limit, which the upload refusal points to.
// Jobs move on while the page is open, so every showing asks the service again rather than a cache.

import { signal, type ReadonlySignal } from '@preact/signals-react'
import { bigSearchCalls } from '../../../shared/api/bigsearch.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import type { JobListEntry } from '../../../shared/api/types/bigsearch.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'

export interface JobListPage {
  page: number
  resultSize: number
}

export type JobRows = { jobs: JobListEntry[]; total: number }

export function createJobListState(api: ApiClient = defaultApi) {
  const calls = bigSearchCalls(api)
  const list = createRemoteQuery({
    keyOf: ({ page, resultSize }: JobListPage) => `${page}:${resultSize}`,
    fetch: ({ page, resultSize }: JobListPage) => calls.jobs(page, resultSize),
    valueOf: ({ jobs, totalResults }): JobRows => ({ jobs, total: totalResults }),
    // Nothing kept: a list read a minute ago may show a job still processing that has since finished.
    cache: createMemoryCache<JobRows>(0),
  })
  let shown: JobListPage | null = null

  const deleting = signal<string | null>(null)
  const deleteError = signal<string | null>(null)

  /** Shows this page of the list, asked of the service anew. */
  function load(page: JobListPage): Promise<void> {
    shown = page
    return list.load(page, true)
  }

  /** Deletes the job, then reads the shown page again; resolves to whether it was deleted. */
  async function remove(jobId: string): Promise<boolean> {
    deleting.value = jobId
    deleteError.value = null
    const reply = await calls.deleteJob(jobId)
    deleting.value = null
    if (!reply.success) deleteError.value = reply.error
    if (shown) await list.load(shown, true)
    return reply.success
  }

  return {
    list: list.state,
    load,
    deleting: deleting as ReadonlySignal<string | null>,
    deleteError: deleteError as ReadonlySignal<string | null>,
    remove,
    dismissDeleteError: () => (deleteError.value = null),
  }
}

export type JobListState = ReturnType<typeof createJobListState>

/** The page's one list of jobs. */
export const jobListState: JobListState = createJobListState()
