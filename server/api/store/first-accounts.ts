// Whether a service has any account yet: the first start makes the demo's or the first administrator's.

import { sql } from 'kysely'
import type { Store } from './engine/store.js'
import { firstOf } from './engine/query.js'

export async function anyUsers(store: Store): Promise<boolean> {
  return (await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM users LIMIT 1`)) !== undefined
}
