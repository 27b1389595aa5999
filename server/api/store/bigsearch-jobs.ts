// BigSearch jobs (spec-2 §3 "BigSearch job state"): one per user and uploaded file, found by its checksum only
// together with its user, so that another user's job is never found; their status as the job engine moves them
// through QUEUED, PROCESSING and COMPLETE, ERROR or CANCELLED.

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { isUniqueViolation } from './engine/errors.js'
import type { JobStatusName } from '../../../shared/api/types/bigsearch.js'

export interface BigSearchJob {
  id: number
  userId: number
  checksum: string
  status: JobStatusName
  mediaCount: number
  mediaProcessed: number
  /** ms since the epoch; null until COMPLETE. */
  finishedAt: number | null
  error: string | null
  statusText: string | null
  /** The stored upload, relative to DATA_DIR. */
  uploadPath: string
  uploadSize: number
  /** The name the file was uploaded as; null for a JSON body (the high-security build), which has none. */
  fileName: string | null
  createdAt: number
}

interface JobRow {
  id: number
  user_id: number
  checksum: string
  status: JobStatusName
  media_count: number
  media_processed: number
  finished_at: number | null
  error: string | null
  status_text: string | null
  upload_path: string
  upload_size: number
  file_name: string | null
  created_at: number
}

const jobOf = (row: JobRow): BigSearchJob => ({
  id: row.id,
  userId: row.user_id,
  checksum: row.checksum,
  status: row.status,
  mediaCount: row.media_count,
  mediaProcessed: row.media_processed,
  finishedAt: row.finished_at,
  error: row.error,
  statusText: row.status_text,
  uploadPath: row.upload_path,
  uploadSize: row.upload_size,
  fileName: row.file_name,
  createdAt: row.created_at,
})

/** Statuses of a job the engine has still to finish: these count against BIGSEARCH_ACTIVE_JOBS. */
const UNFINISHED = sql.raw("('QUEUED', 'PROCESSING')")

export async function findJob(store: Store, userId: number, checksum: string): Promise<BigSearchJob | undefined> {
  const row = await firstOf(store, sql<JobRow>`SELECT * FROM bigsearch_jobs WHERE user_id = ${userId} AND checksum = ${checksum}`)
  return row && jobOf(row)
}

/** A job with whose it is, as its screen names them: the owner's email and name (null when the account has none). */
export interface OwnedJob extends BigSearchJob {
  ownerEmail: string
  ownerName: string | null
}

/** findJob, with its owner's email and name: found only together with its user, as findJob finds it. */
export async function findOwnedJob(store: Store, userId: number, checksum: string): Promise<OwnedJob | undefined> {
  const row = await firstOf(
    store,
    sql<JobRow & { owner_email: string; owner_name: string | null }>`
      SELECT j.*, u.email AS owner_email, nullif(trim(u.first_name || ' ' || u.last_name), '') AS owner_name
      FROM bigsearch_jobs j JOIN users u ON u.id = j.user_id WHERE j.user_id = ${userId} AND j.checksum = ${checksum}`,
  )
  return row && { ...jobOf(row), ownerEmail: row.owner_email, ownerName: row.owner_name }
}

export async function jobById(store: Store, id: number): Promise<BigSearchJob | undefined> {
  const row = await firstOf(store, sql<JobRow>`SELECT * FROM bigsearch_jobs WHERE id = ${id}`)
  return row && jobOf(row)
}

export interface JobCounts {
  /** Jobs QUEUED or PROCESSING. */
  unfinished: number
  /** Every job the user keeps, each with its stored upload. */
  stored: number
}

export async function jobCountsOf(store: Store, userId: number): Promise<JobCounts> {
  const row = await firstOf(
    store,
    sql<JobCounts>`SELECT count(*) FILTER (WHERE status IN ${UNFINISHED}) AS unfinished, count(*) AS stored FROM bigsearch_jobs WHERE user_id = ${userId}`,
  )
  return row!
}

export interface NewJob {
  userId: number
  checksum: string
  mediaCount: number
  uploadPath: string
  uploadSize: number
  /** The name it was uploaded as; absent or null when it had none. */
  fileName?: string | null
}

export interface JobLimits {
  /** BIGSEARCH_ACTIVE_JOBS. */
  unfinished: number
  /** BIGSEARCH_STORED_JOBS. */
  stored: number
}

/** Made; refused at a limit; or there was one of this user and file already (the same upload arriving twice at once). */
export type CreateOutcome = { created: BigSearchJob } | { refused: keyof JobLimits } | { exists: true }

/**
 * Queues a new job unless its user is at a limit (docs/operations.md "Limits on what users create"). Counted and written
 * in one transaction that holds the user first: uploads in two processes or two instances at once cannot both pass.
 */
export async function createJob(store: Store, job: NewJob, limits: JobLimits, now: number): Promise<CreateOutcome> {
  try {
    return await queueNewJob(store, job, limits, now)
  } catch (err) {
    if (isUniqueViolation(err)) return { exists: true }
    throw err
  }
}

