// Camera ID queries (spec-2 §3 "Camera ID query", §4 "Camera ID queries"): one per uploaded fingerprint, owned
// by its uploader, seen by the users who hold Camera ID in a licence it was made under and by the global
// administrator, changed or deleted only by its owner; moved by the job engine through QUEUED, RUNNING and COMPLETE or ERROR (query-runs.ts).

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
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
> & {
  /** The licences from which its owner held Camera ID when making it: their Camera ID users see it. */
  licenceIds: readonly number[]
}

/**
 * Who reads the queries: a user sees their own and those made under a licence from which they hold Camera ID now,
 * never by a text they could type (an organisation's name); the global administrator sees every one.
 */
export interface QueryReader {
  userId: number
  /** The licences, not expired, from which the reader holds Camera ID. */
  licenceIds: readonly number[]
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

const SELECT_QUERY = sql`SELECT q.*, u.email AS owner_email,
  (SELECT count(*) FROM camid_hits h WHERE h.query_id = q.id) AS hit_count
  FROM camid_queries q JOIN users u ON u.id = q.user_id`

/** States of a query the engine has still to finish: these count against CAMID_QUERIES_RUNNING_MAX. */
export const UNFINISHED = sql.raw("('QUEUED', 'RUNNING')")

/** The condition on q that keeps the queries a reader may see. */
export function readable(reader: QueryReader) {
  if (reader.globalAdmin) return sql`1 = 1`
  if (reader.licenceIds.length === 0) return sql`q.user_id = ${reader.userId}`
  const licences = sql.join(reader.licenceIds.map((id) => sql`${id}`))
  return sql`(q.user_id = ${reader.userId} OR EXISTS (SELECT 1 FROM camid_query_licences l WHERE l.query_id = q.id AND l.licence_id IN (${licences})))`
}

/** Stores a new query, QUEUED, with its licences, whatever the user's limits (the demo's seeds); gives its id. */
export async function insertQuery(store: Store, query: NewCamIdQueryRecord): Promise<number> {
  return inTransaction(store, async (tx) => {
    const row = await firstOf(
      tx,
      sql<{ id: number }>`INSERT INTO camid_queries (user_id, reference, file_name, format, algorithm, width, height, crop_size, density, quality,
          fingerprint_path, state, created_at)
        VALUES (${query.userId}, ${query.reference}, ${query.fileName}, ${query.format}, ${query.algorithm}, ${query.width}, ${query.height},
          ${query.cropSize}, ${query.density}, ${query.quality}, ${query.fingerprintPath}, 'QUEUED', ${query.createdAt}) RETURNING id`,
    )
    const id = row!.id
    for (const licenceId of new Set(query.licenceIds)) {
      await changesOf(tx, sql`INSERT INTO camid_query_licences (query_id, licence_id) VALUES (${id}, ${licenceId})`)
    }
    return id
  })
}

export interface QueryLimits {
  /** CAMID_QUERY_LIMIT: the queries a user keeps. */
  kept: number
  /** CAMID_QUERIES_RUNNING_MAX: those waiting or running. */
  unfinished: number
}

/**
 * Queues an uploaded query unless its user is at a limit: counted and written in one transaction that holds the user
 * first, so that uploads reaching two processes or two instances at once cannot both pass. Gives the new query's id.
 */
export async function queueQuery(store: Store, query: NewCamIdQueryRecord, limits: QueryLimits): Promise<{ queued: number } | { refused: keyof QueryLimits }> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', query.userId)
    const counts = await queryCountsOf(tx, query.userId)
    if (counts.kept >= limits.kept) return { refused: 'kept' as const }
    if (counts.unfinished >= limits.unfinished) return { refused: 'unfinished' as const }
    return { queued: await insertQuery(tx, query) }
  })
}

/** One page of the queries the reader may see, the newest first, and how many there are. */
export async function readableQueries(store: Store, reader: QueryReader, offset: number, limit: number): Promise<{ queries: CamIdQueryRecord[]; total: number }> {
  const rows = await rowsOf(store, sql<QueryRow>`${SELECT_QUERY} WHERE ${readable(reader)} ORDER BY q.id DESC LIMIT ${limit} OFFSET ${offset}`)
  const total = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM camid_queries q JOIN users u ON u.id = q.user_id WHERE ${readable(reader)}`)
  return { queries: rows.map(queryOf), total: total!.n }
}

/** A query the reader may see, or undefined (unknown, or another organisation's: the same answer). */
export async function readableQuery(store: Store, reader: QueryReader, id: number): Promise<CamIdQueryRecord | undefined> {
  const row = await firstOf(store, sql<QueryRow>`${SELECT_QUERY} WHERE q.id = ${id} AND ${readable(reader)}`)
  return row && queryOf(row)
}

/** A query by id, for the job engine. */
export async function queryById(store: Store, id: number): Promise<CamIdQueryRecord | undefined> {
  const row = await firstOf(store, sql<QueryRow>`${SELECT_QUERY} WHERE q.id = ${id}`)
  return row && queryOf(row)
}

/** The user's own references, most recently used first, for the reference step of an upload. */
export async function referencesOf(store: Store, userId: number, limit: number): Promise<string[]> {
  const rows = await rowsOf(
    store,
    sql<{ reference: string }>`SELECT reference FROM camid_queries WHERE user_id = ${userId} GROUP BY reference ORDER BY max(id) DESC LIMIT ${limit}`,
  )
  return rows.map((row) => row.reference)
}

/** How many queries the user keeps, and how many of them wait or run. */
export async function queryCountsOf(store: Store, userId: number): Promise<{ kept: number; unfinished: number }> {
  const row = await firstOf(
    store,
    sql<{ kept: number; unfinished: number }>`SELECT count(*) AS kept, count(*) FILTER (WHERE state IN ${UNFINISHED}) AS unfinished
      FROM camid_queries WHERE user_id = ${userId}`,
  )
  return row!
}

/** Changes the owner's query's reference; false when the query is not the owner's. */
export async function renameQuery(store: Store, ownerId: number, id: number, reference: string): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE camid_queries SET reference = ${reference} WHERE id = ${id} AND user_id = ${ownerId}`)) === 1
}

/**
 * Deletes the owner's query with its hits; gives its fingerprint file's path, or null when not the owner's. A query
 * an engine is running stops there: every write of its run is conditional on its row (query-runs.ts), which is gone.
 */
export async function deleteQuery(store: Store, ownerId: number, id: number): Promise<string | null> {
  const row = await firstOf(
    store,
    sql<{ fingerprint_path: string }>`DELETE FROM camid_queries WHERE id = ${id} AND user_id = ${ownerId} RETURNING fingerprint_path`,
  )
  return row?.fingerprint_path ?? null
}
