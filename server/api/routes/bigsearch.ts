// The BigSearch calls of spec-2 §7: upload a case's metadata file (a job per user and file), follow the job, read its
// leads, reprocess, cancel or delete it, list the caller's jobs, and export it after a justification through a one-time download link. Each needs
// the MetadataSearch licence role and finds only the caller's own jobs: another user's job is 'Query not found.'.
// The jobs themselves run in the job engine (server/api/jobs/), never on a call's path.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'
import {
  ExportDownloadQuery,
  ExportReply,
  JobListQuery,
  JobListReply,
  JobParams,
  JobStatusReply,
  UploadBody,
  UploadReply,
} from '../../../shared/api/types/schemas/bigsearch.js'
import { Done, NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { REPROCESS_AFTER_DAYS } from '../../../shared/api/types/bigsearch.js'
import { JOB_ID_PATTERN } from '../../../shared/api/types/constants/bigsearch.js'
import { checkUploadFile } from '../../../shared/bigsearch/fileKind.js'
import { bigSearchBodyLimit, bigSearchTooLarge } from '../../settings/bigsearch-upload.js'
import { FAILURES, replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { METADATA_SEARCH } from '../accounts/licence-access.js'
import { requireExportJustification } from '../plugins/justification.js'
import { cancelJob, deleteJob, findOwnedJob, jobsOf, requeueJob, type BigSearchJob, type OwnedJob } from '../store/bigsearch-jobs.js'
import { resultsOf } from '../store/bigsearch-items.js'
import { leadsStream } from '../bigsearch/leads-stream.js'
import { issueExportToken, spendExportToken } from '../store/bigsearch-export-tokens.js'
import { dropFile, receiveUpload } from '../bigsearch/receive-upload.js'
import { filePart } from '../upload-form.js'
import { jobListEntry, readJobListPaging } from '../bigsearch/job-list.js'
import { jobStatusReply } from '../bigsearch/job-status.js'
import { join } from 'node:path'
import { jobOfUpload, activeJobsMessage } from '../bigsearch/upload-job.js'
import { exportStream } from '../bigsearch/export-stream.js'
import { namedEmail, uploadEmailRefusal } from '../bigsearch/upload-email.js'
import multipart from '@fastify/multipart'
import type { ApiContext } from '../context.js'
import { DAY_MS } from '../../../shared/format/durations.js'

/** spec-2 §8: a job the caller does not have (none, or another user's). */
export const QUERY_NOT_FOUND = 'Query not found.'
export const NOT_READY = (status: string) => `The job's leads are not ready: it is ${status}.`
export const CANNOT_REPROCESS = `Only a job that ended in an error, or whose results are over ${REPROCESS_AFTER_DAYS} days old, can be reprocessed.`
export const ALREADY_FINISHED = 'The job has already finished: there is nothing to cancel.'
export const JUSTIFICATION_REQUIRED = 'A justification of 3 to 1,000 characters is required to export a BigSearch job: give one and export again.'
export const LINK_USED = 'This download link has expired or was already used: export the job again.'
export const SEND_AS_FORM = 'Send the file as form data (multipart/form-data), in a field named file.'
export const NO_FILE = 'The upload holds no file: choose a JSON file of the case.'

/** spec-2 §6: MetadataSearch; each call reads and changes only the caller's own jobs (the store takes its id). */
const GUARD = { licenceRole: METADATA_SEARCH, owner: true } as const

const userIdOf = (request: FastifyRequest) => {
  if (!request.account) throw new Error('signedIn route reached without an account')
  return request.account.user.id
}
/** The id as the audit names it: a job's id, or that the call named none a job can have. */
const idDetails = (request: FastifyRequest) => {
  const { id } = request.params as JobParams
  return JOB_ID_PATTERN.test(id) ? id : 'a malformed id'
}

/** The caller's job the path names, with its owner; 'Query not found.' when they have none. */
async function jobOf(ctx: ApiContext, request: FastifyRequest<{ Params: JobParams }>): Promise<OwnedJob> {
  const { id } = request.params
  const job = JOB_ID_PATTERN.test(id) ? await findOwnedJob(ctx.store, userIdOf(request), id) : undefined
  if (!job) throw new CallFailure(404, QUERY_NOT_FOUND)
  return job
}

/** spec-2 §4: reprocess once COMPLETE results are over 7 days old (by the service's clock), or after an ERROR. */
function mayReprocess(ctx: ApiContext, job: BigSearchJob): boolean {
  if (job.status === 'ERROR') return true
  const age = ctx.now() + ctx.bigSearch.clockOffsetMs - (job.finishedAt ?? Infinity)
  return job.status === 'COMPLETE' && age > REPROCESS_AFTER_DAYS * DAY_MS
}

/**
 * The uploaded file as a stream: the form's `file` part in the standard build, the body itself in the
 * high-security build (which takes no form data, ARCHITECTURE.md). A part over the limit is cut by busboy
 * one byte past it, and receiveUpload refuses it.
 */
async function uploadedFile(ctx: ApiContext, request: FastifyRequest, maxBytes: number): Promise<{ file: Readable; fileName: string | null }> {
  // spec-2 §7: the upload names its user; an address other than the session's is refused, none is taken.
  const userEmail = request.account?.user.email ?? ''
  if (ctx.bigSearch.highside) {
    const body = request.body as Readable
    const otherUser = uploadEmailRefusal(namedEmail(request), userEmail)
    if (otherUser) {
      body.resume()
      throw new CallFailure(400, otherUser)
    }
    return { file: body, fileName: null }
  }
  if (!request.isMultipart()) throw new CallFailure(415, SEND_AS_FORM)
  // The email field comes before the file part (as the upload screen sends it), so busboy has read it by now.
  const part = await filePart(request, { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 })
  if (!part) throw new CallFailure(400, NO_FILE)
  const refused = checkUploadFile({ name: part.filename, type: part.mimetype })
  const otherUser = uploadEmailRefusal(namedEmail(request, part), userEmail)
  if (refused || otherUser) {
    part.file.resume()
    throw refused ? new CallFailure(415, refused) : new CallFailure(400, otherUser!)
  }
  request.audit.details = part.filename.slice(0, 200)
  return { file: part.file, fileName: part.filename.slice(0, 1000) || null }
}

/** POST /v1/bigsearch/data, in a scope of its own: the form parser, or in the high-security build the body as a stream. */
async function uploadRoute(app: FastifyInstance, ctx: ApiContext) {
  const { highside, uploadLimit } = ctx.bigSearch
  // spec-2 §5: the high-security build takes a file only under 100 MB.
  const maxBytes = highside ? uploadLimit - 1 : uploadLimit
  if (highside) {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', (_request, payload, done) => done(null, payload))
  } else {
    await app.register(multipart)
  }
  app.post(
    '/v1/bigsearch/data',
    {
      bodyLimit: bigSearchBodyLimit(uploadLimit, highside),
      schema: { querystring: NoQuery, body: UploadBody, response: replies(UploadReply) },
      config: { guard: GUARD, audit: { action: 'bigsearch-upload' } },
    },
    async (request): Promise<UploadReply> => {
      const { file, fileName } = await uploadedFile(ctx, request, maxBytes)
      const received = await receiveUpload(file, ctx.dataDir, maxBytes, bigSearchTooLarge(uploadLimit, highside))
      const name = request.audit.details ? `${request.audit.details}, ` : ''
      request.audit.details = `${name}${received.size} bytes, ${received.checksum}`
      return { success: true, checksum: await jobOfUpload(ctx, userIdOf(request), received, fileName) }
    },
  )
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  await app.register(uploadRoute, ctx)

  const jobCall = { params: JobParams, querystring: NoQuery }
  app.get<{ Params: JobParams }>(
    '/v1/bigsearch/status/:id',
    { schema: { ...jobCall, response: replies(JobStatusReply) }, config: { guard: GUARD, audit: { action: 'bigsearch-job', details: idDetails } } },
    async (request): Promise<JobStatusReply> => jobStatusReply(await jobOf(ctx, request)),
  )

  // The leads are kept as the JSON they are sent as, one row each, and sent a page of rows at a time: a large job's
  // list is neither parsed and written again per call nor held whole.
  app.get<{ Params: JobParams }>(
    '/v1/bigsearch/leads/:id',
    { schema: { ...jobCall, response: FAILURES }, config: { guard: GUARD, audit: { action: 'bigsearch-leads', details: idDetails } } },
    async (request, reply) => {
      const job = await jobOf(ctx, request)
      const results = job.status === 'COMPLETE' ? await resultsOf(ctx.store, job.id) : undefined
      if (!results) throw new CallFailure(409, NOT_READY(job.status))
      return reply.type('application/json; charset=utf-8').send(leadsStream(ctx.store, job.id, results.leadCount))
    },
  )

  app.post<{ Params: JobParams }>(
    '/v1/bigsearch/reprocess/:id',
    {
      schema: { ...jobCall, body: UnreadBody, response: replies(Done) },
      config: { guard: GUARD, audit: { action: 'bigsearch-job', details: (r) => `reprocess ${idDetails(r)}` } },
    },
    async (request): Promise<Done> => {
      const job = await jobOf(ctx, request)
      if (!mayReprocess(ctx, job)) throw new CallFailure(409, CANNOT_REPROCESS)
      const outcome = await requeueJob(ctx.store, job.id, [job.status], ctx.bigSearch.activeJobs, ctx.now())
      if (outcome === 'limit') throw new CallFailure(429, activeJobsMessage(ctx.bigSearch.activeJobs))
      if (outcome === 'not-allowed') throw new CallFailure(409, CANNOT_REPROCESS)
      ctx.jobQueued()
      return { success: true }
    },
  )

  app.post<{ Params: JobParams }>(
    '/v1/bigsearch/cancel/:id',
    {
      schema: { ...jobCall, body: UnreadBody, response: replies(Done) },
      config: { guard: GUARD, audit: { action: 'bigsearch-job', details: (r) => `cancel ${idDetails(r)}` } },
    },
    async (request): Promise<Done> => {
      if (!(await cancelJob(ctx.store, (await jobOf(ctx, request)).id))) throw new CallFailure(409, ALREADY_FINISHED)
      return { success: true }
    },
  )

  app.get<{ Querystring: JobListQuery }>(
    '/v1/bigsearch/jobs',
    { schema: { querystring: JobListQuery, response: replies(JobListReply) }, config: { guard: GUARD, audit: { action: 'bigsearch-jobs' } } },
    async (request): Promise<JobListReply> => {
      const { offset, resultSize } = readJobListPaging(request.query)
      const { jobs, total } = await jobsOf(ctx.store, userIdOf(request), offset, resultSize)
      return { success: true, jobs: jobs.map(jobListEntry), totalResults: total }
    },
  )

  // Frees a place under BIGSEARCH_STORED_JOBS. The rows go first, in one transaction (a running job stops at its next
  // run of items, finding its row gone), the file last: a crash between leaves a file the next start sweeps away.
  app.delete<{ Params: JobParams }>(
    '/v1/bigsearch/jobs/:id',
    { schema: { params: JobParams, response: replies(Done) }, config: { guard: GUARD, audit: { action: 'bigsearch-delete', details: idDetails } } },
    async (request): Promise<Done> => {
      const job = await jobOf(ctx, request)
      if (!(await deleteJob(ctx.store, job.id))) throw new CallFailure(404, QUERY_NOT_FOUND)
      await dropFile(join(ctx.dataDir, job.uploadPath))
      return { success: true }
    },
  )

  app.get<{ Params: JobParams }>(
    '/v1/bigsearch/export/:id',
    { schema: { ...jobCall, response: replies(ExportReply) }, config: { guard: GUARD, audit: { action: 'bigsearch-export', details: idDetails } } },
    async (request): Promise<ExportReply> => {
      // spec-2 §6: the export carries a justification, which the audit plugin records with this call.
      requireExportJustification(request, JUSTIFICATION_REQUIRED)
      const job = await jobOf(ctx, request)
      if (job.status !== 'COMPLETE') throw new CallFailure(409, NOT_READY(job.status))
      const { token, expiresAt } = await issueExportToken(ctx.store, job.id, ctx.now())
      const url = `/v1/bigsearch/data/${job.checksum}?token=${encodeURIComponent(token)}`
      return { success: true, url, expiresAt: new Date(expiresAt).toISOString() }
    },
  )

  // The file is written as it is: its only schemas are the failures'.
  app.get<{ Params: JobParams; Querystring: ExportDownloadQuery }>(
    '/v1/bigsearch/data/:id',
    {
      schema: { params: JobParams, querystring: ExportDownloadQuery, response: FAILURES },
      config: { guard: GUARD, audit: { action: 'bigsearch-export', details: (r) => `download ${idDetails(r)}` } },
    },
    async (request, reply) => {
      const job = await jobOf(ctx, request)
      if (!(await spendExportToken(ctx.store, job.id, request.query.token, ctx.now()))) throw new CallFailure(410, LINK_USED)
      const results = await resultsOf(ctx.store, job.id)
      if (job.status !== 'COMPLETE' || !results) throw new CallFailure(409, NOT_READY(job.status))
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="bigsearch-${job.checksum.slice(0, 12)}.json"`)
        .header('cache-control', 'no-store')
        .send(exportStream(ctx.store, job.id, results))
    },
  )
}

export default fp(plugin, { name: 'bigsearch', fastify: '5.x' })
