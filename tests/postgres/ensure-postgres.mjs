// A step of `npm test`: makes sure the store's tests on PostgreSQL have a server to start before any test runs,
// as ensure-chromium.mjs does for the browser. It finds one (find-postgres.mjs) or installs Debian's package
// when running as root (or with sudo that needs no password) on Debian; else it stops with one message that
// names the command to run by hand. Debian's package because the machines this project is built on reach
// Debian's archive and the npm registry but no other download site, and it brings pg_trgm with it.

import { findPostgres } from './find-postgres.mjs'
import { installDebianPackages } from '../support/machine.mjs'

const HELP = [
  'The store is tested on PostgreSQL too, and no server could be installed here. Install one, then run npm test again:',
  '  Debian or Ubuntu:  sudo apt-get install -y postgresql',
  '  or name one:       POSTGRES_BIN=/path/to/postgresql/bin npm test',
].join('\n')

function installDebianPostgres() {
  // The package's own cluster is not wanted: the tests start servers of their own, in folders of their own.
  return installDebianPackages(['postgresql', 'postgresql-contrib'], "Installing PostgreSQL from Debian's packages for the store's tests (about a minute, once)…")
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
