// The PhotoDNA lookup through the Store (photodna-index.ts holds SQLite's index and its measuring): the vectors within
// a threshold of one, nearest first. SQLite's candidates come from its R*Tree once the queued vectors are measured;
// PostgreSQL's from migration 021's table of coordinates, which the store writes with the rows (write-sightings.ts).
// Both measure each candidate exactly, so both find what measuring every vector would.

import { sql } from 'kysely'
import { inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { postgresCoordinateBox } from './filter-sql.js'
import { coordinateBox, indexCoordinates, squaredDistance } from './photodna-coordinates.js'
import { PLACE_PHOTODNA_SQL, type PhotoDnaMatch } from './photodna-index.js'
import { queryOf } from './query-text.js'

const BATCH = 10_000

/** SQLite: places the vectors its triggers queued in the R*Tree; cheap when the queue is empty. */
export async function measureQueuedPhotoDna(store: Store): Promise<void> {
  if (store.engine !== 'sqlite') return
  for (;;) {
    const rows = await rowsOf(
      store,
      sql<{ id: number; photodna: Uint8Array | null }>`SELECT p.id AS id, s.photodna AS photodna FROM photodna_pending p LEFT JOIN sightings s ON s.id = p.id LIMIT ${BATCH}`,
    )
    if (rows.length === 0) return
    await inTransaction(store, async (tx) => {
      for (const row of rows) {
        if (row.photodna) await queryOf(PLACE_PHOTODNA_SQL, [row.id, ...indexCoordinates(row.photodna).flatMap((d) => [d, d])]).execute(tx.db)
        await sql`DELETE FROM photodna_pending WHERE id = ${row.id}`.execute(tx.db)
      }
    })
  }
}

/** Sightings whose vector lies within `maxSquared` of `query`, nearest first, ties by id. */
export async function nearestPhotoDna(store: Store, query: Uint8Array, maxSquared: number): Promise<PhotoDnaMatch[]> {
  const centre = indexCoordinates(query)
  let candidates: { id: number; photodna: Uint8Array }[]
  if (store.engine === 'sqlite') {
    await measureQueuedPhotoDna(store)
    const box = coordinateBox(centre, Math.sqrt(maxSquared))
    candidates = await rowsOf(store, queryOf(`SELECT p.id AS id, s.photodna AS photodna FROM sightings_photodna p JOIN sightings s ON s.id = p.id WHERE ${box.sql}`, box.params))
  } else {
    // The box from the index, then the ball inside it: the five directions are orthonormal, so the coordinates of two
    // vectors lie no farther apart than the vectors (photodna-coordinates.ts). In five dimensions the ball holds a
    // sixth of the box, and each candidate left costs a read of its sighting's vector (at ten million, 2,622
    // candidates in the box to 435 in the ball). Both reach a little past the threshold, so that a vector exactly at
    // it is kept whatever the rounding of the coordinates (SQLite's R*Tree rounds its boxes outwards itself).
    const reach = Math.sqrt(maxSquared) * (1 + 1e-9) + 1e-9
    const box = postgresCoordinateBox(centre, reach)
    candidates = await rowsOf(
      store,
      queryOf(
        `SELECT p.id AS id, s.photodna AS photodna FROM sightings_photodna p JOIN sightings s ON s.id = p.id WHERE ${box.sql} AND cube_distance(p.coordinates, cube(?::float8[])) <= ?`,
        [...box.params, centre, reach],
      ),
    )
  }
  const matches: PhotoDnaMatch[] = []
  for (const { id, photodna } of candidates) {
    const distance = squaredDistance(query, photodna)
    if (distance <= maxSquared) matches.push({ id, distance })
  }
  return matches.sort((a, b) => a.distance - b.distance || a.id - b.id)
}
