// Filter values in SQLite's own pattern languages: `*` wildcard values as LIKE and GLOB patterns and as the
// trigram table's candidate patterns, and free-text terms as FTS5 queries.

import type { FreeTextTerm } from '../../search/text-values.js'

/** A `*` wildcard value as a LIKE pattern with `\` as the escape character. */
export function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%')
}

/** The same as a GLOB pattern, for case-sensitive fields: GLOB's own specials are bracketed. */
export function globPattern(value: string): string {
  return value.replace(/[[\]?]/g, (c) => `[${c}]`)
}

/** The longest trigram pattern given to the table; a longer one is cut down to its longest literal run. */
export const TRIGRAM_PATTERN_MAX = 32

/**
 * The candidates' LIKE pattern for the trigram table, which takes no ESCAPE: `*` becomes `%` and a plain
 * value is looked for anywhere. A literal % or _ also becomes `%`: as a one-character wildcard `_` would
 * break the literal runs the table needs three characters of, so "max_wild" looks for "max" then "wild".
 * The table reads one list per trigram of the pattern, so a long value (a pasted paragraph) looks for the
 * start of its longest literal run alone: every match holds it, the exact test decides, and the cost stays
 * that of a short value.
 */
export function trigramPattern(value: string, wildcards: boolean): string {
  const literal = value.replace(/[%_]/g, '%')
  const pattern = wildcards ? literal.replace(/\*/g, '%') : `%${literal}%`
  if ([...pattern].length <= TRIGRAM_PATTERN_MAX) return pattern
  return `%${longestLiteral(value).slice(0, TRIGRAM_PATTERN_MAX - 2).join('')}%`
}

/** A literal value as a LIKE pattern that matches only itself. */
export function literalLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The characters of the longest run of literal characters in a value. */
function longestLiteral(value: string): string[] {
  let longest: string[] = []
  for (const part of value.split(/[*%_]/)) {
    const chars = [...part]
    if (chars.length > longest.length) longest = chars
  }
  return longest
}

/** The length of the longest run of literal characters in a value: the trigram index needs three. */
export function longestLiteralRun(value: string): number {
  return longestLiteral(value).length
}

/** One term as an FTS5 string, its quotes doubled; a prefix term ends in `*`. */
function ftsTerm(term: FreeTextTerm): string {
  return `"${term.text.replace(/"/g, '""')}"${term.prefix ? '*' : ''}`
}

/** The FTS5 query that requires every term. */
export function freeTextQuery(terms: readonly FreeTextTerm[]): string {
  return terms.map(ftsTerm).join(' AND ')
}

/**
 * The FTS5 query for a whole value's words in one column, in order: the phrase of the value's own words, which every
 * value that equals it holds (the tokenizer folds case at least as far as the column's comparison does).
 */
export function columnPhraseQuery(column: string, value: string): string {
  return `${column} : "${value.replace(/"/g, '""')}"`
}
