// SQLite's PhotoDNA index (photodna-coordinates.ts): placing vectors in the R*Tree and rebuilding it after a bulk load
// (the queued vectors measured, and the nearest-first lookup under a threshold, are photodna-lookup.ts). The R*Tree
// holds coordinates only; the vectors stay on the sightings rows, where a lookup reads its candidates' (about a hundred
// at a million sightings).

import type Database from 'better-sqlite3'
import { indexCoordinates, INDEX_DIRECTIONS } from './photodna-coordinates.js'

/** Places one vector in the index: its row id, then each coordinate twice (a box of no size). */
export const PLACE_PHOTODNA_SQL = `INSERT OR REPLACE INTO sightings_photodna VALUES (?${', ?, ?'.repeat(INDEX_DIRECTIONS.length)})`

export function placePhotoDnaStatement(db: Database.Database): Database.Statement {
  return db.prepare(PLACE_PHOTODNA_SQL)
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

