// A text field's condition (spec-1 §3.4: is and contains, in their positive form; a serial from any source), narrowed
// first by what its column has (columns.ts): its sorted index and distinct values, the words index, the trigram
// table, or its hash index. Each narrowing gives candidates only; the exact comparison on the row decides.

import type { Requirement } from '../../search/sighting-search.js'
import { TOTAL_COUNT_CAP } from '../../../../shared/api/types/sightings.js'
import { serialKey } from '../../../../shared/metadata/serial-key.js'
import { FIELD_COLUMNS, HASH_COLUMNS, TRIGRAM_COLUMNS, WORD_FOUND_COLUMNS } from './columns.js'
import type { SubqueryMatches } from './camera-driver.js'
import type { Condition } from './condition.js'
import { hashCondition } from './hash-conditions.js'
import type { EngineName } from '../engine/store.js'
import { globPattern, likePattern, literalLike, longestLiteralRun, trigramPattern } from './patterns.js'
import { VALUE_COLUMNS } from './values-schema.js'
import { columnWords, postgresWordsCondition, SPREAD_FREE_TEXT, type WordsQuery } from './words-query.js'

export type TextRequirement = Extract<Requirement, { kind: 'text' }>

/**
 * How many sightings a query of the words index matches (SQLite's FTS5 counts fast; PostgreSQL counts up to the
 * search page's cap, as far as any use of the number looks).
 */
export type FreeTextMatches = (query: WordsQuery) => number

/**
 * Whether any serial kept from another source (sighting_serials) matches this condition: when none does,
 * the filter stays on the column's own index, as fast as before the other sources were kept.
 */
export type SerialsElsewhere = (condition: Condition) => boolean

/**
 * Above this many words-index matches, reading sightings latest first and checking each against the matches finds a
 * page sooner than sorting every match by date.
 */
export const COMMON_FREE_TEXT = 5000

/** The columns whose values sighting_serials also keeps from every source (issue 12 §1). */
const SERIAL_COLUMNS: readonly string[] = ['serial_number', 'internal_serial_number', 'lens_serial_number']

/** The column of a field that holds a value of its own (search/criteria.ts hasOwnValue). */
export function columnOf(field: string): string {
  const column = FIELD_COLUMNS[field]
  if (column === undefined) throw new Error(`no column holds the field ${field}`)
  return column
}

/**
 * The sightings whose row id is among an FTS5 query's matches: driven by those matches when they are few; checked
 * against them when they are many (the unary + keeps SQLite from driving the query from them).
 */
export function wordsIndexCondition(query: WordsQuery, freeTextMatches: FreeTextMatches, engine: EngineName = 'sqlite'): Condition {
  const matches = freeTextMatches(query)
  // PostgreSQL's form is chosen by the same number (words-query.ts postgresWordsCondition).
  if (engine === 'postgres') return { ...postgresWordsCondition(query, matches), matches }
  if (matches > SPREAD_FREE_TEXT) {
    return { sql: 'EXISTS (SELECT 1 FROM sightings_fts f WHERE f.sightings_fts MATCH ? AND f.rowid = s.id)', params: [query.fts5], matches }
  }
  return { sql: `${rowIdOf(matches)} IN (SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH ?)`, params: [query.fts5], matches }
}

/**
 * A case-insensitive LIKE of a text expression: SQLite's LIKE is one; PostgreSQL's is ILIKE, on the value as text, which
 * is what its trigram indexes hold (migration 021).
 */
export const likeWithoutCase = (engine: EngineName, expression: string) =>
  engine === 'sqlite' ? `${expression} LIKE ? ESCAPE '\\'` : `${expression}::text ILIKE ? ESCAPE '\\'`

/** A case-sensitive `*` pattern: SQLite's GLOB (globPattern), PostgreSQL's LIKE on the value as text (likePattern). */
const caseSensitiveMatch = (engine: EngineName, expression: string, value: string) =>
  engine === 'sqlite' ? { sql: `${expression} GLOB ?`, param: globPattern(value) } : { sql: `${expression}::text LIKE ? ESCAPE '\\'`, param: likePattern(value) }

