// Where the tests find PostgreSQL's server programs (initdb, postgres), in the order a developer expects:
// POSTGRES_BIN, then the newest version Debian's packages installed (/usr/lib/postgresql/<version>/bin), then
// pg_config's on the PATH. Shared by the set-up step of `npm test` (ensure-postgres.mjs), by the test servers
// (server.mjs) and by the bench, so all name the same server.

import { readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { isExecutable } from '../support/machine.mjs'

export const DEBIAN_POSTGRES = '/usr/lib/postgresql'
/** The oldest server the product's PostgreSQL schema is written for (MERGE, SKIP LOCKED, generated identity). */
export const OLDEST_MAJOR = 15

const hasServer = (bin) => isExecutable(join(bin, 'initdb')) && isExecutable(join(bin, 'postgres'))

function debians() {
  try {
    const versions = readdirSync(DEBIAN_POSTGRES).filter((name) => /^\d+$/.test(name) && Number(name) >= OLDEST_MAJOR)
    const bin = versions.sort((a, b) => Number(b) - Number(a)).map((v) => join(DEBIAN_POSTGRES, v, 'bin')).find(hasServer)
    return bin && { bin, source: "Debian's postgresql package" }
  } catch {
    return undefined
  }
}

function pgConfigs() {
  const answer = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  const bin = answer.status === 0 ? answer.stdout.trim() : ''
  return bin && hasServer(bin) ? { bin, source: 'pg_config on the PATH' } : undefined
}

/**
 * The server's programs as `{ bin, source }`, or `{ error }` when POSTGRES_BIN names a folder without them (a
 * setting given by hand is never silently replaced), or `{}` when there is none.
 */
export function findPostgres(env = process.env) {
  const named = env.POSTGRES_BIN
  if (named) return hasServer(named) ? { bin: named, source: 'POSTGRES_BIN' } : { error: `POSTGRES_BIN=${named} holds no initdb and postgres.` }
  return debians() ?? pgConfigs() ?? {}
}
