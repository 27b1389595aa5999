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

/**
 * The candidates' LIKE pattern for the trigram table, which takes no ESCAPE: `*` becomes `%` and a plain
 * value is looked for anywhere. A literal % or _ also becomes `%`: as a one-character wildcard `_` would
 * break the literal runs the table needs three characters of, so "max_wild" looks for "max" then "wild".
 */
export function trigramPattern(value: string, wildcards: boolean): string {
  const literal = value.replace(/[%_]/g, '%')
  return wildcards ? literal.replace(/\*/g, '%') : `%${literal}%`
}

/** A literal value as a LIKE pattern that matches only itself. */
export function literalLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The longest run of literal characters in a value: the trigram index needs three. */
export function longestLiteralRun(value: string): number {
  return Math.max(0, ...value.split(/[*%_]/).map((part) => [...part].length))
}

/** "Strings allowing quoting" (spec-1 §3.4): a value in double quotes means the text inside them. */
export function unquoted(value: string): string {
  const v = value.trim()
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v
}

/**
 * The FTS5 query for a free-text value: every word or "quoted phrase" must appear; with wildcards a word
 * ending in `*` matches as a prefix. Null when the value holds nothing to search for.
 */
export function freeTextQuery(value: string, wildcards: boolean): string | null {
  const terms: string[] = []
  for (const m of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const phrase = m[1]
    const word = m[2]
    if (phrase !== undefined) {
      if (/[\p{L}\p{N}]/u.test(phrase)) terms.push(`"${phrase}"`)
      continue
    }
    if (word === undefined) continue
    const prefix = wildcards && word.endsWith('*')
    const text = word.replace(/\*+$/, '').replace(/"/g, '""')
    if (!/[\p{L}\p{N}]/u.test(text)) continue
    terms.push(`"${text}"${prefix ? '*' : ''}`)
  }
  return terms.length === 0 ? null : terms.join(' AND ')
}
