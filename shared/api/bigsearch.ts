// The BigSearch calls (spec-2 §7 "BigSearch"): upload a case's metadata file, follow its job, read its leads,
// reprocess or cancel it, and export it after a justification. A lead's sightings go through the sighting
// search (shared/api/sightings.ts), cancelable like every search.

import { HIGHSIDE } from '../variant.js'
import { UPLOAD_EMAIL_HEADER } from './headers.js'
import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import type { Reply } from './types/reply.js'
import type { ExportReply, JobListReply, JobStatusReply, LeadsReply, UploadReply } from './types/bigsearch.js'
import type { SearchReply } from './types/sightings.js'

/** Where one page of a lead's sightings is asked for (shared/bigsearch/leadFilters.ts leadSightingsRequest). */
export interface LeadSightingsRequest {
  path: string
  query: URLSearchParams
}

export interface BigSearchCalls {
  /**
   * POST /v1/bigsearch/data: the file as form data, or, in the high-security build (which takes no form
   * data, ARCHITECTURE.md), the file's own JSON as the body. `email`, the signed-in user's address (spec-2
   * §7), goes as the form field `email` before the file, or as UPLOAD_EMAIL_HEADER with a JSON body; the
   * service refuses another user's. The reply's checksum is the job's id.
   */
  upload(file: File, email?: string): Promise<Reply<UploadReply>>
  /** GET /v1/bigsearch/status/{id}. */
  status(jobId: string): Cancelable<Reply<JobStatusReply>>
  /** GET /v1/bigsearch/leads/{id}. */
  leads(jobId: string): Cancelable<Reply<LeadsReply>>
  /** POST /v1/bigsearch/reprocess/{id}. */
  reprocess(jobId: string): Promise<Reply<object>>
  /** POST /v1/bigsearch/cancel/{id}: stops the job on the server. */
  cancel(jobId: string): Promise<Reply<object>>
  /** GET /v1/bigsearch/jobs: one page (from 1) of the caller's jobs, the newest first. */
  jobs(page: number, resultSize: number): Cancelable<Reply<JobListReply>>
  /** DELETE /v1/bigsearch/jobs/{id}: the job, its leads and its uploaded file, to free a stored job's place. */
  deleteJob(jobId: string): Promise<Reply<object>>
  /**
   * GET /v1/bigsearch/export/{id} with this justification in place of the stored one: a one-time link to
   * the job's data, which the browser then opens as a download (a link carries no header).
   */
  exportLink(jobId: string, justification: string): Promise<Reply<ExportReply>>
  /**
   * One page of a lead's sightings: the sighting search, or the similar search for a PDNA lead (both answer
   * results and totalResults). Cancelable, as every search is (spec-2 §7).
   */
  leadSightings(request: LeadSightingsRequest): Cancelable<Reply<SearchReply>>
}

const jobPath = (what: string, jobId: string) => `/bigsearch/${what}/${encodeURIComponent(jobId)}`

export function bigSearchCalls(api: ApiClient = defaultApi): BigSearchCalls {
  return {
    upload(file, email) {
      if (HIGHSIDE) {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' }
        if (email) headers[UPLOAD_EMAIL_HEADER] = email
        return api.post<UploadReply>('/bigsearch/data', { body: file, headers })
      }
      const form = new FormData()
      // Before the file: the service reads the fields that precede the file it streams.
      if (email) form.append('email', email)
      form.append('file', file, file.name)
      return api.post<UploadReply>('/bigsearch/data', { body: form })
    },
    status: (jobId) => api.cancelable.get<JobStatusReply>(jobPath('status', jobId)),
    leads: (jobId) => api.cancelable.get<LeadsReply>(jobPath('leads', jobId)),
    reprocess: (jobId) => api.post(jobPath('reprocess', jobId)),
    cancel: (jobId) => api.post(jobPath('cancel', jobId)),
    jobs: (page, resultSize) => api.cancelable.get<JobListReply>('/bigsearch/jobs', { query: { page, resultSize } }),
    deleteJob: (jobId) => api.delete(jobPath('jobs', jobId)),
    exportLink: (jobId, justification) => api.get<ExportReply>(jobPath('export', jobId), { justification }),
    leadSightings: ({ path, query }) => api.cancelable.get<SearchReply>(path, { query }),
  }
}
