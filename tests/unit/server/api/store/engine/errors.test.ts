// What the engines' errors mean in the product's terms (store/engine/errors.ts), read off real errors of each
// engine: a busy or unreachable database may be tried again a moment later (503 with Retry-After, the audit writer
// keeping its entries); a second row with one key is a conflict; a fault in the SQL is neither.

import t from 'tap'
import { join } from 'node:path'
import { sql } from 'kysely'
import Database from 'better-sqlite3'
import { isDatabaseBusy, isUniqueViolation } from '../../../../../../server/api/store/engine/errors.js'
import { openPostgresStore } from '../../../../../../server/api/store/engine/postgres.js'
import { openSqliteStore } from '../../../../../../server/api/store/engine/sqlite.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { freshStore, onEachEngine, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../conformance/engines.js'

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('the work succeeded where it was to fail')
    },
    (err: unknown) => err,
  )

const aUser = async (store: Store, email: string) =>
  (await sql<{ id: number }>`INSERT INTO users (email, created_at) VALUES (${email}, 1) RETURNING id`.execute(store.db)).rows[0]!.id

onEachEngine(t, 'a second row with one key is a conflict, not a busy database', async (t, store) => {
  await aUser(store, 'ann@kent.police.example')
  const err = await failureOf(aUser(store, 'ann@kent.police.example'))
  t.ok(isUniqueViolation(err), String(err))
  t.notOk(isDatabaseBusy(err))
})

onEachEngine(t, 'a fault in the SQL is neither', async (t, store) => {
  const err = await failureOf(sql`SELECT no_such_column FROM users`.execute(store.db))
  t.notOk(isDatabaseBusy(err), String(err))
  t.notOk(isUniqueViolation(err))
})

t.test('SQLite: a write that met another connection’s lock past the busy timeout', async (t) => {
  const file = join(t.testdir(), 'service.db')
  const store = openSqliteStore(file, SQLITE_MIGRATIONS)
  t.teardown(() => store.close())
  const other = new Database(file)
  t.teardown(() => other.close())
  other.pragma('busy_timeout = 0')
  // The store holds the write lock in a transaction; the other connection, waiting no time, gives up on it.
  await store.db.transaction().execute(async (tx) => {
    await sql`INSERT INTO users (email, created_at) VALUES ('ann@kent.police.example', 1)`.execute(tx)
    let err: unknown
    try {
      other.prepare("INSERT INTO users (email, created_at) VALUES ('bob@kent.police.example', 1)").run()
    } catch (thrown) {
      err = thrown
    }
    t.ok(isDatabaseBusy(err), String(err))
  })
})

t.test('PostgreSQL: a row lock waited for past the lock timeout', async (t) => {
  const store = await freshStore(t, 'postgres')
  const id = await aUser(store, 'ann@kent.police.example')
  await store.db.transaction().execute(async (tx) => {
    await sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`.execute(tx)
    const err = await failureOf(
      store.db.transaction().execute(async (other) => {
        await sql`SET LOCAL lock_timeout = '50ms'`.execute(other)
        await sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`.execute(other)
      }),
    )
    t.ok(isDatabaseBusy(err), String(err))
  })
})

t.test('PostgreSQL: a statement past its timeout', async (t) => {
  const store = await freshStore(t, 'postgres')
  const err = await failureOf(
    store.db.transaction().execute(async (tx) => {
      await sql`SET LOCAL statement_timeout = '50ms'`.execute(tx)
      await sql`SELECT pg_sleep(2)`.execute(tx)
    }),
  )
  t.ok(isDatabaseBusy(err), String(err))
})

t.test('PostgreSQL: a connection the server ended under a call (a restart, a failover)', async (t) => {
  const store = await freshStore(t, 'postgres')
  const err = await failureOf(
    store.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(connection)
      await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(store.db)
      await sql`SELECT 1`.execute(connection)
    }),
  )
  t.ok(isDatabaseBusy(err), String(err))
  // The process lives on, and the pool answers again: a call that meets the ended connection before the pool has
  // dropped it fails as busy too (the browser's client makes a busy read again after its Retry-After).
  const answers: unknown[] = []
  for (let attempt = 0; attempt < 3 && !answers.some((a) => Array.isArray(a)); attempt++) {
    answers.push(await sql<{ one: number }>`SELECT 1 AS one`.execute(store.db).then((r) => r.rows, (e: unknown) => e))
  }
  t.same(answers.at(-1), [{ one: 1 }], 'the pool answers again')
  t.ok(answers.slice(0, -1).every(isDatabaseBusy), 'every call before it failed as busy')
})

t.test('PostgreSQL: a server that cannot be reached', async (t) => {
  // Port 1 on loopback: nothing listens there.
  const err = await failureOf(openPostgresStore('postgres://sightline@127.0.0.1:1/sightline', POSTGRES_MIGRATIONS))
  t.ok(isDatabaseBusy(err), String(err))
})
