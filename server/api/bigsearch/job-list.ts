// The caller's BigSearch job list (GET /v1/bigsearch/jobs): its paging read from the query, each bad value refused
// with 400 and a message naming it, and a stored job as the list shows it.

import type { JobListEntry, JobListQuery } from '../../../shared/api/types/bigsearch.js'
import { readTablePaging } from '../table-paging.js'
import type { ListedJob } from '../store/bigsearch-jobs.js'

export interface JobListPaging {
  offset: number
  resultSize: number
}

export function readJobListPaging(query: JobListQuery): JobListPaging {
  const { offset, resultSize } = readTablePaging(query)
  return { offset, resultSize }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function jobListEntry(job: ListedJob): JobListEntry {
  return {
    id: job.checksum,
    fileName: job.fileName,
    status: job.status,
    mediaCount: job.mediaCount,
    mediaProcessed: job.mediaProcessed,
    created: new Date(job.createdAt).toISOString(),
    finished: iso(job.finishedAt),
    leadCount: job.leadCount,
    statusText: job.statusText,
  }
}
