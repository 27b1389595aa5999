// What a search asks of the words index, in the form each engine reads: SQLite's FTS5 query text, and the terms
// themselves, which PostgreSQL cuts into words as migration 021's sighting_words_query does.

import type { FreeTextTerm } from '../../search/text-values.js'
import type { EngineName } from '../engine/store.js'
import { FREE_TEXT_COLUMNS } from './columns.js'
import type { Condition } from './condition.js'
import { columnPhraseQuery, freeTextQuery } from './patterns.js'
import { TOTAL_COUNT_CAP } from '../../../../shared/api/types/sightings.js'

export interface WordsQuery {
  /** The FTS5 query (patterns.ts). */
  fts5: string
  /** Every term required, each a phrase of its words, the last a prefix when the term is one. */
  terms: readonly FreeTextTerm[]
  /**
   * The terms' words wanted in any order and place (PostgreSQL): when an exact comparison on the row decides anyway,
   * the words index need not check the phrase, which it does by cutting each candidate row's words again.
   */
  anyOrder?: boolean
}

/** Every term mentioned by some free-text column. */
export const freeTextWords = (terms: readonly FreeTextTerm[]): WordsQuery => ({ fts5: freeTextQuery(terms), terms })

/**
 * A whole value's words in one column. On PostgreSQL in any column (its words index does not tell them apart): the
 * words only narrow, and the exact comparison on the row decides.
 */
export const columnWords = (column: string, value: string): WordsQuery => ({
  fts5: columnPhraseQuery(column, value),
  terms: [{ text: value, prefix: false }],
  anyOrder: true,
})

/** A row's words on PostgreSQL: the expression of migration 021's index sightings_words (`row` names the table). */
export const postgresWords = (row: string) => `sighting_words(${FREE_TEXT_COLUMNS.map((c) => row + c).join(', ')})`

/**
 * The query's tsquery on PostgreSQL, its terms' texts and prefix flags as parameters. Words in any order are looked up
 * without the common ones (migration 028): the row's comparison decides, and their posting lists cost most.
 */
export function postgresWordsQuery(query: WordsQuery): Condition {
  if (query.anyOrder) return { sql: query.terms.map(() => 'sighting_words_narrowing(?)').join(' && '), params: query.terms.map((term) => term.text) }
  return {
    sql: query.terms.map(() => 'sighting_words_query(?, ?)').join(' && '),
    params: query.terms.flatMap((term) => [term.text, term.prefix]),
  }
}

/**
 * Whether the row `s` holds the query's words, on PostgreSQL (SQLite's is text-conditions.ts wordsIndexCondition): as
 * the set of ids the words index gives, never the words of each row read (cutting a row's words costs far more than a
 * lookup, and a negated or OR-ed condition on the row would cut every row's). `matches` (wordsCount) chooses the form:
 * fewer than the search page counts, the ids first, as an array the planner cannot turn into a walk of the table in
 * the page's order (it estimates an unknown word at thousands of sightings, and walked all ten million rows cutting
 * each one's words, 221 s, for a word that no sighting holds); more, the planner's own choice, which for a word common
 * throughout finds a page within a few hundred rows ('canon', in one sighting of ten: 9 ms at ten million).
 */
export function postgresWordsCondition(query: WordsQuery, matches: number): Condition {
  const tsquery = postgresWordsQuery(query)
  const ids = `SELECT w.id FROM sightings w WHERE ${postgresWords('w.')} @@ (${tsquery.sql})`
  const few = matches <= TOTAL_COUNT_CAP
  return { sql: few ? `s.id = ANY(ARRAY(${ids}))` : `s.id IN (${ids})`, params: tsquery.params }
}

/**
 * Above this many words-index matches on SQLite, each sighting read in the page's order is looked up in the words
 * index by its row id (an FTS5 seek, some 20 µs) rather than checked against the list of every match: that list costs
 * about 0.085 µs a match to make, 80 ms for 'canon''s 942,000 at ten million, where the lookups find a page in 5 ms.
 * The two cost the same where the rows read for a page, 25 × sightings / matches, times 20 µs equal the list's cost:
 * some 250,000 matches at ten million sightings, 80,000 at a million.
 */
export const SPREAD_FREE_TEXT = 200_000

/**
 * How far above the cap the statistics' floor of a word's sightings must stand to be taken instead of a count
 * (migration 026). The floor is given only for a word in one sampled row of a hundred or more, some 300 of the 30,000
 * rows ANALYZE samples: its estimate's standard error is under 6%, and twice the cap is some 17 of them above it.
 */
export const WORD_FLOOR_MARGIN = 2

/**
 * How many sightings hold the query's words: counted up to `cap`, on SQLite at least past SPREAD_FREE_TEXT (counting
 * every match of 'jpg', ten million, took 250 ms); on PostgreSQL, for a single common word, the floor of its sightings
 * from the statistics (migration 026) instead, when it stands WORD_FLOOR_MARGIN times above the cap: counting read the
 * word's whole posting list ('canon' at ten million: 942,000 postings, 0.9 s).
 */
export function wordsCount(engine: EngineName, query: WordsQuery, cap: number): Condition {
  // SQLite counts as far as its choice of form looks (text-conditions.ts wordsIndexCondition), or the cap.
  if (engine === 'sqlite') {
    return { sql: 'SELECT count(*) AS n FROM (SELECT 1 FROM sightings_fts WHERE sightings_fts MATCH ? LIMIT ?)', params: [query.fts5, Math.max(cap, SPREAD_FREE_TEXT + 1)] }
  }
  const tsquery = postgresWordsQuery(query)
  const counted = `SELECT count(*) FROM (SELECT 1 FROM sightings s WHERE ${postgresWords('s.')} @@ (${tsquery.sql}) LIMIT ?) AS c`
  const [term, ...others] = query.terms
  if (!term || others.length > 0 || term.prefix) return { sql: `SELECT (${counted}) AS n`, params: [...tsquery.params, cap] }
  return {
    sql: `SELECT CASE WHEN f.floor >= ? THEN f.floor::bigint ELSE (${counted}) END AS n FROM (SELECT sighting_words_at_least(?) AS floor) AS f`,
    params: [WORD_FLOOR_MARGIN * cap, ...tsquery.params, cap, term.text],
  }
}
