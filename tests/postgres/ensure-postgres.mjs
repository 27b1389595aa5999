// A step of `npm test`: makes sure the store's tests on PostgreSQL have a server to start before any test runs,
// as ensure-chromium.mjs does for the browser. It finds one (find-postgres.mjs) or installs Debian's package
// when running as root (or with sudo that needs no password) on Debian; else it stops with one message that
// names the command to run by hand. Debian's package because the machines this project is built on reach
// Debian's archive and the npm registry but no other download site, and it brings pg_trgm with it.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findPostgres } from './find-postgres.mjs'

const HELP = [
  'The store is tested on PostgreSQL too, and no server could be installed here. Install one, then run npm test again:',
  '  Debian or Ubuntu:  sudo apt-get install -y postgresql',
  '  or name one:       POSTGRES_BIN=/path/to/postgresql/bin npm test',
].join('\n')

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0

function asRoot() {
  if (process.getuid?.() === 0) return []
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : undefined
}

function installDebianPostgres() {
  const root = asRoot()
  if (!existsSync('/etc/debian_version') || !root) return false
  const apt = (...args) => run(root[0] ?? 'apt-get', root.length > 0 ? [...root.slice(1), 'apt-get', ...args] : args, { DEBIAN_FRONTEND: 'noninteractive' })
  console.log("Installing PostgreSQL from Debian's packages for the store's tests (about a minute, once)…")
  // The package's own cluster is not wanted: the tests start servers of their own, in folders of their own.
  return apt('update', '-qq') && apt('install', '-y', '-qq', '--no-install-recommends', 'postgresql', 'postgresql-contrib')
}

let found = findPostgres()
if (found.error) {
  console.error(found.error)
  process.exit(1)
}
if (!found.bin) {
  installDebianPostgres()
  found = findPostgres()
}
if (!found.bin) {
  console.error(HELP)
  process.exit(1)
}
console.log(`The store's tests on PostgreSQL use ${found.bin} (${found.source}).`)
