// BigSearch jobs (spec-2 §3 "BigSearch job state"): one per user and uploaded file, found by its checksum only
// together with its user, so that another user's job is never found; their status as the job engine moves them
// through QUEUED, PROCESSING and COMPLETE, ERROR or CANCELLED.

import type Database from 'better-sqlite3'
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
const UNFINISHED = "('QUEUED', 'PROCESSING')"

export function findJob(db: Database.Database, userId: number, checksum: string): BigSearchJob | undefined {
  const row = db.prepare('SELECT * FROM bigsearch_jobs WHERE user_id = ? AND checksum = ?').get(userId, checksum) as JobRow | undefined
  return row && jobOf(row)
}

/** A job with whose it is, as its screen names them: the owner's email and name (null when the account has none). */
export interface OwnedJob extends BigSearchJob {
  ownerEmail: string
  ownerName: string | null
}

/** findJob, with its owner's email and name: found only together with its user, as findJob finds it. */
export function findOwnedJob(db: Database.Database, userId: number, checksum: string): OwnedJob | undefined {
  const row = db
    .prepare(
      `SELECT j.*, u.email AS owner_email, nullif(trim(u.first_name || ' ' || u.last_name), '') AS owner_name
       FROM bigsearch_jobs j JOIN users u ON u.id = j.user_id WHERE j.user_id = ? AND j.checksum = ?`,
    )
    .get(userId, checksum) as (JobRow & { owner_email: string; owner_name: string | null }) | undefined
  return row && { ...jobOf(row), ownerEmail: row.owner_email, ownerName: row.owner_name }
}

export function jobById(db: Database.Database, id: number): BigSearchJob | undefined {
  const row = db.prepare('SELECT * FROM bigsearch_jobs WHERE id = ?').get(id) as JobRow | undefined
  return row && jobOf(row)
}

export interface JobCounts {
  /** Jobs QUEUED or PROCESSING. */
  unfinished: number
  /** Every job the user keeps, each with its stored upload. */
  stored: number
}

