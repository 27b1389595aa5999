// Camera ID queries (spec-2 §3 "Camera ID query", §4 "Camera ID queries"): one per uploaded fingerprint, owned
// by its uploader, seen by the users of the owner's organisation and the global administrator, changed or
// deleted only by its owner; moved by the job engine through QUEUED, RUNNING and COMPLETE or ERROR.

import type Database from 'better-sqlite3'
import type { CamIdQueryState } from '../../../../shared/api/types/constants/camid.js'

export interface CamIdQueryRecord {
  id: number
  userId: number
  ownerEmail: string
  reference: string
  fileName: string
  format: string
  algorithm: string
  width: number
  height: number
  cropSize: number
  density: number
  quality: number
  /** The fingerprint file, relative to DATA_DIR. */
  fingerprintPath: string
  state: CamIdQueryState
  progressDone: number
  progressTotal: number
  resumeAfter: number
  error: string | null
  hitCount: number
  createdAt: number
  finishedAt: number | null
}

/** What a new query is stored with; the rest (its state, progress and owner's names) the store gives it. */
export type NewCamIdQueryRecord = Pick<
  CamIdQueryRecord,
  'userId' | 'reference' | 'fileName' | 'format' | 'algorithm' | 'width' | 'height' | 'cropSize' | 'density' | 'quality' | 'fingerprintPath' | 'createdAt'
>

/** Who reads the queries: a user sees their organisation's (their own when they have none); the global administrator every one. */
export interface QueryReader {
  userId: number
  organization: string
  globalAdmin: boolean
}

interface QueryRow {
  id: number
  user_id: number
  owner_email: string
  reference: string
  file_name: string
  format: string
  algorithm: string
  width: number
  height: number
  crop_size: number
  density: number
  quality: number
  fingerprint_path: string
  state: CamIdQueryState
  progress_done: number
  progress_total: number
  resume_after: number
  error: string | null
  hit_count: number
  created_at: number
  finished_at: number | null
}

const queryOf = (row: QueryRow): CamIdQueryRecord => ({
  id: row.id,
  userId: row.user_id,
  ownerEmail: row.owner_email,
  reference: row.reference,
  fileName: row.file_name,
  format: row.format,
  algorithm: row.algorithm,
  width: row.width,
  height: row.height,
  cropSize: row.crop_size,
  density: row.density,
  quality: row.quality,
  fingerprintPath: row.fingerprint_path,
  state: row.state,
  progressDone: row.progress_done,
  progressTotal: row.progress_total,
  resumeAfter: row.resume_after,
  error: row.error,
  hitCount: row.hit_count,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
})

const SELECT_QUERY = `SELECT q.*, u.email AS owner_email,
  (SELECT count(*) FROM camid_hits h WHERE h.query_id = q.id) AS hit_count
  FROM camid_queries q JOIN users u ON u.id = q.user_id`

/** The condition on q and u that keeps the queries a reader may see, and its values. */
function readable(reader: QueryReader): { where: string; values: unknown[] } {
  if (reader.globalAdmin) return { where: '1', values: [] }
  if (reader.organization.trim() === '') return { where: 'q.user_id = ?', values: [reader.userId] }
  return { where: '(q.user_id = ? OR u.organization = ?)', values: [reader.userId, reader.organization] }
}

export function insertQuery(db: Database.Database, query: NewCamIdQueryRecord): number {
  const result = db
    .prepare(
      `INSERT INTO camid_queries (user_id, reference, file_name, format, algorithm, width, height, crop_size, density, quality,
        fingerprint_path, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'QUEUED', ?)`,
    )
    .run(query.userId, query.reference, query.fileName, query.format, query.algorithm, query.width, query.height, query.cropSize,
      query.density, query.quality, query.fingerprintPath, query.createdAt)
  return Number(result.lastInsertRowid)
}

/** One page of the queries the reader may see, the newest first, and how many there are. */
export function readableQueries(db: Database.Database, reader: QueryReader, offset: number, limit: number): { queries: CamIdQueryRecord[]; total: number } {
  const { where, values } = readable(reader)
  const rows = db.prepare(`${SELECT_QUERY} WHERE ${where} ORDER BY q.id DESC LIMIT ? OFFSET ?`).all(...values, limit, offset) as QueryRow[]
  const { n } = db.prepare(`SELECT count(*) AS n FROM camid_queries q JOIN users u ON u.id = q.user_id WHERE ${where}`).get(...values) as { n: number }
  return { queries: rows.map(queryOf), total: n }
}

