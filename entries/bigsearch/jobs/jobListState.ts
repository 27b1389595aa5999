// The signed-in user's BigSearch jobs, one page at a time, and their deletion ("Your searches" on the upload
// screen): deleting old searches frees places under the stored-jobs limit, which the upload refusal points to.
// Jobs move on while the page is open, so every showing asks the service again rather than a cache.

import { bigSearchCalls } from '../../../shared/api/bigsearch.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import type { JobListEntry } from '../../../shared/api/types/bigsearch.js'
import { createAction } from '../../../shared/state/action.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createPagedRows, type PageRequest } from '../../../shared/ui/table/pagedRows.js'

/** The list has no filters of its own. */
export type JobListFilters = Record<string, never>

export function createJobListState(api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = bigSearchCalls(api)
  const list = createPagedRows({
    fetch: ({ page, resultSize }: PageRequest<JobListFilters>) => calls.jobs(page, resultSize),
    rowsOf: ({ jobs, totalResults }): { rows: JobListEntry[]; total: number } => ({ rows: jobs, total: totalResults }),
  })
  /** A deletion waits under its job's id; a refusal stays until dismissed. */
  const deleting = createAction({ timers })

  /** Deletes the job, then reads the shown page again; resolves to whether it was deleted. */
  async function remove(jobId: string): Promise<boolean> {
    const reply = await deleting.run(() => calls.deleteJob(jobId), { key: jobId })
    await list.reload()
    return reply.success
  }

  return { list, deleting, remove }
}

export type JobListState = ReturnType<typeof createJobListState>

/** The page's one list of jobs. */
export const jobListState: JobListState = createJobListState()
