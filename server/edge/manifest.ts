// The build manifest (written by build.mjs): which files each entry loads, read once at start-up.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ENTRIES, type Entry } from '../../shared/routes/entries.js'

export interface EntryAssets {
  script: string
  /**
   * The page's early script, when the area has one: a module run as soon as it arrives, without waiting for the
   * entry, to start the page's first call (entries/search/early.ts).
   */
  early?: string
  /** Chunks the entry (and its early script) import at once: preloaded with the page. */
  imports: string[]
  /** Chunks it may import later (maps, charts, exports). */
  lazy: string[]
  css: string[]
}

export interface Manifest {
  buildName: string
  highside: boolean
  builtAt: string
  entries: Record<Entry, EntryAssets>
}

export function readManifest(distDir: string): Manifest {
  const file = join(distDir, 'manifest.json')
  let manifest: Manifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  } catch (err) {
    throw new Error(`Cannot read the build manifest ${file}: run "npm run build" first (${(err as Error).message})`)
  }
  const missing = ENTRIES.filter((entry) => !manifest.entries?.[entry]?.script)
  if (missing.length) throw new Error(`The build manifest ${file} lacks the entries: ${missing.join(', ')}`)
  return manifest
}
