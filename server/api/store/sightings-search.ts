// Reading sightings: one page of a compiled search with its capped count, one sighting by its public id,
// and sightings by row id for the similar search.

import type Database from 'better-sqlite3'
import { TOTAL_COUNT_CAP } from '../../../shared/api/types/sightings.js'
import { DISTANCE_FUNCTION, type Condition } from '../search/compile.js'
import { distanceMetres } from '../search/geo.js'
import { DETAIL_ONLY_SQL, RESULT_ITEM_SQL, registerResultItemFunctions, type DetailOnlyRow } from '../search/result-item.js'
import { measurePendingPhotoDna } from './sightings-photodna.js'
import { cachedStatement } from './statements.js'

const prepared = new WeakSet<Database.Database>()

/** The SQL functions the search conditions and the result items use, once per connection. */
function prepareConnection(db: Database.Database): void {
  if (prepared.has(db)) return
  db.function(DISTANCE_FUNCTION, { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat1 === null || lon1 === null ? null : distanceMetres(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  )
  registerResultItemFunctions(db)
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
  /** The page's result items, each as JSON text (RESULT_ITEM_SQL). */
  items: string[]
  /** The number of matches, counted up to TOTAL_COUNT_CAP + 1 only. */
  total: number
}

export function searchSightings(db: Database.Database, query: SearchQuery): SearchPage {
  prepareConnection(db)
  if (query.usesPhotoDna) measurePendingPhotoDna(db)
  const { where, params } = whereOf(query.conditions)
  // The page's ids first, then their items: a sort keeps every result column of every match it sorts, and
  // building the JSON of 50,000 sorted matches for a page of 25 took longer than the search. The outer loop
  // reads the ids in the order the inner query gives them (CROSS JOIN keeps it outermost).
  const items = cachedStatement(
    db,
    `SELECT ${RESULT_ITEM_SQL} FROM (SELECT s.id AS page_id FROM sightings s ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?) AS page ` +
      'CROSS JOIN sightings s ON s.id = page.page_id',
  )
    .pluck()
    .all(...params, query.limit, query.offset) as string[]
  // A short page that is not past the end already says how many match: counting them would read every
  // candidate again, which for a search that matches little is the whole table.
  if (items.length < query.limit && (items.length > 0 || query.offset === 0)) {
    return { items, total: Math.min(query.offset + items.length, TOTAL_COUNT_CAP + 1) }
  }
  return { items, total: countMatches(db, query.conditions, where, params) }
}

/** The WHERE clause of a search's conditions, all required, and its parameters in order. */
function whereOf(conditions: readonly Condition[]): { where: string; params: unknown[] } {
  return {
    where: conditions.length ? `WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}` : '',
    params: conditions.flatMap((c) => c.params),
  }
}

/** The row id of the newest sighting (highest id) the conditions match, with their capped count. */
export function newestMatch(db: Database.Database, query: Pick<SearchQuery, 'conditions' | 'usesPhotoDna'>): { id: number | null; total: number } {
  prepareConnection(db)
  if (query.usesPhotoDna) measurePendingPhotoDna(db)
  const { where, params } = whereOf(query.conditions)
  const id = cachedStatement(db, `SELECT s.id FROM sightings s ${where} ORDER BY s.id DESC LIMIT 1`).pluck().get(...params) as number | undefined
  return { id: id ?? null, total: id === undefined ? 0 : countMatches(db, query.conditions, where, params) }
}

/** The number of matches up to TOTAL_COUNT_CAP + 1: counting a million is slow and the page shows "10,000+"
 * past the cap (spec-1 §9). A lone condition that counted itself while compiling is not counted again. */
function countMatches(db: Database.Database, conditions: readonly Condition[], where: string, params: unknown[]): number {
  const known = conditions.length === 1 ? conditions[0]!.matches : undefined
  if (known !== undefined) return Math.min(known, TOTAL_COUNT_CAP + 1)
  return cachedStatement(db, `SELECT count(*) FROM (SELECT 1 FROM sightings s ${where} LIMIT ?)`)
    .pluck()
    .get(...params, TOTAL_COUNT_CAP + 1) as number
}

/** How many sightings an FTS5 query matches: fast, from the index alone. */
export function countFreeTextMatches(db: Database.Database, query: string): number {
  return cachedStatement(db, 'SELECT count(*) FROM sightings_fts WHERE sightings_fts MATCH ?').pluck().get(query) as number
}

export function findSightingByImageId(db: Database.Database, imageId: string): DetailOnlyRow | undefined {
  prepareConnection(db)
  return cachedStatement(db, `SELECT ${RESULT_ITEM_SQL} AS item, ${DETAIL_ONLY_SQL} FROM sightings s WHERE s.image_id = ?`).get(imageId) as
    | DetailOnlyRow
    | undefined
}

/** The result items (JSON text) of the given row ids, by id. */
export function resultItemsByIds(db: Database.Database, ids: readonly number[]): Map<number, string> {
  if (ids.length === 0) return new Map()
  prepareConnection(db)
  const rows = cachedStatement(db, `SELECT s.id, ${RESULT_ITEM_SQL} FROM sightings s WHERE s.id IN (SELECT value FROM json_each(?))`)
    .raw()
    .all(JSON.stringify(ids)) as [number, string][]
  return new Map(rows)
}