/** The row id as a condition on a set of `matches` sightings names it: plain to drive the query, + to check against it. */
export const rowIdOf = (matches: number) => (matches > COMMON_FREE_TEXT ? '+s.id' : 's.id')

/**
 * The sightings with a serial of this column, from any source, that matches the value: an exact value
 * by its comparison form (serialKey: Nikon's 'NO= -1000f46' is '-1000f46'), a wildcard as written.
 */
export function serialsElsewhereCondition(text: TextRequirement, column: string, engine: EngineName = 'sqlite'): Condition {
  const match = !text.wildcard
    ? { sql: 'serial_key = ?', param: serialKey(text.value) }
    : text.caseSensitive
      ? caseSensitiveMatch(engine, 'value', text.value)
      : { sql: likeWithoutCase(engine, 'value'), param: likePattern(text.value) }
  return { sql: `SELECT sighting_id FROM sighting_serials WHERE field = ? AND ${match.sql}`, params: [column, match.param] }
}

/** is / contains on a text field, positive form; a serial also from any source. */
export function textCondition(
  text: TextRequirement,
  freeTextMatches: FreeTextMatches,
  serialsElsewhere: SerialsElsewhere,
  engine: EngineName = 'sqlite',
  subqueryMatches: SubqueryMatches = () => 0,
): Condition {
  const column = columnOf(text.field)
  const own = columnTextCondition(text, column, freeTextMatches, engine, subqueryMatches)
  if (!SERIAL_COLUMNS.includes(column)) return own
  const elsewhere = serialsElsewhereCondition(text, column, engine)
  if (!serialsElsewhere(elsewhere)) return own
  return { sql: `(${own.sql}) OR s.id IN (${elsewhere.sql})`, params: [...own.params, ...elsewhere.params] }
}

/**
 * A wildcard value on a column of distinct values (values-schema.ts): the values that match, then the sightings
 * holding them through the column's sorted index. On PostgreSQL, when they fill the search page's count, the pattern
 * is tested on each row instead: `*wolf*`'s 12,000 usernames hold 600,000 sightings of ten million, and the planner
 * compared each sighting read in the page's order with every value (3.6 million citext comparisons, 0.8 s); tested on
 * each row, a page is found within a few hundred rows (20 ms). SQLite keeps the join at any count: its username index
 * holds the date, so the 600,000 are read and sorted from the index alone (58 ms), where a walk in date order reads
 * each row (some 36 µs): `*nomad7*`'s 25,000 sightings, clustered in time, took 3 ms joined and 360 ms walked.
 * A case-sensitive pattern stays joined: the column compares without case, the pattern with it.
 */
function valuesCondition(text: TextRequirement, column: string, engine: EngineName, subqueryMatches: SubqueryMatches): Condition {
  if (engine === 'sqlite') return sqliteValuesJoined(text, column)
  const joined = postgresValuesJoined(text, column)
  if (text.caseSensitive) return joined
  const matches = subqueryMatches({ sql: `SELECT 1 FROM sightings s WHERE ${joined.sql}`, params: joined.params }, TOTAL_COUNT_CAP + 1)
  return { ...(matches <= TOTAL_COUNT_CAP ? joined : exactCondition(text, column, engine)), matches }
}

/** SQLite's values: found through their trigram index when the value has three literal characters in a row. */
function sqliteValuesJoined(text: TextRequirement, column: string): Condition {
  const { value } = text
  const exact = text.caseSensitive ? { sql: 'v.value GLOB ?', param: globPattern(value) } : { sql: "v.value LIKE ? ESCAPE '\\'", param: likePattern(value) }
  const narrowed = longestLiteralRun(value) >= 3
  const candidates = narrowed ? 'v.id IN (SELECT rowid FROM sighting_values_trigram WHERE value LIKE ?) AND ' : ''
  return {
    sql: `s.${column} IN (SELECT v.value FROM sighting_values v WHERE ${candidates}v.field = ? AND ${exact.sql})`,
    params: [...(narrowed ? [trigramPattern(value, true)] : []), column, exact.param],
  }
}

