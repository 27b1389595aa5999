// The PhotoDNA index (photodna-coordinates.ts): measuring queued vectors into the R*Tree, rebuilding it after a
// bulk load, and the nearest-first lookup under a threshold. The R*Tree holds coordinates only; the vectors stay
// on the sightings rows, where a lookup reads its candidates' (about a hundred at a million sightings).

import type Database from 'better-sqlite3'
import { coordinateBox, indexCoordinates, INDEX_DIRECTIONS, squaredDistance } from './photodna-coordinates.js'

const BATCH = 10_000

const placeSql = () => `INSERT OR REPLACE INTO sightings_photodna VALUES (?${', ?, ?'.repeat(INDEX_DIRECTIONS.length)})`

/** Measures the vectors the triggers queued; returns how many. Cheap when the queue is empty. */
export function measurePendingPhotoDna(db: Database.Database): number {
  const next = db.prepare(
    'SELECT p.id AS id, s.photodna AS photodna FROM photodna_pending p LEFT JOIN sightings s ON s.id = p.id LIMIT ?',
  )
  const place = db.prepare(placeSql())
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
 * Measures every vector again: after a bulk load that ran without the triggers. The coordinates are measured here
 * and placed in order of the first one (the overall level): neighbours then reach the R*Tree together and share its
 * nodes, so a lookup reads far fewer nodes than in a tree filled in id order. The caller holds the transaction.
 */
export function rebuildPhotoDnaIndex(db: Database.Database): void {
  const dimensions = INDEX_DIRECTIONS.length
  const ids: number[] = []
  const coordinates: number[] = []
  for (const [id, vector] of db.prepare('SELECT id, photodna FROM sightings WHERE photodna IS NOT NULL').raw().iterate() as Iterable<[number, Buffer]>) {
    ids.push(id)
    for (const d of indexCoordinates(vector)) coordinates.push(d)
  }
  const order = Uint32Array.from(ids.keys()).sort((a, b) => coordinates[a * dimensions]! - coordinates[b * dimensions]! || ids[a]! - ids[b]!)
  db.exec('DELETE FROM sightings_photodna; DELETE FROM photodna_pending')
  const place = db.prepare(placeSql())
  const row: number[] = new Array(1 + 2 * dimensions)
  for (const i of order) {
    row[0] = ids[i]!
    for (let k = 0; k < dimensions; k++) row[1 + 2 * k] = row[2 + 2 * k] = coordinates[i * dimensions + k]!
    place.run(row)
  }
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
    .prepare(`SELECT p.id, s.photodna FROM sightings_photodna p JOIN sightings s ON s.id = p.id WHERE ${box.sql}`)
    .raw()
    .all(...box.params) as [number, Buffer][]
  const matches: PhotoDnaMatch[] = []
  for (const [id, vector] of rows) {
    const distance = squaredDistance(query, vector)
    if (distance <= maxSquared) matches.push({ id, distance })
  }
  return matches.sort((a, b) => a.distance - b.distance || a.id - b.id)
}
