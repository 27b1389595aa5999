// Wildcard values (`*` with allowWildcards=true) as SQL LIKE and GLOB patterns, and free-text values as
// FTS5 queries.

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

/** "Strings allowing quoting" (spec-1 §3.4): a value in double quotes means the text inside them. */
export function unquoted(value: string): string {
  const v = value.trim()
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v
}

/**
 * The FTS5 terms of a free-text value, each once: every word or "quoted phrase" must appear; with wildcards
 * a word ending in `*` matches as a prefix. A repeated term would only be looked up again.
 */
export function freeTextTerms(value: string, wildcards: boolean): string[] {
  const terms = new Set<string>()
  for (const m of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const phrase = m[1]
    const word = m[2]
    if (phrase !== undefined) {
      if (/[\p{L}\p{N}]/u.test(phrase)) terms.add(`"${phrase}"`)
      continue
    }
    if (word === undefined) continue
    const prefix = wildcards && word.endsWith('*')
    const text = word.replace(/\*+$/, '').replace(/"/g, '""')
    if (!/[\p{L}\p{N}]/u.test(text)) continue
    terms.add(`"${text}"${prefix ? '*' : ''}`)
  }
  return [...terms]
}

/** The FTS5 query for a free-text value, all its terms required; null when it has none. */
export function freeTextQuery(value: string, wildcards: boolean): string | null {
  const terms = freeTextTerms(value, wildcards)
  return terms.length === 0 ? null : terms.join(' AND ')
}
