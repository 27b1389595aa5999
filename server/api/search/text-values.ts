// How the text values of filters read (spec-1 §3.4): quoted strings, and the words and phrases of the
// free-text filter `all`, whichever engine then looks them up.

/** "Strings allowing quoting" (spec-1 §3.4): a value in double quotes means the text inside them. */
export function unquoted(value: string): string {
  const v = value.trim()
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v
}

/** One word or "quoted phrase" a sighting must mention; with wildcards a word ending in `*` is a prefix. */
export interface FreeTextTerm {
  text: string
  prefix: boolean
}

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u

/**
 * The terms of a free-text value, each once: every word or "quoted phrase" must appear. A repeated term
 * would only be looked up again; a term without a letter or digit matches nothing an index holds.
 */
export function freeTextTerms(value: string, wildcards: boolean): FreeTextTerm[] {
  const terms = new Map<string, FreeTextTerm>()
  for (const m of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const phrase = m[1]
    const word = m[2]
    let term: FreeTextTerm
    if (phrase !== undefined) term = { text: phrase, prefix: false }
    else if (word !== undefined) term = { text: word.replace(/\*+$/, ''), prefix: wildcards && word.endsWith('*') }
    else continue
    if (!HAS_WORD_CHARACTER.test(term.text)) continue
    const key = JSON.stringify([term.text, term.prefix])
    if (!terms.has(key)) terms.set(key, term)
  }
  return [...terms.values()]
}
