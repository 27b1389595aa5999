// The database check behind GET /healthz.

import { sql } from 'kysely'
import type { Store } from './engine/store.js'
import { firstOf } from './engine/query.js'

/** Rejects when the database cannot answer a query (closed, locked beyond the busy timeout, a server gone). */
export async function pingDatabase(store: Store): Promise<void> {
  await firstOf(store, sql<{ one: number }>`SELECT 1 AS one`)
}
