// The caller's BigSearch job list (GET /v1/bigsearch/jobs): its paging read from the query, each bad value refused
// with 400 and a message naming it, and a stored job as the list shows it.

import { JOB_LIST_DEFAULT_PAGE_SIZE, JOB_LIST_PAGE_SIZES, type JobListEntry, type JobListQuery } from '../../../shared/api/types/bigsearch.js'
import { CallFailure } from '../failures.js'
import type { ListedJob } from '../store/bigsearch-jobs.js'

export const PAGE_INVALID = 'page must be a whole number from 1.'
export const RESULT_SIZE_INVALID = `resultSize must be one of ${JOB_LIST_PAGE_SIZES.join(', ')}.`

export interface JobListPaging {
  offset: number
  resultSize: number
}

/** An absent or blank value takes the default. */
const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim())

export function readJobListPaging(query: JobListQuery): JobListPaging {
  const pageText = given(query.page)
  const sizeText = given(query.resultSize)
  if (pageText !== undefined && !/^[1-9]\d{0,6}$/.test(pageText)) throw new CallFailure(400, PAGE_INVALID)
  const resultSize = sizeText === undefined ? JOB_LIST_DEFAULT_PAGE_SIZE : Number(sizeText)
  if (sizeText !== undefined && !(/^\d{2,3}$/.test(sizeText) && (JOB_LIST_PAGE_SIZES as readonly number[]).includes(resultSize))) {
    throw new CallFailure(400, RESULT_SIZE_INVALID)
  }
  return { offset: ((pageText === undefined ? 1 : Number(pageText)) - 1) * resultSize, resultSize }
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
