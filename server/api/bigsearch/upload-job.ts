// What a BigSearch upload does once its file is on disk (spec-2 §4 "BigSearch upload"): the same file uploaded
// again by the same user opens the same job; a new file is read through once (its kind, its items, the spec's
// refusals) and queued as a new job, within the user's limits (docs/operations.md "Limits on what users create").

import { join } from 'node:path'
import type { ApiContext } from '../context.js'
import { CallFailure } from '../failures.js'
import { InspectionOutOfMemory, inspectUploadInThread } from './inspect-in-thread.js'
import { dropFile, keepUpload, storedUploadPath, type ReceivedUpload } from './receive-upload.js'
import { createJob, findJob, requeueJob } from '../store/bigsearch-jobs.js'

/** docs/operations.md "Limits on what users create": the refusals once a user is at a BigSearch limit. */
export const activeJobsMessage = (limit: number) =>
  `You have ${limit.toLocaleString('en')} BigSearch ${limit === 1 ? 'job' : 'jobs'} in progress, the most at once. Wait for one to finish, or cancel one, and upload again.`
export const storedJobsMessage = (limit: number) =>
  `You have reached the limit of ${limit.toLocaleString('en')} stored BigSearch jobs: delete old searches on the BigSearch page, then upload again.`

/** Opens the user's job of this file, queuing it again if it was cancelled; false when there is none. */
async function openExistingJob(ctx: ApiContext, userId: number, checksum: string): Promise<boolean> {
  const job = await findJob(ctx.store, userId, checksum)
  if (!job) return false
  if (job.status === 'CANCELLED') {
    const outcome = await requeueJob(ctx.store, job.id, ['CANCELLED'], ctx.bigSearch.activeJobs, ctx.now())
    if (outcome === 'limit') throw new CallFailure(429, activeJobsMessage(ctx.bigSearch.activeJobs))
    if (outcome === 'requeued') ctx.jobQueued()
  }
  return true
}

/** The first pass over the file, off the request thread (inspect-in-thread.ts), with its refusal as the user's 400. */
async function inspect(ctx: ApiContext, path: string) {
  const rules = { highside: ctx.bigSearch.highside, limitBytes: ctx.bigSearch.uploadLimit, maxItems: ctx.bigSearch.maxItems }
  try {
    const inspection = await inspectUploadInThread(path, rules)
    if (!inspection.accepted) throw new CallFailure(400, inspection.message)
    return inspection
  } catch (err) {
    if (err instanceof InspectionOutOfMemory) throw new CallFailure(400, err.message)
    throw err
  }
}

/**
 * Makes or opens the user's job of a received file and returns its id (the checksum); the file is kept or dropped.
 * `fileName` is the name it was uploaded as (null for a JSON body), kept for the user's job list.
 */
export async function jobOfUpload(ctx: ApiContext, userId: number, received: ReceivedUpload, fileName: string | null): Promise<string> {
  const { checksum } = received
  try {
    if (await openExistingJob(ctx, userId, checksum)) return checksum
    const inspection = await inspect(ctx, received.path)
    const uploadPath = storedUploadPath(userId, checksum)
    // Kept before the job exists, so the engine never finds a job without its file.
    await keepUpload(received, ctx.dataDir, uploadPath)
    const limits = { unfinished: ctx.bigSearch.activeJobs, stored: ctx.bigSearch.storedJobs }
    const outcome = await createJob(ctx.store, { userId, checksum, mediaCount: inspection.mediaCount, uploadPath, uploadSize: received.size, fileName }, limits, ctx.now())
    // The same upload arrived twice at once: the other made the job, and kept the same file under the same name.
    if ('exists' in outcome) return checksum
    if ('refused' in outcome) {
      await dropFile(join(ctx.dataDir, uploadPath))
      if (outcome.refused === 'stored') throw new CallFailure(429, storedJobsMessage(ctx.bigSearch.storedJobs))
      throw new CallFailure(429, activeJobsMessage(ctx.bigSearch.activeJobs))
    }
    ctx.jobQueued()
    return checksum
  } finally {
    await dropFile(received.path)
  }
}
