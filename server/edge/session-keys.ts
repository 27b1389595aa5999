// The session key when SESSION_KEYS is not set: generated once and kept in DATA_DIR (mode 0600), so that
// sessions survive a restart of a single-machine install.

import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function sessionKeysFromDataDir(dataDir: string): Buffer[] {
  const file = join(dataDir, 'session.key')
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
    if (key.length === 32) return [key]
  } catch {
    // none yet: made below
  }
  mkdirSync(dataDir, { recursive: true })
  const key = randomBytes(32)
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 })
  return [key]
}
