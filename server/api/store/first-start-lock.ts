// One demo first start at a time on a database. Instances started together with DEMO=1 against one empty
// PostgreSQL database (compose.yaml scaled to two) would each find it empty and each load the demo's sightings,
// schools and Camera ID queries. On PostgreSQL the first start runs holding an advisory lock on a connection of its
// own: an instance that finds it held waits, then finds the demo there and adds nothing; one that dies frees it with
// its connection. On SQLite one service's primary process is the only one that seeds its data folder.

import { setTimeout as rest } from 'node:timers/promises'
import { sql } from 'kysely'
import type { Store } from './engine/store.js'

/** How often an instance waiting for the lock asks again, and looks whether it is stopping meanwhile. */
const ASK_AGAIN_MS = 500

/** The advisory lock's name; its key is the name's hash, which no other lock of the product takes. */
const LOCK = 'sightline: the demo first start'

/**
 * Runs `work` alone among the instances on the store's database; gives its result, or undefined when the service
 * began stopping before the lock was its own (`work` not run).
 */
export async function asTheOnlyFirstStart<T>(store: Store, stopped: () => boolean, work: () => Promise<T>): Promise<T | undefined> {
  if (store.engine === 'sqlite') return work()
  // The connection that holds the lock does nothing else: `work` uses the store's other connections.
  return store.db.connection().execute(async (connection) => {
    const held = async () => (await sql<{ held: boolean }>`SELECT pg_try_advisory_lock(hashtext(${LOCK})) AS held`.execute(connection)).rows[0]!.held
    // Asked again rather than waited for in one call, so that a stopping service is not held up by another's seeding.
    while (!(await held())) {
      if (stopped()) return undefined
      await rest(ASK_AGAIN_MS)
    }
    try {
      return await work()
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${LOCK}))`.execute(connection)
    }
  })
}