async function queueNewJob(store: Store, job: NewJob, limits: JobLimits, now: number): Promise<CreateOutcome> {
  return inTransaction(store, async (tx): Promise<CreateOutcome> => {
    await holdRow(tx, 'users', job.userId)
    const counts = await jobCountsOf(tx, job.userId)
    if (counts.stored >= limits.stored) return { refused: 'stored' }
    if (counts.unfinished >= limits.unfinished) return { refused: 'unfinished' }
    const row = await firstOf(
      tx,
      sql<JobRow>`INSERT INTO bigsearch_jobs (user_id, checksum, status, media_count, upload_path, upload_size, file_name, created_at, queued_at)
        VALUES (${job.userId}, ${job.checksum}, 'QUEUED', ${job.mediaCount}, ${job.uploadPath}, ${job.uploadSize}, ${job.fileName ?? null}, ${now}, ${now}) RETURNING *`,
    )
    return { created: jobOf(row!) }
  })
}

/** Removes what a job's run kept (its items, results, merged leads and export links), within a transaction. */
async function clearRun(tx: Store, id: number): Promise<void> {
  await sql`DELETE FROM bigsearch_items WHERE job_id = ${id}`.execute(tx.db)
  await sql`DELETE FROM bigsearch_results WHERE job_id = ${id}`.execute(tx.db)
  await sql`DELETE FROM bigsearch_leads WHERE job_id = ${id}`.execute(tx.db)
  await sql`DELETE FROM bigsearch_export_tokens WHERE job_id = ${id}`.execute(tx.db)
}

/**
 * Queues a finished job again from its stored upload (a reprocess, or a cancelled job uploaded again): its
 * items and results go, and the engine starts it from the first item. `from` lists the statuses it may leave,
 * checked under the write lock; false when the job was not in one of them. A job that goes back to the queue
 * counts against BIGSEARCH_ACTIVE_JOBS like a new one.
 */
export async function requeueJob(
  store: Store,
  id: number,
  from: readonly JobStatusName[],
  unfinishedLimit: number,
  now: number,
): Promise<'requeued' | 'not-allowed' | 'limit'> {
  return inTransaction(store, async (tx) => {
    const owner = await firstOf(tx, sql<{ user_id: number }>`SELECT user_id FROM bigsearch_jobs WHERE id = ${id}`)
    if (!owner) return 'not-allowed' as const
    // The owner first, then the job: the order createJob holds them in, so that the two never wait on each other.
    await holdRow(tx, 'users', owner.user_id)
    await holdRow(tx, 'bigsearch_jobs', id)
    const job = await jobById(tx, id)
    if (!job || !from.includes(job.status)) return 'not-allowed' as const
    if ((await jobCountsOf(tx, job.userId)).unfinished >= unfinishedLimit) return 'limit' as const
    await clearRun(tx, id)
    await sql`UPDATE bigsearch_jobs SET status = 'QUEUED', media_processed = 0, finished_at = NULL, error = NULL, status_text = NULL,
        claimed_by = NULL, claimed_until = NULL, queued_at = ${now} WHERE id = ${id}`.execute(tx.db)
    return 'requeued' as const
  })
}

/** Stops a job the engine has not finished; false when it had already ended. The engine sees it at its next item. */
export async function cancelJob(store: Store, id: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE bigsearch_jobs SET status = 'CANCELLED', status_text = NULL WHERE id = ${id} AND status IN ${UNFINISHED}`)) === 1
}

/** Who runs a job and until when: an engine's claim, renewed as it works (022_job_claims.sql). */
export interface JobClaim {
  /** The engine's name, unique among the instances sharing the database (host, process and a random part). */
  by: string
  now: number
  /** How long the claim holds unless renewed: after it, another engine may take the job up. */
  leaseMs: number
}

/** A job an engine may take: queued, or PROCESSING under a claim that has lapsed (its engine was lost). */
const CLAIMABLE = (now: number) => sql`(status = 'QUEUED' OR (status = 'PROCESSING' AND (claimed_until IS NULL OR claimed_until < ${now})))`

/**
 * Takes the job an engine works on next: one whose engine was lost while it ran (it is resumed after its last stored
 * run), else the longest queued; undefined when there is none. One statement: engines of several instances asking at
 * once each get a different job (PostgreSQL skips a row another is taking; SQLite writes one at a time).
 */
export async function claimNextJob(store: Store, claim: JobClaim): Promise<BigSearchJob | undefined> {
  const skipTaken = store.engine === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql``
  const row = await firstOf(
    store,
    sql<JobRow>`UPDATE bigsearch_jobs SET status = 'PROCESSING', claimed_by = ${claim.by}, claimed_until = ${claim.now + claim.leaseMs}
      WHERE id = (SELECT id FROM bigsearch_jobs WHERE ${CLAIMABLE(claim.now)}
                  ORDER BY CASE WHEN status = 'PROCESSING' THEN 0 ELSE 1 END, queued_at, id LIMIT 1${skipTaken})
        AND ${CLAIMABLE(claim.now)}
      RETURNING *`,
  )
  return row && jobOf(row)
}

/** Takes this job, if it may be taken (see claimNextJob); false when it was cancelled or another engine holds it. */
export async function claimJob(store: Store, id: number, claim: JobClaim): Promise<boolean> {
  return (
    (await changesOf(
      store,
      sql`UPDATE bigsearch_jobs SET status = 'PROCESSING', claimed_by = ${claim.by}, claimed_until = ${claim.now + claim.leaseMs}
        WHERE id = ${id} AND ${CLAIMABLE(claim.now)}`,
    )) === 1
  )
}

/** Extends the engine's claim on a job it runs; false when it no longer holds it (cancelled, deleted, or taken over). */
export async function renewClaim(store: Store, id: number, claim: JobClaim): Promise<boolean> {
  return (
    (await changesOf(
      store,
      sql`UPDATE bigsearch_jobs SET claimed_until = ${claim.now + claim.leaseMs} WHERE id = ${id} AND status = 'PROCESSING' AND claimed_by = ${claim.by}`,
    )) === 1
  )
}

/**
 * Gives up the engine `by`'s claim on a job it leaves PROCESSING as its service stops: the job is taken up at once by
 * the next engine to look (another instance's, or this one's after its restart), not when the lease lapses.
 */
export async function releaseClaim(store: Store, id: number, by: string): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE bigsearch_jobs SET claimed_until = NULL WHERE id = ${id} AND status = 'PROCESSING' AND claimed_by = ${by}`)) === 1
}

