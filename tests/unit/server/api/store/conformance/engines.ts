// The store's conformance suite runs each of its tests twice: on SQLite (an in-memory database, migrated) and on
// PostgreSQL (a database of a throwaway server that this test file starts, tests/postgres/server.mjs). A store
// function must give the same answers on both; a test names what it expects once.

import type { Test } from 'tap'
import pg from 'pg'
import { fileURLToPath } from 'node:url'
import { startPostgres, type TestPostgres } from '../../../../../postgres/server.mjs'
import { openSqliteStore } from '../../../../../../server/api/store/engine/sqlite.js'
import { openPostgresStore } from '../../../../../../server/api/store/engine/postgres.js'
import type { EngineName, Store } from '../../../../../../server/api/store/engine/store.js'

export const SQLITE_MIGRATIONS = fileURLToPath(new URL('../../../../../../server/api/db/migrations/', import.meta.url))
export const POSTGRES_MIGRATIONS = fileURLToPath(new URL('../../../../../../server/api/db/postgres/', import.meta.url))

export const ENGINES: readonly EngineName[] = ['sqlite', 'postgres']

/** One server per test file, started on first use; each test gets a database of its own, copied from a migrated one. */
let server: Promise<{ postgres: TestPostgres; admin: pg.Client }> | undefined
let databases = 0
const TEMPLATE = 'sightline_migrated'
const urlOf = (postgres: TestPostgres, database: string) => postgres.url.replace(/\/postgres$/, `/${database}`)

async function postgresServer(root: Test) {
  server ??= (async () => {
    const postgres = await startPostgres()
    const admin = new pg.Client(postgres.url)
    await admin.connect()
    // Migrated once; each test's database is a copy of it, made in a few milliseconds.
    await admin.query(`CREATE DATABASE ${TEMPLATE}`)
    try {
      await (await openPostgresStore(urlOf(postgres, TEMPLATE), POSTGRES_MIGRATIONS)).close()
    } catch (err) {
      await admin.end()
      await postgres.stop()
      throw err
    }
    root.teardown(async () => {
      await admin.end()
      await postgres.stop()
    })
    return { postgres, admin }
  })()
  return server
}

/** PostgreSQL's code for a database still in use: the template's last session ends a moment after its pool does. */
const OBJECT_IN_USE = '55006'

async function copyOfTemplate(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`)
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
  const { postgres, admin } = await postgresServer(root)
  const name = `conformance_${++databases}`
  await copyOfTemplate(admin, name)
  const store = await openPostgresStore(urlOf(postgres, name), POSTGRES_MIGRATIONS, { poolSize: 4 })
  t.teardown(() => store.close())
  return store
}

/** Runs `body` as a subtest on each engine, with a fresh store. */
export function onEachEngine(t: Test, name: string, body: (t: Test, store: Store) => Promise<void>): void {
  for (const engine of ENGINES) {
    t.test(`${name} (${engine})`, async (t) => body(t, await freshStore(t, engine)))
  }
}
