// The store's conformance suite runs each of its tests twice: on SQLite (an in-memory database, migrated) and on
// PostgreSQL (a database of its own on the test run's server, tests/postgres/run-with-server.mjs, or on a
// throwaway server this file starts when run alone, tests/postgres/server.mjs). A store function must give the
// same answers on both; a test names what it expects once.

import type { Test } from 'tap'
import pg from 'pg'
import { sql } from 'kysely'
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
 * from one this file migrates. The names carry this process's id: test files running at once on the run's server
 * never touch each other's databases, and each drops its own.
 */
interface Server {
  url: string
  admin: pg.Client
  template: string
  /** Drops a finished test's database, on a connection of its own while the next test runs. */
  discard(database: string): void
}
let server: Promise<Server> | undefined
let databases = 0
const urlOf = (url: string, database: string) => url.replace(/\/postgres$/, `/${database}`)

async function postgresServer(root: Test): Promise<Server> {
  server ??= (async () => {
    const shared = runServerUrl()
    const own: TestPostgres | undefined = shared ? undefined : await startPostgres()
    const url = shared ?? own!.url
    const admin = new pg.Client(url)
    const dropper = new pg.Client(url)
    await Promise.all([admin.connect(), dropper.connect()])
    const template = `sightline_migrated_${process.pid}`
    // A DROP DATABASE takes PostgreSQL a checkpoint and a wait for the closed pool's sessions to end (some 0.2 s):
    // queued here rather than awaited by the test that made the database.
    let drops: Promise<void> = Promise.resolve()
    let dropFailed: unknown
    const discard = (database: string) => {
      drops = drops.then(() => dropDatabase(dropper, database)).catch((err) => void (dropFailed ??= err))
    }
    const end = async () => {
      discard(template)
      await drops
      await Promise.all([admin.end(), dropper.end()])
      await own?.stop()
      if (dropFailed) throw dropFailed
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
    return { url, admin, template, discard }
  })()
  return server
}

/** Ends whatever sessions are left on it (a test that failed before closing its store) and removes it. */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
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
  const name = `conformance_${process.pid}_${++databases}`
  await copyOfTemplate(postgres, name)
  const store = await openPostgresStore(urlOf(postgres.url, name), POSTGRES_MIGRATIONS, { poolSize: 4 })
  t.teardown(async () => {
    await store.close()
    // Some 10 MB each: on the run's server, a finished test's database would keep its disk until the run ends.
    postgres.discard(name)
  })
  return store
}

/** Runs `body` as a subtest on each engine, with a fresh store. */
export function onEachEngine(t: Test, name: string, body: (t: Test, store: Store) => Promise<void>): void {
  for (const engine of ENGINES) {
    t.test(`${name} (${engine})`, async (t) => body(t, await freshStore(t, engine)))
  }
}
