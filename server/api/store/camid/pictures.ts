// The pictures Camera ID can read (migration 018 camid_pictures): noted when a sighting is stored, indexed (its
// digest set) by the job engine, and read by a query a run at a time, only those of its resolution.

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'

/** A picture whose pixels Camera ID reads: an imported photo's stored file, or a generated one's sensor. */
export interface CamIdPicture {
  sightingId: number
  /** The public id, from which a generated picture is drawn again. */
  imageId: string
  width: number
  height: number
  /** The demo camera's sensor pattern, for a generated picture; null for a stored file. */
  sensorSeed: number | null
  /** The stored file, relative to DATA_DIR; null for a generated picture. */
  imageFile: string | null
}

export interface IndexedPicture extends CamIdPicture {
  digest: Uint8Array
}

interface PictureRow {
  sighting_id: number
  image_id: string
  width: number
  height: number
  sensor_seed: number | null
  image_file: string | null
  digest?: Buffer | null
}

const pictureOf = (row: PictureRow): CamIdPicture => ({
  sightingId: row.sighting_id,
  imageId: row.image_id,
  width: row.width,
  height: row.height,
  sensorSeed: row.sensor_seed,
  imageFile: row.image_file,
})

/**
 * Joined to the sightings for each picture's public id and stored file. On PostgreSQL, camid_pictures is distributed
 * with the sightings on the sighting's id (db/postgres/README.md), so that this join stays on one node.
 */
const PICTURES_OF_SIGHTINGS = sql`SELECT p.sighting_id, s.image_id, p.width, p.height, p.sensor_seed, s.image_file
  FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id`

/** The pictures of this resolution, either way round. */
const OF_SIZE = (width: number, height: number) => sql`((p.width = ${width} AND p.height = ${height}) OR (p.width = ${height} AND p.height = ${width}))`

/** Up to `limit` pictures not yet indexed, oldest first; of one resolution (either way round) when given. */
export async function unindexedPictures(store: Store, limit: number, size?: { width: number; height: number }): Promise<CamIdPicture[]> {
  const ofSize = size ? sql` AND ${OF_SIZE(size.width, size.height)}` : sql``
  const rows = await rowsOf(store, sql<PictureRow>`${PICTURES_OF_SIGHTINGS} WHERE p.digest IS NULL${ofSize} ORDER BY p.sighting_id LIMIT ${limit}`)
  return rows.map(pictureOf)
}

/**
 * Stores the digests of indexed pictures in one transaction; gives how many it stored. Instances indexing at once may
 * read the same pictures and compute the same digests: a picture is written only while it has none (the first stays,
 * and one forgotten meanwhile is not noted again), and the rows are written in sighting order, so that two such
 * transactions on PostgreSQL wait for each other rather than deadlock.
 */
export async function storeDigests(store: Store, digests: readonly { sightingId: number; digest: Uint8Array }[]): Promise<number> {
  if (digests.length === 0) return 0
  const inOrder = [...digests].sort((a, b) => a.sightingId - b.sightingId)
  return inTransaction(store, async (tx) => {
    let stored = 0
    for (const d of inOrder) {
      const bytes = Buffer.from(d.digest.buffer, d.digest.byteOffset, d.digest.byteLength)
      stored += await changesOf(tx, sql`UPDATE camid_pictures SET digest = ${bytes} WHERE sighting_id = ${d.sightingId} AND digest IS NULL`)
    }
    return stored
  })
}

