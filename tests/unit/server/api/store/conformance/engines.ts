// The store's conformance suite runs each of its tests twice: on SQLite (an in-memory database, migrated) and on
// PostgreSQL (a database of its own on the test run's server, tests/postgres/run-with-server.mjs, or on a
// throwaway server this file starts when run alone, tests/postgres/server.mjs). A store function must give the
// same answers on both; a test names what it expects once.

import type { Test } from 'tap'
import pg from 'pg'
import { sql } from 'kysely'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { startPostgres, type TestPostgres } from '../../../../../postgres/server.mjs'
import { runServerUrl } from '../../../../../postgres/run-server.mjs'
import { openSqliteStore } from '../../../../../../server/api/store/engine/sqlite.js'
import { openPostgresStore } from '../../../../../../server/api/store/engine/postgres.js'
import type { EngineName, Store } from '../../../../../../server/api/store/engine/store.js'

export const SQLITE_MIGRATIONS = fileURLToPath(new URL('../../../../../../server/api/db/migrations/', import.meta.url))
export const POSTGRES_MIGRATIONS = fileURLToPath(new URL('../../../../../../server/api/db/postgres/', import.meta.url))

export const ENGINES: readonly EngineName[] = ['sqlite', 'postgres']

/**
 * The server, started on first use (or the run's, when it has one); each test gets a database of its own, copied
 * from one this file migrates. The names carry a mark of this file's own: test files running at once or one after
 * another on the run's server never touch each other's databases.
 *
 * Nothing is dropped: a DROP DATABASE costs PostgreSQL more than the copy it removes (0.3 s of CPU, measured),
 * while the server's folder goes whole when the run ends, as a file's own server's did when the file ended. The
 * run's server holds some 10 MB for each test on PostgreSQL until then (about 3 GB for the suite).
 */
interface Server {
  url: string
  admin: pg.Client
  template: string
}
let server: Promise<Server> | undefined
let databases = 0
/** This file's mark in its databases' names: its process id, and a random part since a long run may see ids again. */
const mark = `${process.pid}_${randomBytes(4).toString('hex')}`
const urlOf = (url: string, database: string) => url.replace(/\/postgres$/, `/${database}`)

async function postgresServer(root: Test): Promise<Server> {
  server ??= (async () => {
    const shared = runServerUrl()
    const own: TestPostgres | undefined = shared ? undefined : await startPostgres()
    const url = shared ?? own!.url
    const admin = new pg.Client(url)
    await admin.connect()
    const template = `sightline_migrated_${mark}`
    const end = async () => {
      await admin.end()
      await own?.stop()
    }
    // Migrated once; each test's database is a copy of it, made in a tenth of a second.
    await admin.query(`CREATE DATABASE ${template}`)
    try {
      const migrated = await openPostgresStore(urlOf(url, template), POSTGRES_MIGRATIONS)
      // One statement through the store: Kysely ends the pool at close only once it has used it, and the pool's
      // idle session would otherwise keep the template busy (no copy can be made) for the pool's 10 s idle timeout.
      await sql`SELECT 1`.execute(migrated.db)
      await migrated.close()
    } catch (err) {
      await end()
      throw err
    }
    root.teardown(end)
    return { url, admin, template }
  })()
  return server
}

/** PostgreSQL's code for a database still in use: the template's last session ends a moment after its pool does. */
const OBJECT_IN_USE = '55006'

async function copyOfTemplate({ admin, template }: Server, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
      return
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw err
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** A new, empty, migrated store of the engine, closed when `t` ends. */
export async function freshStore(t: Test, engine: EngineName): Promise<Store> {
  if (engine === 'sqlite') {
    const store = openSqliteStore(':memory:', SQLITE_MIGRATIONS)
    t.teardown(() => store.close())
    return store
  }
  let root = t
  while (root.parent) root = root.parent as Test
  const postgres = await postgresServer(root)
  const name = `conformance_${mark}_${++databases}`
  await copyOfTemplate(postgres, name)
  const store = await openPostgresStore(urlOf(postgres.url, name), POSTGRES_MIGRATIONS, { poolSize: 4 })
  t.teardown(() => store.close())
  return store
}

/**
 * The address of a PostgreSQL store made by freshStore, for what opens its own connections to it (a service's thread,
 * a built service started on it).
 */
export async function postgresUrlOf(t: Test, store: Store): Promise<string> {
  if (store.engine !== 'postgres') throw new Error('postgresUrlOf: the store is not on PostgreSQL')
  let root = t
  while (root.parent) root = root.parent as Test
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(store.db)
  return urlOf((await postgresServer(root)).url, rows[0]!.name)
}

/** Runs `body` as a subtest on each engine, with a fresh store. */
export function onEachEngine(t: Test, name: string, body: (t: Test, store: Store) => Promise<void>): void {
  for (const engine of ENGINES) {
    t.test(`${name} (${engine})`, async (t) => body(t, await freshStore(t, engine)))
  }
}