/** A query the reader may see, or undefined (unknown, or another organisation's: the same answer). */
export function readableQuery(db: Database.Database, reader: QueryReader, id: number): CamIdQueryRecord | undefined {
  const { where, values } = readable(reader)
  const row = db.prepare(`${SELECT_QUERY} WHERE q.id = ? AND ${where}`).get(id, ...values) as QueryRow | undefined
  return row && queryOf(row)
}

/** A query by id, for the job engine. */
export function queryById(db: Database.Database, id: number): CamIdQueryRecord | undefined {
  const row = db.prepare(`${SELECT_QUERY} WHERE q.id = ?`).get(id) as QueryRow | undefined
  return row && queryOf(row)
}

/** The user's own references, most recently used first, for the reference step of an upload. */
export function referencesOf(db: Database.Database, userId: number, limit: number): string[] {
  const rows = db
    .prepare('SELECT reference FROM camid_queries WHERE user_id = ? GROUP BY reference ORDER BY max(id) DESC LIMIT ?')
    .all(userId, limit) as { reference: string }[]
  return rows.map((row) => row.reference)
}

/** How many queries the user keeps, and how many of them wait or run. */
export function queryCountsOf(db: Database.Database, userId: number): { kept: number; unfinished: number } {
  return db
    .prepare(`SELECT count(*) AS kept, coalesce(sum(state IN ('QUEUED', 'RUNNING')), 0) AS unfinished FROM camid_queries WHERE user_id = ?`)
    .get(userId) as { kept: number; unfinished: number }
}

/** Changes the owner's query's reference; false when the query is not the owner's. */
export function renameQuery(db: Database.Database, ownerId: number, id: number, reference: string): boolean {
  return db.prepare('UPDATE camid_queries SET reference = ? WHERE id = ? AND user_id = ?').run(reference, id, ownerId).changes === 1
}

/** Deletes the owner's query with its hits; gives its fingerprint file's path, or null when not the owner's. */
export function deleteQuery(db: Database.Database, ownerId: number, id: number): string | null {
  return db.transaction(() => {
    const row = db.prepare('SELECT fingerprint_path FROM camid_queries WHERE id = ? AND user_id = ?').get(id, ownerId) as { fingerprint_path: string } | undefined
    if (!row) return null
    db.prepare('DELETE FROM camid_queries WHERE id = ?').run(id)
    return row.fingerprint_path
  })()
}

/**
 * The query the engine gives the next turn: of those waiting or running, the one that has looked at the fewest
 * pictures, the oldest first among equals. A new query starts at once beside a long one, and long ones take turns.
 */
export function nextQueryToRun(db: Database.Database): CamIdQueryRecord | undefined {
  const row = db
    .prepare(`${SELECT_QUERY} WHERE q.state IN ('RUNNING', 'QUEUED') ORDER BY q.progress_done, q.id LIMIT 1`)
    .get() as QueryRow | undefined
  return row && queryOf(row)
}

/** Marks the query RUNNING with how many pictures it will look at; false when it is gone. */
export function startQuery(db: Database.Database, id: number, progressTotal: number): boolean {
  return db.prepare(`UPDATE camid_queries SET state = 'RUNNING', progress_total = ? WHERE id = ? AND state IN ('QUEUED', 'RUNNING')`).run(progressTotal, id).changes === 1
}

/**
 * Stores a run of the job's work in one transaction: the hits found in it and how far it got, so that a
 * restarted job goes on after `resumeAfter`; false when the query was deleted meanwhile.
 */
export function storeQueryRun(
  db: Database.Database,
  id: number,
  run: { hits: readonly { sightingId: number; score: number }[]; looked: number; resumeAfter: number },
  now: number,
): boolean {
  return db.transaction(() => {
    const updated = db
      .prepare(`UPDATE camid_queries SET progress_done = progress_done + ?, resume_after = ? WHERE id = ? AND state = 'RUNNING'`)
      .run(run.looked, run.resumeAfter, id)
    if (updated.changes !== 1) return false
    const insert = db.prepare('INSERT OR IGNORE INTO camid_hits (query_id, sighting_id, score, found_at) VALUES (?, ?, ?, ?)')
    for (const hit of run.hits) insert.run(id, hit.sightingId, hit.score, now)
    return true
  })()
}

export function finishQuery(db: Database.Database, id: number, now: number): boolean {
  return db.prepare(`UPDATE camid_queries SET state = 'COMPLETE', finished_at = ? WHERE id = ? AND state = 'RUNNING'`).run(now, id).changes === 1
}

export function failQuery(db: Database.Database, id: number, error: string, now: number): void {
  db.prepare(`UPDATE camid_queries SET state = 'ERROR', error = ?, finished_at = ? WHERE id = ?`).run(error, now, id)
}
