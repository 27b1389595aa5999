// Calls made at once, as several service instances make them: on PostgreSQL each runs on a connection of its own,
// opened beforehand, so that the calls overlap rather than the first finishing while the pool opens the others.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

/** `count` calls of `call`, started together once the store holds open connections for them. */
export async function atOnce<T>(store: Store, count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  await Promise.all(Array.from({ length: count }, () => sql`SELECT 1`.execute(store.db)))
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)))
}
