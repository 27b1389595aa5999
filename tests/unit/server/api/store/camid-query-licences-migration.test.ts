// Migration 024 on both engines: the Camera ID queries made before it are given to the licences whose Email or Domain
// entity gives their owner Camera ID now, so that the colleagues who saw them by licence still do, and no one else:
// not a user of another licence, nor a licence that covers the owner without Camera ID.

import t, { type Test } from 'tap'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { sql } from 'kysely'
import { startPostgres } from '../../../../postgres/server.mjs'
import { openSqliteStore } from '../../../../../server/api/store/engine/sqlite.js'
import { openPostgresStore } from '../../../../../server/api/store/engine/postgres.js'
import type { Store } from '../../../../../server/api/store/engine/store.js'
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './conformance/engines.js'

/** The engine's migrations before 024, in a folder of their own. */
function migrationsBefore024(t: Test, dir: string): string {
  const before = join(t.testdir(), 'before')
  mkdirSync(before, { recursive: true })
  for (const file of readdirSync(dir).filter((name) => /^\d{3}_.*\.sql$/.test(name) && Number(name.slice(0, 3)) < 24)) {
    copyFileSync(join(dir, file), join(before, file))
  }
  return before
}

/** Users, licences and queries as a deployment had them before 024; gives the ids the test reads. */
async function before(store: Store) {
  const user = async (email: string) => (await sql<{ id: number }>`INSERT INTO users (email, created_at) VALUES (${email}, 1) RETURNING id`.execute(store.db)).rows[0]!.id
  const licence = async (name: string) =>
    (await sql<{ id: number }>`INSERT INTO licences (name, created_at, max_seats) VALUES (${name}, 1, 10) RETURNING id`.execute(store.db)).rows[0]!.id
  const entity = (licenceId: number, type: string, value: string, roles: string[]) =>
    sql`INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (${licenceId}, ${type}, ${value}, ${JSON.stringify(roles)})`.execute(store.db)
  const query = async (userId: number) =>
    (
      await sql<{ id: number }>`INSERT INTO camid_queries (user_id, reference, file_name, format, algorithm, width, height, crop_size, density, quality,
          fingerprint_path, state, created_at) VALUES (${userId}, 'Case', 'a.json', 'prnu-float32', 'prnu-zm-wiener', 1280, 1024, 1024, 5, 80, 'x.json', 'QUEUED', 1)
          RETURNING id`.execute(store.db)
    ).rows[0]!.id
  const olivia = await user('Olivia@Northshire.Police.UK')
  const wanda = await user('wanda@westmarch.police.uk')
  const loner = await user('lone@example.org')
  const northshire = await licence('Northshire')
  const northshireSearch = await licence('Northshire, search only')
  const westmarch = await licence('Westmarch')
  const oliviaOwn = await licence('Olivia alone')
  await entity(northshire, 'Domain', 'northshire.police.uk', ['CameraId', 'MetadataSearch'])
  await entity(northshireSearch, 'Domain', 'northshire.police.uk', ['MetadataSearch'])
  await entity(oliviaOwn, 'Email', 'olivia@northshire.police.uk', ['CameraId'])
  await entity(westmarch, 'Domain', 'westmarch.police.uk', ['CameraId'])
  return {
    queries: { olivia: await query(olivia), wanda: await query(wanda), loner: await query(loner) },
    licences: { northshire, westmarch, oliviaOwn },
  }
}

async function checkBackfill(t: Test, store: Store, given: Awaited<ReturnType<typeof before>>) {
  const { rows } = await sql<{ query_id: number; licence_id: number }>`SELECT query_id, licence_id FROM camid_query_licences ORDER BY query_id, licence_id`.execute(store.db)
  const { queries, licences } = given
  t.same(
    rows.map((r) => [r.query_id, r.licence_id]),
    [
      [queries.olivia, licences.northshire],
      [queries.olivia, licences.oliviaOwn],
      [queries.wanda, licences.westmarch],
    ],
    'by domain and by address, any case; never from a licence without Camera ID; a user of no licence keeps their query alone',
  )
}

t.test('SQLite', async (t) => {
  const file = join(t.testdir(), 'service.db')
  const old = openSqliteStore(file, migrationsBefore024(t, SQLITE_MIGRATIONS))
  const given = await before(old)
  await old.close()
  const store = openSqliteStore(file, SQLITE_MIGRATIONS)
  t.teardown(() => store.close())
  await checkBackfill(t, store, given)
})

t.test('PostgreSQL', async (t) => {
  const server = await startPostgres()
  t.teardown(() => server.stop())
  const admin = new pg.Client(server.url)
  await admin.connect()
  await admin.query('CREATE DATABASE upgraded')
  await admin.end()
  const url = server.url.replace(/\/postgres$/, '/upgraded')
  const old = await openPostgresStore(url, migrationsBefore024(t, POSTGRES_MIGRATIONS))
  const given = await before(old)
  await old.close()
  const store = await openPostgresStore(url, POSTGRES_MIGRATIONS)
  t.teardown(() => store.close())
  await checkBackfill(t, store, given)
})
