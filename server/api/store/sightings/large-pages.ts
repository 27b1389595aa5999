// The page size of a database file that a bulk load makes. SQLite's default 4 KiB pages hold five or six sightings
// rows of 600 to 700 bytes and leave a seventh of each page empty, and a PhotoDNA R*Tree node (at most 51 cells of 48
// bytes) fills most of a page, two never fitting: at 16 KiB the rows leave 2 % empty and six nodes share a page. A
// million sightings then take 120 bytes each fewer (1,598 against 1,481). The size is fixed when the file is first
// written, so an existing file keeps its own.

import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type Database from 'better-sqlite3'

export const LARGE_PAGE_SIZE = 16_384

/** Makes the database file with large pages when there is none yet; a file that exists is left as it is. */
export function createWithLargePages(file: string): void {
  if (file === ':memory:' || existsSync(file)) return
  mkdirSync(dirname(file), { recursive: true })
  // Loaded here, not on import, as store/db.ts does: a program checks the runtime before the native module loads.
  const open = createRequire(import.meta.url)('better-sqlite3') as typeof Database
  const db = new open(file)
  try {
    db.pragma(`page_size = ${LARGE_PAGE_SIZE}`)
    // Switching to the write-ahead log writes the file's header, and with it the page size.
    db.pragma('journal_mode = WAL')
  } finally {
    db.close()
  }
}
