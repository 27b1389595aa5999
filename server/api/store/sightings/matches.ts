// Running a search's SQL conditions over `sightings s`: one page of result items in a given order, the
// newest match, and the number of matches counted only as far as the search page shows it (spec-1 §9).

import type Database from 'better-sqlite3'
import { TOTAL_COUNT_CAP } from '../../../../shared/api/types/sightings.js'
import type { SightingFilter } from '../../search/sighting-search.js'
import { cachedStatement } from '../statements.js'
import { prepareConnection } from './connection.js'
import type { Condition } from './condition.js'
import { filterConditions, usesPhotoDna } from './filter-sql.js'
import { cameraTotal, type SubqueryMatches } from './camera-driver.js'
import { measurePendingPhotoDna } from './photodna-index.js'
import { RESULT_ITEM_SQL } from './result-item-sql.js'

export interface MatchQuery {
  conditions: readonly Condition[]
  /** The PhotoDNA index must be measured up to date first. */
  usesPhotoDna: boolean
  /** The number of matches up to TOTAL_COUNT_CAP + 1, when compiling the conditions counted them already. */
  total?: number
}

export interface SearchPage {
  /** The page's result items, each as JSON text (RESULT_ITEM_SQL). */
  items: string[]
  /** The number of matches, counted up to TOTAL_COUNT_CAP + 1 only. */
  total: number
}

/** How many sightings an FTS5 query matches: fast, from the index alone. */
function countFreeTextMatches(db: Database.Database, query: string): number {
  return cachedStatement(db, 'SELECT count(*) FROM sightings_fts WHERE sightings_fts MATCH ?').pluck().get(query) as number
}

/** The conditions of a filter on this database, which the free-text conditions count matches in. */
export function matchQueryOf(db: Database.Database, filter: SightingFilter): MatchQuery {
  const count: SubqueryMatches = (subquery, cap) =>
    cachedStatement(db, `SELECT count(*) FROM (${subquery.sql} LIMIT ?)`).pluck().get(...subquery.params, cap) as number
  const total = cameraTotal(filter, count, TOTAL_COUNT_CAP + 1)
  const conditions = filterConditions(
    filter,
    (query) => countFreeTextMatches(db, query.fts5),
    (elsewhere) => cachedStatement(db, `SELECT EXISTS (${elsewhere.sql})`).pluck().get(...elsewhere.params) === 1,
    // The camera index's subquery counted once: the camera condition asks the same count, up to a smaller cap.
    total === null ? count : (_subquery, cap) => Math.min(total, cap),
  )
  return { conditions, usesPhotoDna: usesPhotoDna(filter), ...(total === null ? {} : { total }) }
}

/** The WHERE clause of a search's conditions, all required, and its parameters in order. */
export function whereOf(conditions: readonly Condition[]): { where: string; params: unknown[] } {
  return {
    where: conditions.length ? `WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}` : '',
    params: conditions.flatMap((c) => c.params),
  }
}

/** The connection's functions registered and the PhotoDNA index measured, before a query's conditions run. */
export function ready(db: Database.Database, query: MatchQuery): void {
  prepareConnection(db)
  if (query.usesPhotoDna) measurePendingPhotoDna(db)
}

/** The matches from `offset` on, at most `limit`, in the order of `orderBy`, with their capped count. */
export function pageOfMatches(db: Database.Database, query: MatchQuery, orderBy: string, limit: number, offset: number): SearchPage {
  ready(db, query)
  const { where, params } = whereOf(query.conditions)
  // The page's ids first, then their items: a sort keeps every result column of every match it sorts, and
  // building the JSON of 50,000 sorted matches for a page of 25 took longer than the search. The outer loop
  // reads the ids in the order the inner query gives them (CROSS JOIN keeps it outermost).
  const items = cachedStatement(
    db,
    `SELECT ${RESULT_ITEM_SQL} FROM (SELECT s.id AS page_id FROM sightings s ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?) AS page ` +
      'CROSS JOIN sightings s ON s.id = page.page_id',
  )
    .pluck()
    .all(...params, limit, offset) as string[]
  // A short page that is not past the end already says how many match: counting them would read every
  // candidate again, which for a search that matches little is the whole table.
  if (items.length < limit && (items.length > 0 || offset === 0)) {
    return { items, total: Math.min(offset + items.length, TOTAL_COUNT_CAP + 1) }
  }
  return { items, total: countMatches(db, query, where, params) }
}

/** The row id of the newest sighting (highest id) the conditions match, with their capped count. */
export function newestMatch(db: Database.Database, query: MatchQuery): { id: number | null; total: number } {
  ready(db, query)
  const { where, params } = whereOf(query.conditions)
  const id = cachedStatement(db, `SELECT s.id FROM sightings s ${where} ORDER BY s.id DESC LIMIT 1`).pluck().get(...params) as number | undefined
  return { id: id ?? null, total: id === undefined ? 0 : countMatches(db, query, where, params) }
}

/** The number of matches up to TOTAL_COUNT_CAP + 1: counting a million is slow and the page shows "10,000+"
 * past the cap (spec-1 §9). A query, or a lone condition, that counted itself while compiling is not counted again. */
function countMatches(db: Database.Database, query: MatchQuery, where: string, params: unknown[]): number {
  if (query.total !== undefined) return query.total
  const { conditions } = query
  const known = conditions.length === 1 ? conditions[0]!.matches : undefined
  if (known !== undefined) return Math.min(known, TOTAL_COUNT_CAP + 1)
  return cachedStatement(db, `SELECT count(*) FROM (SELECT 1 FROM sightings s ${where} LIMIT ?)`)
    .pluck()
    .get(...params, TOTAL_COUNT_CAP + 1) as number
}
