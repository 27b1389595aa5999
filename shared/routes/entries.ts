// The entries (one browser bundle per area, ARCHITECTURE.md) and where each one's code starts. build.mjs
// imports this file in plain Node, so it imports nothing and uses only TypeScript that Node can erase.

export const ENTRIES = ['public', 'search', 'camid', 'bigsearch', 'uniforms', 'admin'] as const
export type Entry = (typeof ENTRIES)[number]

/** The module an entry's bundle is built from. */
export function entryPoint(entry: Entry): string {
  return `entries/${entry}/index.tsx`
}