/**
 * At the start of a service on SQLite, the only service there can be on its file: the claims of its earlier run end,
 * so that the job it was running when it stopped is resumed at once rather than when the lease lapses. On PostgreSQL
 * other instances' claims are live, and a lost instance's lapse by themselves: nothing is taken back.
 */
export async function takeBackOwnClaims(store: Store): Promise<number> {
  if (store.engine !== 'sqlite') return 0
  return changesOf(store, sql`UPDATE bigsearch_jobs SET claimed_until = NULL WHERE status = 'PROCESSING'`)
}

/**
 * Ends a job the engine `by` was running in ERROR, with what went wrong; false when it was cancelled meanwhile or
 * another engine took it over.
 */
export async function failJob(store: Store, id: number, by: string, statusText: string, now: number): Promise<boolean> {
  return (
    (await changesOf(
      store,
      sql`UPDATE bigsearch_jobs SET status = 'ERROR', error = 'Error', status_text = ${statusText}, finished_at = ${now}
        WHERE id = ${id} AND status = 'PROCESSING' AND claimed_by = ${by}`,
    )) === 1
  )
}

/** One job of a user's list: the job with its lead count once COMPLETE (null before). */
export interface ListedJob extends BigSearchJob {
  leadCount: number | null
}

/** A user's jobs, newest first, `limit` from `offset`, with how many they have in all. */
export async function jobsOf(store: Store, userId: number, offset: number, limit: number): Promise<{ jobs: ListedJob[]; total: number }> {
  return inTransaction(store, async (tx) => {
    const rows = await rowsOf(
      tx,
      sql<JobRow & { lead_count: number | null }>`SELECT j.*, CASE WHEN j.status = 'COMPLETE' THEN r.lead_count END AS lead_count
        FROM bigsearch_jobs j LEFT JOIN bigsearch_results r ON r.job_id = j.id
        WHERE j.user_id = ${userId} ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit} OFFSET ${offset}`,
    )
    const total = (await firstOf(tx, sql<{ n: number }>`SELECT count(*) AS n FROM bigsearch_jobs WHERE user_id = ${userId}`))!.n
    return { jobs: rows.map((row) => ({ ...jobOf(row), leadCount: row.lead_count })), total }
  })
}

/**
 * Deletes a job and everything kept of it but its stored upload (the caller removes that after), in one
 * transaction: a crash leaves either the whole job or none of its rows, and an upload file with no job is swept at
 * the next start (bigsearch/receive-upload.ts). A job the engine is running stops there: every write it makes is
 * conditional on the job's row (storeProcessedItems, completeJob, failJob), which is gone. False when there was none.
 */
export async function deleteJob(store: Store, id: number): Promise<boolean> {
  return inTransaction(store, async (tx) => {
    await clearRun(tx, id)
    return (await changesOf(tx, sql`DELETE FROM bigsearch_jobs WHERE id = ${id}`)) === 1
  })
}

/** The stored upload of every job, relative to DATA_DIR: any other file among the uploads belongs to no job. */
export async function storedUploadPaths(store: Store): Promise<Set<string>> {
  return new Set((await rowsOf(store, sql<{ upload_path: string }>`SELECT upload_path FROM bigsearch_jobs`)).map((row) => row.upload_path))
}

/** Ends in ERROR the job the engine was running when its thread failed (one at a time); how many it ended. */
export async function failRunningJobs(store: Store, statusText: string, now: number): Promise<number> {
  return changesOf(store, sql`UPDATE bigsearch_jobs SET status = 'ERROR', error = 'Error', status_text = ${statusText}, finished_at = ${now} WHERE status = 'PROCESSING'`)
}
