// Every connection of the PostgreSQL store runs with the planner settings its queries were measured against
// (store/engine/postgres-session.ts), whatever the server's own configuration: the test server keeps PostgreSQL's
// defaults for all three.

import t from 'tap'
import { sql } from 'kysely'
import { SESSION_SETTINGS } from '../../../../../../server/api/store/engine/postgres-session.js'
import { freshStore } from '../conformance/engines.js'

t.test("each connection of the pool has the store's planner settings", async (t) => {
  const store = await freshStore(t, 'postgres')
  // As many connections at once as the pool holds (4), each asked on its own.
  const seen = await Promise.all(
    Array.from({ length: 4 }, () =>
      store.db.connection().execute(async (connection) => {
        const read = async (name: string) => (await sql<{ value: string }>`SELECT current_setting(${name}) AS value`.execute(connection)).rows[0]!.value
        const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(connection)).rows[0]!.pid
        const settings: Record<string, string> = {}
        for (const name of Object.keys(SESSION_SETTINGS)) settings[name] = await read(name)
        await new Promise((resolve) => setTimeout(resolve, 50))
        return { pid, settings }
      }),
    ),
  )
  t.ok(new Set(seen.map((s) => s.pid)).size > 1, 'more than one connection was asked')
  for (const { settings } of seen) t.same(settings, SESSION_SETTINGS)
  const defaults = await sql<{ value: string }>`SELECT boot_val AS value FROM pg_settings WHERE name = 'random_page_cost'`.execute(store.db)
  t.not(defaults.rows[0]!.value, SESSION_SETTINGS.random_page_cost, "which differ from the server's own")
})
