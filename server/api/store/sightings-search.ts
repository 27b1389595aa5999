// Reading sightings: one page of a compiled search with its capped count, one sighting by its public id,
// and sightings by row id for the similar search.

import type Database from 'better-sqlite3'
import { TOTAL_COUNT_CAP } from '../../../shared/api/types/sightings.js'
import { DISTANCE_FUNCTION, type Condition } from '../search/compile.js'
import { distanceMetres } from '../search/geo.js'
import { RESULT_ROW_COLUMNS, type ResultRow, type SightingRow } from '../search/result-item.js'
import { measurePendingPhotoDna } from './sightings-photodna.js'

/** Result lists read only what a result item shows; the sighting detail reads everything. */
const LIST_COLUMNS = RESULT_ROW_COLUMNS.map((c) => `s.${c}`).join(', ')

/**
 * Rows of LIST_COLUMNS read as arrays and named here: better-sqlite3 builds each row object key by key in
 * native code, which took 16 ms of a 1,000-result page against 9 ms this way.
 */
function readResultRows(statement: Database.Statement, params: unknown[]): ResultRow[] {
  const arrays = statement.raw().all(...params) as unknown[][]
  return arrays.map((values) => {
    const row: Record<string, unknown> = {}
    for (let i = 0; i < RESULT_ROW_COLUMNS.length; i++) row[RESULT_ROW_COLUMNS[i]!] = values[i]
    return row as unknown as ResultRow
  })
}
const DETAIL_COLUMNS = 's.*'

const prepared = new WeakSet<Database.Database>()

/** The SQL functions the search conditions use, once per connection. */
function prepareConnection(db: Database.Database): void {
  if (prepared.has(db)) return
  db.function(DISTANCE_FUNCTION, { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat1 === null || lon1 === null ? null : distanceMetres(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  )
  prepared.add(db)
}

export interface SearchQuery {
  conditions: readonly Condition[]
  orderBy: string
  limit: number
  offset: number
  usesPhotoDna: boolean
}

export interface SearchPage {
  rows: ResultRow[]
  /** The number of matches, counted up to TOTAL_COUNT_CAP + 1 only. */
  total: number
}

export function searchSightings(db: Database.Database, query: SearchQuery): SearchPage {
  prepareConnection(db)
  if (query.usesPhotoDna) measurePendingPhotoDna(db)
  const where = query.conditions.length ? `WHERE ${query.conditions.map((c) => `(${c.sql})`).join(' AND ')}` : ''
  const params = query.conditions.flatMap((c) => c.params)
  const rows = readResultRows(
    db.prepare(`SELECT ${LIST_COLUMNS} FROM sightings s ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`),
    [...params, query.limit, query.offset],
  )
  return { rows, total: countMatches(db, query.conditions, where, params) }
}

/** The number of matches up to TOTAL_COUNT_CAP + 1: counting a million is slow and the page shows "10,000+"
 * past the cap (spec-1 §9). A lone condition that counted itself while compiling is not counted again. */
function countMatches(db: Database.Database, conditions: readonly Condition[], where: string, params: unknown[]): number {
  const known = conditions.length === 1 ? conditions[0]!.matches : undefined
  if (known !== undefined) return Math.min(known, TOTAL_COUNT_CAP + 1)
  return db
    .prepare(`SELECT count(*) FROM (SELECT 1 FROM sightings s ${where} LIMIT ?)`)
    .pluck()
    .get(...params, TOTAL_COUNT_CAP + 1) as number
}

/** How many sightings an FTS5 query matches: fast, from the index alone. */
export function countFreeTextMatches(db: Database.Database, query: string): number {
  return db.prepare('SELECT count(*) FROM sightings_fts WHERE sightings_fts MATCH ?').pluck().get(query) as number
}

export function findSightingByImageId(db: Database.Database, imageId: string): SightingRow | undefined {
  return db.prepare(`SELECT ${DETAIL_COLUMNS} FROM sightings s WHERE s.image_id = ?`).get(imageId) as SightingRow | undefined
}

/** The rows of the given ids, in the order given. */
export function sightingsByIds(db: Database.Database, ids: readonly number[]): ResultRow[] {
  if (ids.length === 0) return []
  const rows = readResultRows(
    db.prepare(`SELECT ${LIST_COLUMNS} FROM sightings s WHERE s.id IN (SELECT value FROM json_each(?))`),
    [JSON.stringify(ids)],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
