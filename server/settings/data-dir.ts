// The data folder holds the database, the session key, the demo passwords and the mail outbox: it is
// private to the account the product runs as. Its folder is 0700 and every file 0600, whoever made them.

import { chmodSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Makes `dir` (and what lies directly in it) private, and sets the process's umask so that every file
 * and folder it creates from now on is private too: SQLite's -wal and -shm files, images, the outbox.
 * A folder made by an older version with 0755 and 0644 is tightened on the next start.
 */
export function keepDataDirPrivate(dir: string): void {
  process.umask(0o077)
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(dir, PRIVATE_DIR_MODE)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue // its target's mode is not ours to change
    chmodSync(join(dir, entry.name), entry.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE)
  }
}
