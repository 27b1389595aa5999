// Camera ID hits (spec-2 §3 "Hit"): the sightings whose picture scored at or above the hit score against a
// query, the strongest first. A hit's sources are the sightings of the same file (its md5), found by it.

import type Database from 'better-sqlite3'
import { resultItemsByIds } from '../sightings/result-items.js'

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

const SELECT_HIT = `SELECT h.id, h.query_id, h.score, h.found_at, s.md5,
  CASE WHEN s.md5 IS NULL THEN 1 ELSE (SELECT count(*) FROM sightings o WHERE o.md5 = s.md5) END AS sightings
  FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id`

/** One page of a query's hits, the strongest first, and how many it has. */
export function hitsOfQuery(db: Database.Database, queryId: number, offset: number, limit: number): { hits: CamIdHitRecord[]; total: number } {
  const rows = db.prepare(`${SELECT_HIT} WHERE h.query_id = ? ORDER BY h.score DESC, h.id LIMIT ? OFFSET ?`).all(queryId, limit, offset) as HitRow[]
  const { n } = db.prepare('SELECT count(*) AS n FROM camid_hits WHERE query_id = ?').get(queryId) as { n: number }
  return { hits: rows.map(hitOf), total: n }
}

/** A hit with the query it belongs to, for the caller's check of that query. */
export function hitById(db: Database.Database, id: number): CamIdHitRecord | undefined {
  const row = db.prepare(`${SELECT_HIT} WHERE h.id = ?`).get(id) as HitRow | undefined
  return row && hitOf(row)
}

/** One page of a hit's sightings (those of the same file), the first stored first, as result items (JSON text), and how many. */
export function hitSightings(db: Database.Database, hitId: number, offset: number, limit: number): { items: string[]; total: number } {
  const hit = db.prepare('SELECT s.id, s.md5 FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id WHERE h.id = ?').get(hitId) as { id: number; md5: string | null } | undefined
  if (!hit) return { items: [], total: 0 }
  let ids: number[] = []
  let total = 1
  if (hit.md5 === null) ids = offset === 0 ? [hit.id] : []
  else {
    ids = (db.prepare('SELECT id FROM sightings WHERE md5 = ? ORDER BY id LIMIT ? OFFSET ?').all(hit.md5, limit, offset) as { id: number }[]).map((row) => row.id)
    total = (db.prepare('SELECT count(*) AS n FROM sightings WHERE md5 = ?').get(hit.md5) as { n: number }).n
  }
  const items = resultItemsByIds(db, ids)
  return { items: ids.flatMap((id) => items.get(id) ?? []), total }
}

/** Whether the sighting (by its public id) is one of the hit's: the hit's own, or another of the same file. */
export function isHitSighting(db: Database.Database, hitId: number, imageId: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM camid_hits h JOIN sightings s ON s.id = h.sighting_id JOIN sightings o ON o.image_id = ?
         WHERE h.id = ? AND (o.id = s.id OR (s.md5 IS NOT NULL AND o.md5 = s.md5))`,
      )
      .get(imageId, hitId) !== undefined
  )
}
