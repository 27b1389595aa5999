// A job's state as GET /v1/bigsearch/status/{id} answers it (spec-2 §3 "BigSearch job state"), with what its
// screen heads it with: the file's name, when it was uploaded, and whose it is.

import type { JobStatusReply } from '../../../shared/api/types/bigsearch.js'
import type { OwnedJob } from '../store/bigsearch-jobs.js'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function jobStatusReply(job: OwnedJob): JobStatusReply {
  return {
    success: true,
    status: job.status,
    finished: iso(job.finishedAt),
    mediaCount: job.mediaCount,
    mediaProcessed: job.mediaProcessed,
    error: job.error,
    statusText: job.statusText,
    fileName: job.fileName,
    created: new Date(job.createdAt).toISOString(),
    ownerEmail: job.ownerEmail,
    ownerName: job.ownerName,
  }
}
