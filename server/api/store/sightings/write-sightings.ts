// Writing sightings through the Store, on either engine: their rows (rows.ts sightingRows), the Camera ID pictures and
// serials that refer to them, and on PostgreSQL what SQLite's triggers add: the distinct values (values-schema.ts) and
// the PhotoDNA coordinates (migration 021's sightings_photodna; SQLite queues the vectors for its R*Tree).

import { sql, type RawBuilder } from 'kysely'
import { inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { COLUMNS, sightingRows, type NewSighting, type SightingRows } from './rows.js'
import { VALUE_COLUMNS } from './values-schema.js'

/**
 * Rows a statement: 500 × 51 values stays below SQLite's 32,766 parameters and PostgreSQL's 65,535, and one statement
 * a batch instead of one a row is what makes a bulk load fast on PostgreSQL, each statement a round trip.
 */
const ROWS_PER_STATEMENT = 500

const rowOf = (values: readonly unknown[]): RawBuilder<unknown> => sql`(${sql.join(values as unknown[])})`

/** The sightings rows of a batch; their row ids by public id. */
async function insertSightingsRows(tx: Store, rows: readonly SightingRows[]): Promise<Map<string, number>> {
  const inserted = await rowsOf(
    tx,
    sql<{ id: number; image_id: string }>`INSERT INTO sightings (${sql.raw(COLUMNS.join(', '))})
      VALUES ${sql.join(rows.map((row) => rowOf(row.values)))} RETURNING id, image_id`,
  )
  return new Map(inserted.map((r) => [r.image_id, r.id]))
}

async function insertReferringRows(tx: Store, rows: readonly SightingRows[], ids: ReadonlyMap<string, number>): Promise<void> {
  const idOf = (row: SightingRows) => ids.get(row.values[0] as string)!
  const pictures = rows.flatMap((row) => (row.picture ? [rowOf([idOf(row), ...row.picture])] : []))
  if (pictures.length > 0) {
    await sql`INSERT INTO camid_pictures (sighting_id, width, height, sensor_seed, seen_month) VALUES ${sql.join(pictures)}`.execute(tx.db)
  }
  const serials = rows.flatMap((row) => row.serials.map((serial) => rowOf([idOf(row), ...serial])))
  if (serials.length > 0) {
    await sql`INSERT INTO sighting_serials (sighting_id, field, source, tag, value, serial_key, placeholder) VALUES ${sql.join(serials)}`.execute(tx.db)
  }
  if (tx.engine === 'postgres') await placePhotoDnaCoordinates(tx, rows.flatMap((row) => (row.photoDna ? [[idOf(row), row.photoDna] as const] : [])))
}

/** PostgreSQL: the PhotoDNA coordinates of sightings (id, coordinates), measured as their rows were made. */
export async function placePhotoDnaCoordinates(tx: Store, vectors: readonly (readonly [number, readonly number[]])[]): Promise<void> {
  if (vectors.length === 0) return
  const rows = vectors.map(([id, coordinates]) => sql`(${id}, cube(${[...coordinates]}::float8[]))`)
  await sql`INSERT INTO sightings_photodna (id, coordinates) VALUES ${sql.join(rows)}`.execute(tx.db)
}

/**
 * The distinct values of the batch's columns with a sorted index, added where new. SQLite's triggers add them; on
 * PostgreSQL the store does (migration 021 says why). In the values' order, so that two writers at once take the
 * unique key's locks in one order and never deadlock.
 */
async function addDistinctValues(tx: Store, rows: readonly SightingRows[]): Promise<void> {
  if (tx.engine === 'sqlite') return
  const pairs = new Map<string, [string, string]>()
  for (const row of rows) {
    for (const column of VALUE_COLUMNS) {
      const value = row.values[COLUMNS.indexOf(column as (typeof COLUMNS)[number])]
      if (typeof value === 'string') pairs.set(`${column}\u0000${value}`, [column, value])
    }
  }
  if (pairs.size === 0) return
  const sorted = [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, pair]) => pair)
  for (let at = 0; at < sorted.length; at += ROWS_PER_STATEMENT) {
    const batch = sorted.slice(at, at + ROWS_PER_STATEMENT)
    await sql`INSERT INTO sighting_values (field, value) VALUES ${sql.join(batch.map((pair) => rowOf(pair)))} ON CONFLICT (field, value) DO NOTHING`.execute(tx.db)
  }
}

/** Writes sightings' rows in one transaction; returns their public ids in order. */
export async function writeSightingRows(store: Store, rows: readonly SightingRows[]): Promise<string[]> {
  await inTransaction(store, async (tx) => {
    for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
      const batch = rows.slice(at, at + ROWS_PER_STATEMENT)
      const ids = await insertSightingsRows(tx, batch)
      await insertReferringRows(tx, batch, ids)
      await addDistinctValues(tx, batch)
    }
  })
  return rows.map((row) => row.values[0] as string)
}

/** Writes new sightings, added at `addedAt`, in one transaction; returns their public ids in order. */
export async function writeSightings(store: Store, sightings: readonly NewSighting[], addedAt: number): Promise<string[]> {
  return writeSightingRows(store, sightingRows(sightings, addedAt))
}

/** Whether any sighting is stored: a seed fills an empty table with settings unsafe for one in use. */
export async function anySightings(store: Store): Promise<boolean> {
  return (await rowsOf(store, sql<{ one: number }>`SELECT 1 AS one FROM sightings LIMIT 1`)).length > 0
}
