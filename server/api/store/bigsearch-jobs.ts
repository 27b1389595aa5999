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
  createdAt: row.created_at,
})

/** Statuses of a job the engine has still to finish: these count against BIGSEARCH_ACTIVE_JOBS. */
const UNFINISHED = "('QUEUED', 'PROCESSING')"

export function findJob(db: Database.Database, userId: number, checksum: string): BigSearchJob | undefined {
  const row = db.prepare('SELECT * FROM bigsearch_jobs WHERE user_id = ? AND checksum = ?').get(userId, checksum) as JobRow | undefined
  return row && jobOf(row)
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
}

export interface JobLimits {
  /** BIGSEARCH_ACTIVE_JOBS. */
  unfinished: number
  /** BIGSEARCH_STORED_JOBS. */
  stored: number
}

export type CreateOutcome = { created: BigSearchJob } | { refused: keyof JobLimits }

/**
 * Queues a new job unless its user is at a limit (README "Limits on what users create"). Counted and written
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
          `INSERT INTO bigsearch_jobs (user_id, checksum, status, media_count, upload_path, upload_size, created_at, queued_at)
           VALUES (?, ?, 'QUEUED', ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(job.userId, job.checksum, job.mediaCount, job.uploadPath, job.uploadSize, now, now) as JobRow
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
