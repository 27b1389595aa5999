// PostgreSQL's migrations on a real server: instances starting at once against one empty database migrate it once
// (the advisory lock), a second start finds nothing to do, and a database that records a migration this code does not
// have is refused, as SQLite's runner refuses one; so is a database that orders text by a language's rules.

import t from 'tap'
import pg from 'pg'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../../../../../postgres/server.mjs'
import { openPostgresStore } from '../../../../../../server/api/store/engine/postgres.js'
import { readMigrations } from '../../../../../../server/api/store/migrate.js'
import { POSTGRES_MIGRATIONS } from '../conformance/engines.js'

const server = await startPostgres()
t.teardown(() => server.stop())

t.test('four instances starting at once migrate the database once', async (t) => {
  const stores = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore(server.url, POSTGRES_MIGRATIONS, { poolSize: 2 })))
  t.teardown(() => Promise.all(stores.map((store) => store.close())))
  const client = new pg.Client(server.url)
  await client.connect()
  t.teardown(() => client.end())
  const { rows } = await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
  t.same(rows.map((r) => Number(r.version)), readMigrations(POSTGRES_MIGRATIONS).map((m) => m.version), 'each migration recorded once')
  const again = await openPostgresStore(server.url, POSTGRES_MIGRATIONS)
  await again.close()
  t.equal((await client.query('SELECT count(*) AS n FROM schema_migrations')).rows[0].n, String(rows.length), 'a later start applies nothing')
})

t.test('a database written by newer code is refused, naming the migration', async (t) => {
  // A copy of the migrations with one more: a newer version's.
  const newer = mkdtempSync(join(tmpdir(), 'sightline-pg-migrations-'))
  t.teardown(() => rmSync(newer, { recursive: true, force: true }))
  cpSync(POSTGRES_MIGRATIONS, newer, { recursive: true })
  const client = new pg.Client(server.url)
  await client.connect()
  t.teardown(() => client.end())
  await client.query('CREATE DATABASE written_by_newer')
  const url = server.url.replace(/\/postgres$/, '/written_by_newer')
  writeFileSync(join(newer, '999_from_the_future.sql'), 'CREATE TABLE from_the_future (id bigint);')
  await (await openPostgresStore(url, newer)).close()
  await t.rejects(openPostgresStore(url, POSTGRES_MIGRATIONS), /records migration 999 \(999_from_the_future\.sql\) that .* does not have: it was written by a newer version/)
})

t.test('a database ordering text by a language’s rules is refused, naming its collation; one in code-point order is taken', async (t) => {
  const client = new pg.Client(server.url)
  await client.connect()
  t.teardown(() => client.end())
  // ICU's English order puts "a" before "B"; code-point order, as SQLite's, puts "B" first.
  await client.query(`CREATE DATABASE in_english TEMPLATE template0 LOCALE 'C.UTF-8' LOCALE_PROVIDER icu ICU_LOCALE 'en-US'`)
  await t.rejects(openPostgresStore(server.url.replace(/\/postgres$/, '/in_english'), POSTGRES_MIGRATIONS), /orders text by a language's rules .*LOCALE 'C\.UTF-8'/)
  await client.query(`CREATE DATABASE by_code_point TEMPLATE template0 LOCALE 'C.UTF-8' LOCALE_PROVIDER libc`)
  await (await openPostgresStore(server.url.replace(/\/postgres$/, '/by_code_point'), POSTGRES_MIGRATIONS)).close()
})
