// Rows a conformance test stands on that belong to modules it does not test: written here with SQL both engines read.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

/** A user with this address; gives its id. */
export async function aUser(store: Store, email: string, now = 1): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO users (email, created_at) VALUES (${email}, ${now}) RETURNING id`.execute(store.db)
  return rows[0]!.id
}

/** A queued BigSearch job of this user; gives its id. */
export async function aJob(store: Store, userId: number, checksum = 'c'.repeat(64), now = 1): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO bigsearch_jobs (user_id, checksum, status, media_count, upload_path, upload_size, created_at, queued_at)
    VALUES (${userId}, ${checksum}, 'QUEUED', 1, ${`uploads/${checksum}`}, 10, ${now}, ${now}) RETURNING id`.execute(store.db)
  return rows[0]!.id
}
