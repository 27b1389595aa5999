// Camera ID hits (spec-2 §3 "Hit"): the sightings whose picture scored at or above the hit score against a
// query, the strongest first. A hit's sources are the sightings of the same file (its md5), found by it.

import { sql } from 'kysely'
import { firstOf, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { hashCondition, sameFileCondition } from '../sightings/hash-conditions.js'
import { conditionSql } from '../sightings/query-text.js'

export interface CamIdHitRecord {
  id: number
  queryId: number
  score: number
  foundAt: number
  /** The file's md5, as the hit's source checksum; null when the sighting has none. */
  checksum: string | null
  /** The sightings of the same file (the hit's own when it has no checksum). */
  sightings: number
}

interface HitRow {
  id: number
  query_id: number
  score: number
  found_at: number
  md5: string | null
  sightings: number
}

const hitOf = (row: HitRow): CamIdHitRecord => ({
  id: row.id,
  queryId: row.query_id,
  score: row.score,
  foundAt: row.found_at,
  checksum: row.md5,
  sightings: row.sightings,
})

const selectHit = (store: Store) => sql`SELECT h.id, h.query_id, h.score, h.found_at, s.md5,
  CASE WHEN s.md5 IS NULL THEN 1 ELSE (SELECT count(*) FROM sightings o WHERE ${conditionSql(sameFileCondition(store.engine, 'o', 's'))}) END AS sightings
  FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id`

/** One page of a query's hits, the strongest first, and how many it has. */
export async function hitsOfQuery(store: Store, queryId: number, offset: number, limit: number): Promise<{ hits: CamIdHitRecord[]; total: number }> {
  const rows = await rowsOf(store, sql<HitRow>`${selectHit(store)} WHERE h.query_id = ${queryId} ORDER BY h.score DESC, h.id LIMIT ${limit} OFFSET ${offset}`)
  const total = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM camid_hits WHERE query_id = ${queryId}`)
  return { hits: rows.map(hitOf), total: total!.n }
}

/** A hit with the query it belongs to, for the caller's check of that query. */
export async function hitById(store: Store, id: number): Promise<CamIdHitRecord | undefined> {
  const row = await firstOf(store, sql<HitRow>`${selectHit(store)} WHERE h.id = ${id}`)
  return row && hitOf(row)
}

/**
 * One page of a hit's sightings (those of the same file), the first stored first, by their ids, and how many: the
 * caller reads them as result items from the sightings' store.
 */
export async function hitSightingIds(store: Store, hitId: number, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const hit = await firstOf(store, sql<{ id: number; md5: string | null }>`SELECT s.id, s.md5 FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id WHERE h.id = ${hitId}`)
  if (!hit) return { ids: [], total: 0 }
  if (hit.md5 === null) return { ids: offset === 0 ? [hit.id] : [], total: 1 }
  const sameFile = conditionSql(hashCondition('md5', '', { kind: 'equal', value: hit.md5 }, store.engine))
  const rows = await rowsOf(store, sql<{ id: number }>`SELECT id FROM sightings WHERE ${sameFile} ORDER BY id LIMIT ${limit} OFFSET ${offset}`)
  const total = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM sightings WHERE ${sameFile}`)
  return { ids: rows.map((row) => row.id), total: total!.n }
}

/** Whether the sighting (by its public id) is one of the hit's: the hit's own, or another of the same file. */
export async function isHitSighting(store: Store, hitId: number, imageId: string): Promise<boolean> {
  const row = await firstOf(
    store,
    sql<{ one: number }>`SELECT 1 AS one FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id JOIN sightings o ON o.image_id = ${imageId}
      WHERE h.id = ${hitId} AND (o.id = s.id OR (s.md5 IS NOT NULL AND o.md5 = s.md5))`,
  )
  return row !== undefined
}