export function jobCountsOf(db: Database.Database, userId: number): JobCounts {
  return db
    .prepare(`SELECT count(*) FILTER (WHERE status IN ${UNFINISHED}) AS unfinished, count(*) AS stored FROM bigsearch_jobs WHERE user_id = ?`)
    .get(userId) as JobCounts
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

export type CreateOutcome = { created: BigSearchJob } | { refused: keyof JobLimits }

/**
 * Queues a new job unless its user is at a limit (docs/operations.md "Limits on what users create"). Counted and written
 * in one transaction that takes the write lock first: uploads in two worker processes at once cannot both pass.
 */
export function createJob(db: Database.Database, job: NewJob, limits: JobLimits, now: number): CreateOutcome {
  return db
    .transaction((): CreateOutcome => {
      const counts = jobCountsOf(db, job.userId)
      if (counts.stored >= limits.stored) return { refused: 'stored' }
      if (counts.unfinished >= limits.unfinished) return { refused: 'unfinished' }
      const row = db
        .prepare(
          `INSERT INTO bigsearch_jobs (user_id, checksum, status, media_count, upload_path, upload_size, file_name, created_at, queued_at)
           VALUES (?, ?, 'QUEUED', ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(job.userId, job.checksum, job.mediaCount, job.uploadPath, job.uploadSize, job.fileName ?? null, now, now) as JobRow
      return { created: jobOf(row) }
    })
    .immediate()
}

/**
 * Queues a finished job again from its stored upload (a reprocess, or a cancelled job uploaded again): its
 * items and results go, and the engine starts it from the first item. `from` lists the statuses it may leave,
 * checked under the write lock; false when the job was not in one of them. A job that goes back to the queue
 * counts against BIGSEARCH_ACTIVE_JOBS like a new one.
 */
export function requeueJob(
  db: Database.Database,
  id: number,
  from: readonly JobStatusName[],
  unfinishedLimit: number,
  now: number,
): 'requeued' | 'not-allowed' | 'limit' {
  return db
    .transaction(() => {
      const job = jobById(db, id)
      if (!job || !from.includes(job.status)) return 'not-allowed' as const
      if (jobCountsOf(db, job.userId).unfinished >= unfinishedLimit) return 'limit' as const
      db.prepare('DELETE FROM bigsearch_items WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_results WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_leads WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_export_tokens WHERE job_id = ?').run(id)
      db.prepare(
        `UPDATE bigsearch_jobs SET status = 'QUEUED', media_processed = 0, finished_at = NULL, error = NULL, status_text = NULL,
           queued_at = ? WHERE id = ?`,
      ).run(now, id)
      return 'requeued' as const
    })
    .immediate()
}

/** Stops a job the engine has not finished; false when it had already ended. The engine sees it at its next item. */
export function cancelJob(db: Database.Database, id: number): boolean {
  return db.prepare(`UPDATE bigsearch_jobs SET status = 'CANCELLED', status_text = NULL WHERE id = ? AND status IN ${UNFINISHED}`).run(id).changes === 1
}

/**
 * The job the engine works on next: one it was working on when the service stopped (it resumes it), else the
 * longest queued.
 */
export function nextJobToRun(db: Database.Database): BigSearchJob | undefined {
  const row = db
    .prepare(`SELECT * FROM bigsearch_jobs WHERE status IN ${UNFINISHED} ORDER BY status = 'PROCESSING' DESC, queued_at, id LIMIT 1`)
    .get() as JobRow | undefined
  return row && jobOf(row)
}

/** The engine takes a queued job; false when it was cancelled meanwhile. */
export function startJob(db: Database.Database, id: number): boolean {
  return db.prepare(`UPDATE bigsearch_jobs SET status = 'PROCESSING' WHERE id = ? AND status IN ${UNFINISHED}`).run(id).changes === 1
}

/** Ends a job the engine was running in ERROR, with what went wrong; false when it was cancelled meanwhile. */
export function failJob(db: Database.Database, id: number, statusText: string, now: number): boolean {
  return (
    db
      .prepare(`UPDATE bigsearch_jobs SET status = 'ERROR', error = 'Error', status_text = ?, finished_at = ? WHERE id = ? AND status = 'PROCESSING'`)
      .run(statusText, now, id).changes === 1
  )
}

/** One job of a user's list: the job with its lead count once COMPLETE (null before). */
export interface ListedJob extends BigSearchJob {
  leadCount: number | null
}

/** A user's jobs, newest first, `limit` from `offset`, with how many they have in all. */
export function jobsOf(db: Database.Database, userId: number, offset: number, limit: number): { jobs: ListedJob[]; total: number } {
  return db
    .transaction(() => {
      const rows = db
        .prepare(
          `SELECT j.*, CASE WHEN j.status = 'COMPLETE' THEN r.lead_count END AS lead_count
           FROM bigsearch_jobs j LEFT JOIN bigsearch_results r ON r.job_id = j.id
           WHERE j.user_id = ? ORDER BY j.created_at DESC, j.id DESC LIMIT ? OFFSET ?`,
        )
        .all(userId, limit, offset) as (JobRow & { lead_count: number | null })[]
      const total = db.prepare('SELECT count(*) FROM bigsearch_jobs WHERE user_id = ?').pluck().get(userId) as number
      return { jobs: rows.map((row) => ({ ...jobOf(row), leadCount: row.lead_count })), total }
    })
    .deferred()
}

/**
 * Deletes a job and everything kept of it but its stored upload (the caller removes that after), in one
 * transaction: a crash leaves either the whole job or none of its rows, and an upload file with no job is swept at
 * the next start (bigsearch/receive-upload.ts). A job the engine is running stops there: every write it makes is
 * conditional on the job's row (storeProcessedItems, completeJob, failJob), which is gone. False when there was none.
 */
export function deleteJob(db: Database.Database, id: number): boolean {
  return db
    .transaction(() => {
      db.prepare('DELETE FROM bigsearch_export_tokens WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_results WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_leads WHERE job_id = ?').run(id)
      db.prepare('DELETE FROM bigsearch_items WHERE job_id = ?').run(id)
      return db.prepare('DELETE FROM bigsearch_jobs WHERE id = ?').run(id).changes === 1
    })
    .immediate()
}

/** The stored upload of every job, relative to DATA_DIR: any other file among the uploads belongs to no job. */
export function storedUploadPaths(db: Database.Database): Set<string> {
  return new Set(db.prepare('SELECT upload_path FROM bigsearch_jobs').pluck().all() as string[])
}

/** Ends in ERROR the job the engine was running when its thread failed (one at a time); how many it ended. */
export function failRunningJobs(db: Database.Database, statusText: string, now: number): number {
  return db
    .prepare(`UPDATE bigsearch_jobs SET status = 'ERROR', error = 'Error', status_text = ?, finished_at = ? WHERE status = 'PROCESSING'`)
    .run(statusText, now).changes
}