/**
 * PostgreSQL's values: the value's trigram index (pg_trgm) serves the pattern itself, and the values found are
 * compared as the column compares (citext), so that its sorted index reads their sightings.
 */
function postgresValuesJoined(text: TextRequirement, column: string): Condition {
  const match = text.caseSensitive ? caseSensitiveMatch('postgres', 'v.value', text.value) : { sql: likeWithoutCase('postgres', 'v.value'), param: likePattern(text.value) }
  return {
    sql: `s.${column} IN (SELECT v.value::citext FROM sighting_values v WHERE v.field = ? AND ${match.sql})`,
    params: [column, match.param],
  }
}

/** A value's text before its first wildcard: every match starts with it. */
const leadingText = (value: string) => value.slice(0, value.indexOf('*') === -1 ? value.length : value.indexOf('*'))

/**
 * The candidates of a text requirement on a column without distinct values: the words index for an exact value on a
 * column found by words (its words, in that column, in that order: every sighting holding the value holds them),
 * else the trigram table when the column is in it and the value has three literal characters in a row; null when
 * neither helps. A value without an ASCII letter or digit may have no words at all, which would find nothing.
 */
function candidatesCondition(text: TextRequirement, column: string, freeTextMatches: FreeTextMatches, engine: EngineName): Condition | null {
  const { value, wildcard: pattern } = text
  if (!pattern && WORD_FOUND_COLUMNS.includes(column) && /[0-9A-Za-z]/.test(value)) {
    return wordsIndexCondition(columnWords(column, value), freeTextMatches, engine)
  }
  // PostgreSQL's trigram indexes serve the exact test's own LIKE (exactCondition); tags' only the tags' whole text.
  if (engine === 'postgres') {
    if (column !== 'tags' || longestLiteralRun(value) < 3) return null
    return { sql: likeWithoutCase(engine, 's.tags'), params: [`%${pattern ? likePattern(value) : literalLike(value)}%`] }
  }
  // The trigram table uses its index only for a LIKE without ESCAPE, so a literal % or _ widens the candidates.
  // Tags are joined in one text, so a tag's pattern may stand anywhere in it.
  if (TRIGRAM_COLUMNS.includes(column) && longestLiteralRun(value) >= 3) {
    const like = column === 'tags' ? trigramPattern(`*${value}*`.replace(/\*+/g, '*'), true) : trigramPattern(value, pattern)
    return { sql: `s.id IN (SELECT rowid FROM sightings_trigram WHERE ${column} LIKE ?)`, params: [like] }
  }
  return null
}

/** The exact test of a text requirement on the row. */
function exactCondition(text: TextRequirement, column: string, engine: EngineName): Condition {
  const { value, wildcard: pattern } = text
  // Tags are stored joined by commas: a value matches one whole tag.
  if (column === 'tags') return { sql: likeWithoutCase(engine, "(',' || s.tags || ',')"), params: [`%,${pattern ? likePattern(value) : literalLike(value)},%`] }
  if (pattern && text.caseSensitive) {
    const match = caseSensitiveMatch(engine, `s.${column}`, value)
    return { sql: match.sql, params: [match.param] }
  }
  if (pattern) return { sql: likeWithoutCase(engine, `s.${column}`), params: [likePattern(value)] }
  return { sql: `s.${column} = ?`, params: [value] }
}

/** A text requirement on the column itself. */
function columnTextCondition(
  text: TextRequirement,
  column: string,
  freeTextMatches: FreeTextMatches,
  engine: EngineName,
  subqueryMatches: SubqueryMatches,
): Condition {
  if (text.wildcard && VALUE_COLUMNS.includes(column)) return valuesCondition(text, column, engine, subqueryMatches)
  if (HASH_COLUMNS.includes(column)) {
    const match = text.wildcard ? { kind: 'like' as const, start: leadingText(text.value), like: likePattern(text.value) } : { kind: 'equal' as const, value: text.value }
    return hashCondition(column, 's.', match, engine)
  }
  const conditions = [candidatesCondition(text, column, freeTextMatches, engine), exactCondition(text, column, engine)].filter((c): c is Condition => c !== null)
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) }
}
