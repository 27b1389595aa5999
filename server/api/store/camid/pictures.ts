// The pictures Camera ID can read (migration 018 camid_pictures): noted when a sighting is stored, indexed (its
// digest set) by the job engine, and read by a query a run at a time, only those of its resolution.

import type Database from 'better-sqlite3'

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

const PICTURE_COLUMNS = 'p.sighting_id, s.image_id, p.width, p.height, p.sensor_seed, s.image_file'

/** Up to `limit` pictures not yet indexed, oldest first; of one resolution (either way round) when given. */
export function unindexedPictures(db: Database.Database, limit: number, size?: { width: number; height: number }): CamIdPicture[] {
  const rows = size
    ? db
        .prepare(
          `SELECT ${PICTURE_COLUMNS} FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
           WHERE p.digest IS NULL AND ((p.width = ? AND p.height = ?) OR (p.width = ? AND p.height = ?))
           ORDER BY p.sighting_id LIMIT ?`,
        )
        .all(size.width, size.height, size.height, size.width, limit)
    : db
        .prepare(`SELECT ${PICTURE_COLUMNS} FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id WHERE p.digest IS NULL ORDER BY p.sighting_id LIMIT ?`)
        .all(limit)
  return (rows as PictureRow[]).map(pictureOf)
}

/** Stores the digests of indexed pictures in one transaction. */
export function storeDigests(db: Database.Database, digests: readonly { sightingId: number; digest: Uint8Array }[]): void {
  const update = db.prepare('UPDATE camid_pictures SET digest = ? WHERE sighting_id = ?')
  db.transaction(() => {
    for (const d of digests) update.run(Buffer.from(d.digest.buffer, d.digest.byteOffset, d.digest.byteLength), d.sightingId)
  })()
}

/** How many indexed pictures have this resolution, either way round. */
export function countIndexedOfSize(db: Database.Database, width: number, height: number): number {
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM camid_pictures WHERE digest IS NOT NULL AND width = ? AND height = ?)
            + (CASE WHEN ? = ? THEN 0 ELSE (SELECT count(*) FROM camid_pictures WHERE digest IS NOT NULL AND width = ? AND height = ?) END) AS n`,
    )
    .get(width, height, width, height, height, width) as { n: number }
  return row.n
}

/** The next run of indexed pictures of this resolution (either way round) after a sighting id, in id order. */
export function indexedPicturesAfter(db: Database.Database, width: number, height: number, afterSightingId: number, limit: number): IndexedPicture[] {
  const rows = db
    .prepare(
      `SELECT ${PICTURE_COLUMNS}, p.digest FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
       WHERE p.digest IS NOT NULL AND ((p.width = ? AND p.height = ?) OR (p.width = ? AND p.height = ?)) AND p.sighting_id > ?
       ORDER BY p.sighting_id LIMIT ?`,
    )
    .all(width, height, height, width, afterSightingId, limit) as PictureRow[]
  return rows.map((row) => ({ ...pictureOf(row), digest: new Uint8Array(row.digest!) }))
}

/** The sensor of a generated sighting's picture, by its public id: null when it has none (imported, resized). */
export function sensorOfSighting(db: Database.Database, imageId: string): { sensorSeed: number; width: number; height: number } | null {
  const row = db
    .prepare('SELECT p.sensor_seed, p.width, p.height FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id WHERE s.image_id = ? AND p.sensor_seed IS NOT NULL')
    .get(imageId) as { sensor_seed: number; width: number; height: number } | undefined
  return row ? { sensorSeed: row.sensor_seed, width: row.width, height: row.height } : null
}

/** The resolutions the database holds most indexed pictures of, the most first. */
export function resolutionsByPictures(db: Database.Database, limit: number): { width: number; height: number; pictures: number }[] {
  // Read in the order of the size index, which holds every indexed picture (a million in some 150 ms); either way
  // round is one resolution, counted under its landscape form.
  const sizes = db.prepare('SELECT width, height, count(*) AS pictures FROM camid_pictures WHERE digest IS NOT NULL GROUP BY width, height').all() as {
    width: number
    height: number
    pictures: number
  }[]
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

/** Forgets pictures Camera ID cannot read after all (their sightings stay). */
export function forgetPictures(db: Database.Database, sightingIds: readonly number[]): void {
  const remove = db.prepare('DELETE FROM camid_pictures WHERE sighting_id = ?')
  db.transaction(() => {
    for (const id of sightingIds) remove.run(id)
  })()
}

/** Whether any picture waits to be indexed. */
export function hasUnindexedPictures(db: Database.Database): boolean {
  return db.prepare('SELECT 1 FROM camid_pictures WHERE digest IS NULL LIMIT 1').get() !== undefined
}

/**
 * Demo cameras (by their sensor) with at most `most` pictures at one native size, the most first: a camera one
 * person posts hundreds of pictures with would make a query whose every other picture is a hit.
 */
export function camerasWithPictures(db: Database.Database, limit: number, most: number): { sensorSeed: number; width: number; height: number; make: string | null; pictures: number }[] {
  return db
    .prepare(
      `SELECT p.sensor_seed AS sensorSeed, p.width, p.height, min(s.make) AS make, count(*) AS pictures
       FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
       WHERE p.sensor_seed IS NOT NULL GROUP BY p.sensor_seed, p.width, p.height HAVING pictures <= ?
       ORDER BY pictures DESC, p.sensor_seed LIMIT ?`,
    )
    .all(most, limit) as { sensorSeed: number; width: number; height: number; make: string | null; pictures: number }[]
}
