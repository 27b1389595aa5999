// DATABASE_URL: unset is SQLite in DATA_DIR; a postgres:// URL is PostgreSQL; anything else stops start-up with a
// message naming the setting and never its value, which may hold a password.

import t from 'tap'
import { databaseUrl, withoutPassword } from '../../../../server/settings/database-url.js'
import { loadApiConfig } from '../../../../server/api/config.js'

t.test('unset or blank, the service keeps its data in SQLite', async (t) => {
  t.equal(databaseUrl({}), null)
  t.equal(databaseUrl({ DATABASE_URL: '  ' }), null)
  t.equal(loadApiConfig({}).databaseUrl, null)
})

t.test('a postgres:// or postgresql:// URL naming a server and a database is PostgreSQL', async (t) => {
  for (const url of [
    'postgres://sightline:secret@db.internal:5432/sightline',
    'postgresql://sightline@10.0.0.5/sightline?sslmode=require',
    'postgres:///sightline?host=/var/run/postgresql',
  ]) {
    t.equal(databaseUrl({ DATABASE_URL: url }), url)
    t.equal(loadApiConfig({ DATABASE_URL: url }).databaseUrl, url)
  }
})

t.test('any other value is refused naming DATABASE_URL, and the password is never repeated', async (t) => {
  for (const bad of ['mysql://sightline:hunter22@db/sightline', './data/sightline.db', 'postgres//hunter22@db/x', 'postgres://hunter22@db.internal:5432/', 'postgres://:hunter22@:5432/x']) {
    let message = ''
    try {
      loadApiConfig({ DATABASE_URL: bad })
    } catch (err) {
      t.equal((err as Error).name, 'ConfigError', bad)
      message = (err as Error).message
    }
    t.match(message, /^DATABASE_URL must /, bad)
    t.notMatch(message, /hunter22/, `${bad}: the value is not echoed`)
  }
})

t.test('a log shows the URL without its password', async (t) => {
  t.equal(withoutPassword('postgres://sightline:hunter22@db.internal:5432/sightline'), 'postgres://sightline:***@db.internal:5432/sightline')
  t.equal(withoutPassword('postgres://sightline@db.internal/sightline'), 'postgres://sightline@db.internal/sightline')
})

t.test("a job claim's lease is a minute unless JOB_CLAIM_LEASE_SECONDS says otherwise, from 2 s to an hour", async (t) => {
  t.equal(loadApiConfig({}).jobClaimLeaseMs, 60_000)
  t.equal(loadApiConfig({ JOB_CLAIM_LEASE_SECONDS: '3' }).jobClaimLeaseMs, 3000)
  for (const bad of ['1', '3601', '2.5']) t.throws(() => loadApiConfig({ JOB_CLAIM_LEASE_SECONDS: bad }), { name: 'ConfigError', message: /^JOB_CLAIM_LEASE_SECONDS/ })
})
