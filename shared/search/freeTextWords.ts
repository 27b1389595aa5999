// The words of a free-text value (the filter `all`, "Something mentions …") that the index finds only
// standing alone: it holds whole words, so a short word typed in the hope of matching part of a value
// ("mentions a") finds almost nothing. The page says so and suggests the contains form (issue 15).

/**
 * Below this many letters or digits a word is not looked for inside other words anywhere in the search:
 * free text matches whole words, and the contains search's trigram index reads three characters at a time.
 */
export const FREE_TEXT_SHORT_WORD = 3

/**
 * The short words of a value, each once, in order. Words are split as the index splits them (at anything
 * but a letter or digit); a "quoted phrase" asks for those exact words and a prefix (`ab*` with
 * wildcards) already matches inside, so neither is reported.
 */
export function shortFreeTextWords(value: string, wildcards = false): string[] {
  const short = new Set<string>()
  for (const m of value.matchAll(/"[^"]*"|(\S+)/g)) {
    const word = m[1]
    if (word === undefined || (wildcards && word.endsWith('*'))) continue
    for (const token of word.split(/[^\p{L}\p{N}]+/u)) {
      if (token !== '' && [...token].length < FREE_TEXT_SHORT_WORD) short.add(token)
    }
  }
  return [...short]
}

/** What the box says under itself about short words, or null when every word is long enough. */
export function shortWordHint(words: readonly string[]): string | null {
  if (words.length === 0) return null
  const quoted = words.map((w) => `"${w}"`)
  const list = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
  const first = words[0]!
  return (
    `${list} ${words.length === 1 ? 'is' : 'are'} shorter than ${FREE_TEXT_SHORT_WORD} characters: Search everything finds whole words only, ` +
    `so ${words.length === 1 ? 'it matches' : 'they match'} only where ${words.length === 1 ? 'it stands' : 'they stand'} alone. ` +
    `To find ${words.length === 1 ? 'it' : 'them'} inside a value, use Filter with contains on a field, e.g. Model contains ${first}.`
  )
}
