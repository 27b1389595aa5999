// A bulk load of sightings into PostgreSQL (the seed tool's, seed/load.ts): each batch one statement a table, its
// columns sent as arrays and unnested (pg-copy-streams, which COPY from the client needs, is not installed), with
// the sightings' secondary indexes dropped while loading and built once at the end, as SQLite's loader drops and
// rebuilds its own (indexes.ts): GIN and GiST indexes cost far more row by row than built over the whole table.

import { sql } from 'kysely'
import { inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import type { RebuildReport } from './indexes.js'
import { COLUMNS, type SightingRows } from './rows.js'
import { VALUE_COLUMNS } from './values-schema.js'

/** Each column's array type: its values are sent as one array a column (citext columns take text). */
const BIGINT_COLUMNS = new Set([
  'date_time_original', 'date_first_seen', 'date_last_seen', 'filesize', 'width', 'height', 'orientation', 'longest_edge',
  'shortest_edge', 'known_abuse', 'added_at',
])
const DOUBLE_COLUMNS = new Set(['latitude', 'longitude', 'cell_latitude', 'cell_longitude'])
const arrayType = (column: string) =>
  BIGINT_COLUMNS.has(column) ? 'bigint[]' : DOUBLE_COLUMNS.has(column) ? 'float8[]' : column === 'photodna' ? 'bytea[]' : 'text[]'

/** `INSERT INTO table (columns) SELECT * FROM unnest(arrays)`, one array a column. */
function unnestInsert(table: string, columns: readonly string[], types: readonly string[], values: readonly unknown[][], returning = '') {
  const arrays = columns.map((_, i) => sql`${values.map((row) => row[i])}::${sql.raw(types[i]!)}`)
  return sql<{ id: number; image_id: string }>`INSERT INTO ${sql.table(table)} (${sql.raw(columns.join(', '))}) SELECT * FROM unnest(${sql.join(arrays)})${sql.raw(returning)}`
}

/** One batch: its sightings, then their pictures, serials and PhotoDNA coordinates, by the ids given to the rows. */
async function loadBatch(store: Store, batch: readonly SightingRows[]): Promise<void> {
  await inTransaction(store, async (tx) => {
    const inserted = await rowsOf(tx, unnestInsert('sightings', COLUMNS, COLUMNS.map(arrayType), batch.map((row) => row.values), ' RETURNING id, image_id'))
    const ids = new Map(inserted.map((r) => [r.image_id, r.id]))
    const idOf = (row: SightingRows) => ids.get(row.values[0] as string)!
    const pictures = batch.flatMap((row) => (row.picture ? [[idOf(row), ...row.picture]] : []))
    if (pictures.length > 0) {
      await unnestInsert('camid_pictures', ['sighting_id', 'width', 'height', 'sensor_seed', 'seen_month'], ['bigint[]', 'bigint[]', 'bigint[]', 'bigint[]', 'bigint[]'], pictures).execute(tx.db)
    }
    const serials = batch.flatMap((row) => row.serials.map((serial) => [idOf(row), ...serial]))
    if (serials.length > 0) {
      const columns = ['sighting_id', 'field', 'source', 'tag', 'value', 'serial_key', 'placeholder']
      await unnestInsert('sighting_serials', columns, ['bigint[]', ...columns.slice(1).map(() => 'text[]')], serials).execute(tx.db)
    }
    const vectors = batch.flatMap((row) => (row.photoDna ? [[idOf(row), `(${row.photoDna.join(', ')})`]] : []))
    if (vectors.length > 0) await unnestInsert('sightings_photodna', ['id', 'coordinates'], ['bigint[]', 'cube[]'], vectors).execute(tx.db)
  })
}

/** The tables a load writes most, whose secondary indexes it drops while it loads. */
export const LOADED_TABLES: readonly string[] = ['sightings', 'sightings_photodna']

/** The secondary indexes of the loaded tables, with their definitions, to drop now and build after. */
export async function secondaryIndexes(store: Store): Promise<{ name: string; definition: string }[]> {
  return rowsOf(
    store,
    sql<{ name: string; definition: string }>`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(LOADED_TABLES)})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname) ORDER BY i.indexname`,
  )
}

/** Optional steps of the load, as the seed tool reports them. */
export interface PostgresLoadPlan {
  /** Called after each batch with the number inserted so far. */
  onBatch?: (inserted: number) => void
  /** Called when every row is in and the search indexes are being built. */
  onRebuild?: () => void
  /** Called as each step of building the search indexes ends. */
  onRebuildStep?: RebuildReport
  /** Asked before each batch: true ends the load there (a service stopping), and the search is rebuilt. */
  stopped?: () => boolean
}

/**
 * Loads the batches' sightings; returns how many. The search indexes are built again when the load ends, also when it
 * stops early or fails. A process killed in between leaves them missing (their definitions are migration 021's).
 */
export async function loadSightingsIntoPostgres(store: Store, batches: Iterable<readonly SightingRows[]>, plan: PostgresLoadPlan = {}): Promise<number> {
  if (store.engine !== 'postgres') throw new Error('loadSightingsIntoPostgres loads into PostgreSQL only')
  const indexes = await secondaryIndexes(store)
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(store.db)
  let inserted = 0
  try {
    for (const batch of batches) {
      if (plan.stopped?.()) break
      await loadBatch(store, batch)
      inserted += batch.length
      plan.onBatch?.(inserted)
    }
  } finally {
    plan.onRebuild?.()
    await rebuild(store, indexes, plan.onRebuildStep)
  }
  return inserted
}

/** The distinct values of the loaded rows, which a load adds once at its end (and a start after a stopped load). */
export async function addDistinctValues(db: Store['db']): Promise<void> {
  for (const column of VALUE_COLUMNS) {
    await sql`INSERT INTO sighting_values (field, value) SELECT DISTINCT ${column}, ${sql.ref(column)}::text FROM sightings
      WHERE ${sql.ref(column)} IS NOT NULL ORDER BY 2 ON CONFLICT (field, value) DO NOTHING`.execute(db)
  }
}

/** Runs one step of a rebuild and reports its time. */
export async function timed(name: string, work: () => Promise<unknown>, report?: RebuildReport): Promise<void> {
  const started = Date.now()
  await work()
  report?.(name, Date.now() - started)
}

/** How many indexes are built at once, each on its own connection: a GIN index is built by one process alone. */
const INDEX_BUILDERS = 2
/** The least memory each build is given to sort in; a server set higher (a bench's, an agency's) keeps its own. */
const LEAST_MAINTENANCE_MEMORY = '256MB'

/**
 * The indexes built again, largest first, on INDEX_BUILDERS connections at once with room to sort; then the distinct
 * values added and the tables vacuumed and analysed.
 */
async function rebuild(store: Store, indexes: readonly { name: string; definition: string }[], report?: RebuildReport): Promise<void> {
  const waiting = [...indexes].sort((a, b) => buildOrder(a.definition) - buildOrder(b.definition))
  const builder = () =>
    store.db.connection().execute(async (db) => {
      await roomToSort(db)
      for (let index = waiting.shift(); index; index = waiting.shift()) {
        const { name, definition } = index
        await timed(name, () => sql.raw(definition).execute(db), report)
      }
      await sql`RESET maintenance_work_mem`.execute(db)
    })
  await Promise.all(Array.from({ length: INDEX_BUILDERS }, builder))
  await store.db.connection().execute(async (db) => {
    await timed('sighting_values', () => addDistinctValues(db), report)
    await timed('statistics', () => refreshLoadedStatistics(db), report)
  })
}

/**
 * VACUUM and the statistics of every table a load writes, after a load and after a stopped load's repair. VACUUM marks
 * the loaded pages all-visible, without which a count read from an index alone (exists=location's 10,001 located
 * sightings) visits every row's page (54 ms against 3.5 at 50,000 sightings). Outside a transaction: VACUUM may not run
 * in one.
 */
export async function refreshLoadedStatistics(db: Store['db']): Promise<void> {
  await sql`VACUUM (ANALYZE) sightings, sightings_photodna, sighting_values, sighting_serials, camid_pictures`.execute(db)
}

/** The words index first, then the other GIN and GiST indexes, then the sorted ones: the longest builds start first. */
function buildOrder(definition: string): number {
  if (definition.includes('sighting_words(')) return 0
  return /USING (gin|gist)/.test(definition) ? 1 : 2
}

/** maintenance_work_mem raised to LEAST_MAINTENANCE_MEMORY for this connection, never lowered. */
async function roomToSort(db: Store['db']): Promise<void> {
  const { rows } = await sql<{ low: boolean }>`SELECT pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes(${LEAST_MAINTENANCE_MEMORY}) AS low`.execute(db)
  if (rows[0]?.low) await sql`SET maintenance_work_mem = ${sql.lit(LEAST_MAINTENANCE_MEMORY)}`.execute(db)
}
