// The PhotoDNA index (photodna-coordinates.ts): measuring queued vectors into the R*Tree, rebuilding it
// after a bulk load, and the nearest-first lookup under a threshold.

import type Database from 'better-sqlite3'
import { coordinateBox, indexCoordinate, indexCoordinates, INDEX_DIRECTIONS, squaredDistance } from './photodna-coordinates.js'

const BATCH = 10_000

/** Measures the vectors the triggers queued; returns how many. Cheap when the queue is empty. */
export function measurePendingPhotoDna(db: Database.Database): number {
  const next = db.prepare(
    'SELECT p.id AS id, s.photodna AS photodna FROM photodna_pending p LEFT JOIN sightings s ON s.id = p.id LIMIT ?',
  )
  const place = db.prepare(`INSERT OR REPLACE INTO sightings_photodna VALUES (?${', ?, ?'.repeat(INDEX_DIRECTIONS.length)}, ?)`)
  const done = db.prepare('DELETE FROM photodna_pending WHERE id = ?')
  let total = 0
  for (;;) {
    const rows = next.all(BATCH) as { id: number; photodna: Buffer | null }[]
    if (rows.length === 0) return total
    db.transaction(() => {
      for (const row of rows) {
        if (row.photodna) place.run(row.id, ...indexCoordinates(row.photodna).flatMap((d) => [d, d]), row.photodna)
        done.run(row.id)
      }
    })()
    total += rows.length
  }
}

const COORDINATE_FUNCTION = 'sightline_photodna_coordinate'

/**
 * Measures every vector again: after a bulk load that ran without the triggers. In one statement, in order
 * of the first coordinate (the overall level): neighbours then reach the R*Tree together and share its
 * nodes, so a lookup reads far fewer nodes than in a tree filled in id order.
 */
export function rebuildPhotoDnaIndex(db: Database.Database): void {
  db.function(COORDINATE_FUNCTION, { deterministic: true }, (vector, direction) =>
    indexCoordinate(vector as Uint8Array, INDEX_DIRECTIONS[Number(direction)]!),
  )
  const coordinates = INDEX_DIRECTIONS.map((_, i) => `${COORDINATE_FUNCTION}(photodna, ${i}) AS d${i}`).join(', ')
  const boxes = INDEX_DIRECTIONS.map((_, i) => `d${i}, d${i}`).join(', ')
  db.transaction(() => {
    db.exec('DELETE FROM sightings_photodna; DELETE FROM photodna_pending')
    db.exec(
      `INSERT INTO sightings_photodna SELECT id, ${boxes}, photodna ` +
        `FROM (SELECT id, photodna, ${coordinates} FROM sightings WHERE photodna IS NOT NULL ORDER BY d0)`,
    )
  })()
}

export interface PhotoDnaMatch {
  id: number
  /** Squared Euclidean distance over the 144 bytes. */
  distance: number
}

/** Sightings whose vector lies within `maxSquared` of `query`, nearest first, ties by id. */
export function nearestPhotoDna(db: Database.Database, query: Uint8Array, maxSquared: number): PhotoDnaMatch[] {
  measurePendingPhotoDna(db)
  const box = coordinateBox(indexCoordinates(query), Math.sqrt(maxSquared))
  const rows = db
    .prepare(`SELECT id, vector FROM sightings_photodna WHERE ${box.sql}`)
    .all(...box.params) as { id: number; vector: Buffer }[]
  const matches: PhotoDnaMatch[] = []
  for (const row of rows) {
    const distance = squaredDistance(query, row.vector)
    if (distance <= maxSquared) matches.push({ id: row.id, distance })
  }
  return matches.sort((a, b) => a.distance - b.distance || a.id - b.id)
}
