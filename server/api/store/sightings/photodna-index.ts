// The PhotoDNA index (photodna-coordinates.ts): measuring queued vectors into the R*Tree and rebuilding it after a
// bulk load (the nearest-first lookup under a threshold is photodna-lookup.ts). The R*Tree holds coordinates only; the
// vectors stay on the sightings rows, where a lookup reads its candidates' (about a hundred at a million sightings).

import type Database from 'better-sqlite3'
import { indexCoordinates, INDEX_DIRECTIONS } from './photodna-coordinates.js'

const BATCH = 10_000

/** Places one vector in the index: its row id, then each coordinate twice (a box of no size). */
export function placePhotoDnaStatement(db: Database.Database): Database.Statement {
  return db.prepare(`INSERT OR REPLACE INTO sightings_photodna VALUES (?${', ?, ?'.repeat(INDEX_DIRECTIONS.length)})`)
}

/** Measures the vectors the triggers queued; returns how many. Cheap when the queue is empty. */
export function measurePendingPhotoDna(db: Database.Database): number {
  const next = db.prepare(
    'SELECT p.id AS id, s.photodna AS photodna FROM photodna_pending p LEFT JOIN sightings s ON s.id = p.id LIMIT ?',
  )
  const place = placePhotoDnaStatement(db)
  const done = db.prepare('DELETE FROM photodna_pending WHERE id = ?')
  let total = 0
  for (;;) {
    const rows = next.all(BATCH) as { id: number; photodna: Buffer | null }[]
    if (rows.length === 0) return total
    db.transaction(() => {
      for (const row of rows) {
        if (row.photodna) place.run(row.id, ...indexCoordinates(row.photodna).flatMap((d) => [d, d]))
        done.run(row.id)
      }
    })()
    total += rows.length
  }
}

/**
 * Measures every vector the index lacks: after a bulk load that ran without the triggers, whose loader places what it
 * adds itself (rows.ts insertSightingRows) or leaves it to this. A bulk load only adds sightings, so every entry
 * already there stands for its sighting's vector. In row id order, which also gives lookups their best tree: filled
 * in order of the first coordinate, as it was, each node held a thin slice of that coordinate spread wide across the
 * others, and a lookup at a million vectors took four times as long (1.6 ms against 0.4).
 */
export function rebuildPhotoDnaIndex(db: Database.Database): void {
  db.exec('DELETE FROM photodna_pending')
  const lacking = db.prepare(
    'SELECT s.id, s.photodna FROM sightings s WHERE s.photodna IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sightings_photodna p WHERE p.id = s.id)',
  )
  // Measured while reading, placed after: the connection writes nothing while it reads.
  const boxes: number[][] = []
  for (const [id, vector] of lacking.raw().iterate() as Iterable<[number, Buffer]>) boxes.push([id, ...indexCoordinates(vector).flatMap((d) => [d, d])])
  const place = placePhotoDnaStatement(db)
  for (const box of boxes) place.run(box)
}

export interface PhotoDnaMatch {
  id: number
  /** Squared Euclidean distance over the 144 bytes. */
  distance: number
}

