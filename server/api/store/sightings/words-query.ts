// What a search asks of the words index, in the form each engine reads: SQLite's FTS5 query text, and the terms
// themselves, which PostgreSQL cuts into words as migration 021's sighting_words_query does.

import type { FreeTextTerm } from '../../search/text-values.js'
import type { EngineName } from '../engine/store.js'
import { FREE_TEXT_COLUMNS } from './columns.js'
import type { Condition } from './condition.js'
import { columnPhraseQuery, freeTextQuery } from './patterns.js'

export interface WordsQuery {
  /** The FTS5 query (patterns.ts). */
  fts5: string
  /** Every term required, each a phrase of its words, the last a prefix when the term is one. */
  terms: readonly FreeTextTerm[]
}

/** Every term mentioned by some free-text column. */
export const freeTextWords = (terms: readonly FreeTextTerm[]): WordsQuery => ({ fts5: freeTextQuery(terms), terms })

/**
 * A whole value's words in one column. On PostgreSQL in any column (its words index does not tell them apart): the
 * words only narrow, and the exact comparison on the row decides.
 */
export const columnWords = (column: string, value: string): WordsQuery => ({ fts5: columnPhraseQuery(column, value), terms: [{ text: value, prefix: false }] })

/** A row's words on PostgreSQL: the expression of migration 021's index sightings_words (`row` names the table). */
export const postgresWords = (row: string) => `sighting_words(${FREE_TEXT_COLUMNS.map((c) => row + c).join(', ')})`

/** The query's tsquery on PostgreSQL, its terms' texts and prefix flags as parameters. */
export function postgresWordsQuery(query: WordsQuery): Condition {
  return {
    sql: query.terms.map(() => 'sighting_words_query(?, ?)').join(' && '),
    params: query.terms.flatMap((term) => [term.text, term.prefix]),
  }
}

/**
 * Whether the row `s` holds the query's words, on PostgreSQL (SQLite's is text-conditions.ts wordsIndexCondition): as
 * the set of ids the words index gives, never the words of each row read (cutting a row's words costs far more than a
 * lookup, and a negated or OR-ed condition on the row would cut every row's).
 */
export function postgresWordsCondition(query: WordsQuery): Condition {
  const tsquery = postgresWordsQuery(query)
  return { sql: `s.id IN (SELECT w.id FROM sightings w WHERE ${postgresWords('w.')} @@ (${tsquery.sql}))`, params: tsquery.params }
}

/** How many sightings hold the query's words, counted up to `cap`. */
export function wordsCount(engine: EngineName, query: WordsQuery, cap: number): Condition {
  if (engine === 'sqlite') return { sql: 'SELECT count(*) AS n FROM sightings_fts WHERE sightings_fts MATCH ?', params: [query.fts5] }
  const tsquery = postgresWordsQuery(query)
  return { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM sightings s WHERE ${postgresWords('s.')} @@ (${tsquery.sql}) LIMIT ?) AS c`, params: [...tsquery.params, cap] }
}
