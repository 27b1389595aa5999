// The entries (one browser bundle per area, ARCHITECTURE.md) and where each one's code starts. build.mjs
// imports this file in plain Node, so it imports nothing and uses only TypeScript that Node can erase.

export const ENTRIES = ['public', 'search', 'camid', 'bigsearch', 'uniforms', 'admin'] as const
export type Entry = (typeof ENTRIES)[number]

/** The module an entry's bundle is built from. */
export function entryPoint(entry: Entry): string {
  return `entries/${entry}/index.tsx`
}

/**
 * Entries whose page starts its first call from a small script of its own, built apart into one file with no
 * imports (build.mjs) and asked for before the entry's own files (entries/search/early.ts).
 */
export const EARLY_SCRIPTS: Partial<Record<Entry, string>> = { search: 'entries/search/early.ts' }
