// Running a search's conditions through the Store, on either engine: compiling a filter, whose choices of index ask
// the engine how many sightings some parts match; one page of result items in a given order; the newest match; and
// the number of matches counted only as far as the search page shows it (spec-1 §9).

import { TOTAL_COUNT_CAP } from '../../../../shared/api/types/sightings.js'
import type { SightingFilter } from '../../search/sighting-search.js'
import { firstOf, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { cameraTotal, type SubqueryMatches } from './camera-driver.js'
import type { Condition } from './condition.js'
import { filterConditions, usesPhotoDna } from './filter-sql.js'
import type { MatchQuery, SearchPage } from './matches.js'
import { whereOf } from './matches.js'
import { measureQueuedPhotoDna } from './photodna-lookup.js'
import { queryOf } from './query-text.js'
import { resultItemOfRow, resultItemSelect } from './result-item-sql.js'
import { withSearchFunctions } from './search-functions.js'
import { wordsCount } from './words-query.js'

/**
 * The conditions of a filter on this store. Compiling is synchronous (filter-sql.ts) and asks counts as it goes; here
 * each count it asks is answered from what the store said, and what it has not said yet is asked of the store after
 * the pass, then the filter compiled again, until a pass asks nothing new (a second pass for most filters that ask).
 */
export async function compileFilter(store: Store, filter: SightingFilter): Promise<MatchQuery> {
  const answers = new Map<string, number>()
  for (;;) {
    const unanswered = new Map<string, Condition>()
    const ask = (query: Condition): number => {
      const key = JSON.stringify([query.sql, query.params])
      const answer = answers.get(key)
      if (answer === undefined) unanswered.set(key, query)
      return answer ?? 0
    }
    const count: SubqueryMatches = (subquery, cap) => ask({ sql: `SELECT count(*) AS n FROM (${subquery.sql} LIMIT ?) AS c`, params: [...subquery.params, cap] })
    const total = cameraTotal(filter, count, TOTAL_COUNT_CAP + 1, store.engine)
    const conditions = filterConditions(
      filter,
      (query) => ask(wordsCount(store.engine, query, TOTAL_COUNT_CAP + 1)),
      (elsewhere) => ask({ sql: `SELECT CASE WHEN EXISTS (${elsewhere.sql}) THEN 1 ELSE 0 END AS n`, params: elsewhere.params }) === 1,
      // The camera index's subquery counted once: the camera condition asks the same count, up to a smaller cap.
      total === null ? count : (_subquery, cap) => Math.min(total, cap),
      store.engine,
    )
    if (unanswered.size === 0) return { conditions, usesPhotoDna: usesPhotoDna(filter), ...(total === null ? {} : { total }) }
    for (const [key, query] of unanswered) answers.set(key, (await firstOf(store, queryOf<{ n: number }>(query.sql, query.params)))!.n)
  }
}

/** The engine's functions registered (SQLite) and the PhotoDNA index measured, before a query's conditions run. */
export async function readyToRun(store: Store, query: MatchQuery): Promise<void> {
  await withSearchFunctions(store)
  if (query.usesPhotoDna) await measureQueuedPhotoDna(store)
}

/**
 * The page's ids first, then their items: a sort keeps every result column of every match it sorts, and building the
 * JSON of 50,000 sorted matches for a page of 25 took longer than the search. The items come in the order the inner
 * query gives the ids: SQLite keeps it with CROSS JOIN (the ids' loop outermost); PostgreSQL numbers the ids and sorts
 * by that number.
 */
function pageSql(store: Store, where: string, orderBy: string): string {
  const ids = `SELECT s.id AS page_id FROM sightings s ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`
  if (store.engine === 'sqlite') return `SELECT ${resultItemSelect('sqlite')} FROM (${ids}) AS page CROSS JOIN sightings s ON s.id = page.page_id`
  return (
    `SELECT ${resultItemSelect('postgres')} FROM (SELECT page_id, row_number() OVER () AS at FROM (${ids}) AS ordered) AS page ` +
    'JOIN sightings s ON s.id = page.page_id ORDER BY page.at'
  )
}

/** The matches from `offset` on, at most `limit`, in the order of `orderBy`, with their capped count. */
export async function pageOf(store: Store, query: MatchQuery, orderBy: string, limit: number, offset: number): Promise<SearchPage> {
  await readyToRun(store, query)
  const { where, params } = whereOf(query.conditions)
  const rows = await rowsOf(store, queryOf<object>(pageSql(store, where, orderBy), [...params, limit, offset]))
  const items = rows.map((row) => resultItemOfRow(store.engine, row))
  // A short page that is not past the end already says how many match: counting them would read every candidate
  // again, which for a search that matches little is the whole table.
  if (items.length < limit && (items.length > 0 || offset === 0)) {
    return { items, total: Math.min(offset + items.length, TOTAL_COUNT_CAP + 1) }
  }
  return { items, total: await countOf(store, query, TOTAL_COUNT_CAP + 1) }
}

/** The row id of the newest sighting (highest id) the conditions match, with their capped count. */
export async function newestOf(store: Store, query: MatchQuery): Promise<{ id: number | null; total: number }> {
  await readyToRun(store, query)
  const { where, params } = whereOf(query.conditions)
  const row = await firstOf(store, queryOf<{ id: number }>(`SELECT s.id AS id FROM sightings s ${where} ORDER BY s.id DESC LIMIT 1`, params))
  return { id: row?.id ?? null, total: row === undefined ? 0 : await countOf(store, query, TOTAL_COUNT_CAP + 1) }
}

/**
 * The number of matches up to `cap`. Up to the search page's cap, a query or a lone condition that counted itself
 * while compiling is not counted again.
 */
export async function countOf(store: Store, query: MatchQuery, cap: number): Promise<number> {
  if (cap <= TOTAL_COUNT_CAP + 1) {
    if (query.total !== undefined) return Math.min(query.total, cap)
    const known = query.conditions.length === 1 ? query.conditions[0]!.matches : undefined
    if (known !== undefined && cap === TOTAL_COUNT_CAP + 1) return Math.min(known, cap)
  }
  await readyToRun(store, query)
  const { where, params } = whereOf(query.conditions)
  const row = await firstOf(store, queryOf<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM sightings s ${where} LIMIT ?) AS c`, [...params, cap]))
  return row!.n
}

