// Finding sightings by their hashes (columns.ts HASH_COLUMNS) through the hash indexes of search-schema.ts: a
// filter's exact value or leading characters, and a free-text word that could be a hash, which the words index no
// longer holds.

import type { FreeTextTerm } from '../../search/text-values.js'
import type { Condition } from './condition.js'
import type { EngineName } from '../engine/store.js'
import { HASH_COLUMNS } from './columns.js'
import { hashStartSql, HASH_START_LENGTH } from './search-schema.js'

/** What a hash must be: the whole value, or one that starts with `start` and matches the LIKE pattern `like`. */
export type HashMatch = { kind: 'equal'; value: string } | { kind: 'like'; start: string; like: string }

/** Above every character a key can hold: the last of a range of keys that start with a given text. */
const HIGHEST = '\u{10FFFF}'

/**
 * A hash column's condition (`row` names the table, as 's.' or ''). Each hash's index holds its first characters
 * (migrations 021 and 031; seven since 032), so the whole value is compared on each row the index gives. Both index
 * and column compare without regard to case (migration 004).
 */
export function hashCondition(column: string, row: string, match: HashMatch, engine: EngineName = 'sqlite'): Condition {
  // The hash columns are citext on PostgreSQL, whose LIKE then ignores case as SQLite's does.
  const own = match.kind === 'equal' ? { sql: `${row}${column} = ?`, params: [match.value] } : { sql: `${row}${column} LIKE ? ESCAPE '\\'`, params: [match.like] }
  const text = match.kind === 'equal' ? match.value : match.start
  if (match.kind === 'like' && text === '') return own
  const key = hashStartKey(engine, row + column, text, [...text].length >= HASH_START_LENGTH || match.kind === 'equal')
  return { sql: `${key.sql} AND ${own.sql}`, params: [...key.params, ...own.params] }
}

/**
 * That sighting `other` is of the same file as sighting `row` (table aliases; both have an md5): through the index of
 * `other`'s md5 start, the whole value compared on each row it gives. Camera ID's hits find their sightings by it.
 */
export function sameFileCondition(engine: EngineName, other: string, row: string): Condition {
  return { sql: `${startsEqual(engine, hashStartSql(`${other}.md5`), hashStartSql(`${row}.md5`))} AND ${other}.md5 = ${row}.md5`, params: [] }
}

/** Two hash starts equal without regard to case, as each engine's start index compares them (migration 021). */
function startsEqual(engine: EngineName, indexed: string, other: string): string {
  return engine === 'postgres' ? `${indexed}::citext = ${other}::citext` : `${indexed} = ${other} COLLATE NOCASE`
}

/**
 * The hash's start (its index) equal to the text's, or within the range of starts that begin with it, without regard
 * to case: SQLite's index is COLLATE NOCASE, PostgreSQL's is over the start as citext (migration 021).
 */
function hashStartKey(engine: EngineName, column: string, text: string, whole: boolean): Condition {
  const start = hashStartSql(column)
  if (whole) return { sql: startsEqual(engine, start, hashStartSql(engine === 'postgres' ? '?::text' : '?')), params: [text] }
  return engine === 'postgres'
    ? { sql: `${start}::citext >= ?::citext AND ${start}::citext <= ?::citext`, params: [text, text + HIGHEST] }
    : { sql: `${start} >= ? COLLATE NOCASE AND ${start} <= ? COLLATE NOCASE`, params: [text, text + HIGHEST] }
}

/**
 * The hash a free-text term could be, read as the words index reads it (unicode61, remove_diacritics 2): its letters
 * without their accents, one word of letters and digits between separators, all of it hexadecimal; null for any other
 * term. A hash is one such word, so no other term ever matched one.
 */
export function hashWord(term: FreeTextTerm): string | null {
  const words = term.text.normalize('NFD').replace(/\p{Mn}/gu, '').match(/[\p{L}\p{N}\p{Co}]+/gu)
  return words?.length === 1 && /^[0-9a-f]+$/i.test(words[0]!) ? words[0]! : null
}

/** The sightings with a hash that is the word (or, for a prefix term, starts with it): a subquery of row ids. */
export function hashWordSubquery(term: FreeTextTerm, word: string, engine: EngineName = 'sqlite'): Condition {
  const match: HashMatch = term.prefix ? { kind: 'like', start: word, like: `${word}%` } : { kind: 'equal', value: word }
  const lookups = HASH_COLUMNS.map((c) => hashCondition(c, '', match, engine))
  return {
    sql: lookups.map((c) => `SELECT id FROM sightings WHERE ${c.sql}`).join(' UNION '),
    params: lookups.flatMap((c) => c.params),
  }
}