/** How many indexed pictures have this resolution, either way round. */
export async function countIndexedOfSize(store: Store, width: number, height: number): Promise<number> {
  // Each way round counted on its own, as the size index holds it; a square resolution once.
  const count = async (w: number, h: number) =>
    (await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM camid_pictures WHERE digest IS NOT NULL AND width = ${w} AND height = ${h}`))!.n
  return (await count(width, height)) + (width === height ? 0 : await count(height, width))
}

/** The next run of indexed pictures of this resolution (either way round) after a sighting id, in id order. */
export async function indexedPicturesAfter(store: Store, width: number, height: number, afterSightingId: number, limit: number): Promise<IndexedPicture[]> {
  const rows = await rowsOf(
    store,
    sql<PictureRow & { digest: Buffer }>`SELECT p.sighting_id, s.image_id, p.width, p.height, p.sensor_seed, s.image_file, p.digest
      FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
      WHERE p.digest IS NOT NULL AND ${OF_SIZE(width, height)} AND p.sighting_id > ${afterSightingId}
      ORDER BY p.sighting_id LIMIT ${limit}`,
  )
  return rows.map((row) => ({ ...pictureOf(row), digest: new Uint8Array(row.digest) }))
}

/** The sensor of a generated sighting's picture, by its public id: null when it has none (imported, resized). */
export async function sensorOfSighting(store: Store, imageId: string): Promise<{ sensorSeed: number; width: number; height: number } | null> {
  const row = await firstOf(
    store,
    sql<{ sensor_seed: number; width: number; height: number }>`SELECT p.sensor_seed, p.width, p.height
      FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id WHERE s.image_id = ${imageId} AND p.sensor_seed IS NOT NULL`,
  )
  return row ? { sensorSeed: row.sensor_seed, width: row.width, height: row.height } : null
}

/** The resolutions the database holds most indexed pictures of, the most first. */
export async function resolutionsByPictures(store: Store, limit: number): Promise<{ width: number; height: number; pictures: number }[]> {
  // Read in the order of the size index, which holds every indexed picture (a million in some 150 ms); either way
  // round is one resolution, counted under its landscape form.
  const sizes = await rowsOf(
    store,
    sql<{ width: number; height: number; pictures: number }>`SELECT width, height, count(*) AS pictures FROM camid_pictures WHERE digest IS NOT NULL GROUP BY width, height`,
  )
  const byResolution = new Map<string, { width: number; height: number; pictures: number }>()
  for (const size of sizes) {
    const width = Math.max(size.width, size.height)
    const height = Math.min(size.width, size.height)
    const key = `${width}x${height}`
    const known = byResolution.get(key)
    if (known) known.pictures += size.pictures
    else byResolution.set(key, { width, height, pictures: size.pictures })
  }
  return [...byResolution.values()].sort((a, b) => b.pictures - a.pictures || b.width - a.width || b.height - a.height).slice(0, limit)
}

/**
 * Forgets pictures Camera ID cannot read after all (their sightings stay), in sighting order as storeDigests writes.
 * Only while a picture has no digest: one that another instance could read and indexed meanwhile stays.
 */
export async function forgetPictures(store: Store, sightingIds: readonly number[]): Promise<void> {
  if (sightingIds.length === 0) return
  const inOrder = [...sightingIds].sort((a, b) => a - b)
  await inTransaction(store, async (tx) => {
    for (const id of inOrder) await sql`DELETE FROM camid_pictures WHERE sighting_id = ${id} AND digest IS NULL`.execute(tx.db)
  })
}

/** Whether any picture waits to be indexed. */
export async function hasUnindexedPictures(store: Store): Promise<boolean> {
  return (await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM camid_pictures WHERE digest IS NULL LIMIT 1`)) !== undefined
}

/**
 * Demo cameras (by their sensor) with at most `most` pictures at one native size, the most first: a camera one
 * person posts hundreds of pictures with would make a query whose every other picture is a hit.
 */
export async function camerasWithPictures(
  store: Store,
  limit: number,
  most: number,
): Promise<{ sensorSeed: number; width: number; height: number; make: string | null; pictures: number }[]> {
  const rows = await rowsOf(
    store,
    sql<{ sensor_seed: number; width: number; height: number; make: string | null; pictures: number }>`
      SELECT p.sensor_seed, p.width, p.height, min(s.make) AS make, count(*) AS pictures
      FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
      WHERE p.sensor_seed IS NOT NULL GROUP BY p.sensor_seed, p.width, p.height HAVING count(*) <= ${most}
      ORDER BY pictures DESC, p.sensor_seed LIMIT ${limit}`,
  )
  return rows.map((row) => ({ sensorSeed: row.sensor_seed, width: row.width, height: row.height, make: row.make, pictures: row.pictures }))
}
