// API keys on both engines (spec-3 "Settings"): one per user, stored hashed with the prefix the settings page shows;
// a renewal ends the earlier key, renewals at once on several instances still leave one, and a user's key goes
// with the user.

import t from 'tap'
import { sql } from 'kysely'
import { findApiKey, PREFIX_LENGTH, renewApiKey, userIdForApiKey } from '../../../../../../server/api/store/api-keys.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

async function keyRows(store: Store) {
  const { rows } = await sql<{ user_id: number; key_hash: string; prefix: string }>`SELECT user_id, key_hash, prefix FROM api_keys ORDER BY id`.execute(store.db)
  return rows
}

onEachEngine(t, 'a user has no key until one is issued; the key is shown whole once, then by its prefix', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  t.equal(await findApiKey(store, ana), undefined)
  const key = await renewApiKey(store, ana, NOW)
  t.match(key, /^sl_[A-Za-z0-9_-]{43}$/)
  t.same(await findApiKey(store, ana), { prefix: key.slice(0, PREFIX_LENGTH), createdAt: NOW })
  t.same(await keyRows(store), [{ user_id: ana, key_hash: hashToken(key), prefix: key.slice(0, PREFIX_LENGTH) }], 'stored only hashed')
})

onEachEngine(t, 'a key finds its user; an unknown, unmarked or replaced key finds none', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const bob = await aUser(store, 'bob@example.org')
  const first = await renewApiKey(store, ana, NOW)
  const bobs = await renewApiKey(store, bob, NOW)
  t.equal(await userIdForApiKey(store, first), ana)
  t.equal(await userIdForApiKey(store, bobs), bob)
  t.equal(await userIdForApiKey(store, `sl_${'A'.repeat(43)}`), undefined, 'unknown')
  t.equal(await userIdForApiKey(store, first.slice(3)), undefined, 'without the mark')
  const second = await renewApiKey(store, ana, NOW + 1000)
  t.equal(await userIdForApiKey(store, first), undefined, 'the old key ends at renewal')
  t.equal(await userIdForApiKey(store, second), ana)
  t.same(await findApiKey(store, ana), { prefix: second.slice(0, PREFIX_LENGTH), createdAt: NOW + 1000 })
  t.equal(await userIdForApiKey(store, bobs), bob, "another user's key is untouched")
})

onEachEngine(t, 'a renewal in a transaction that fails keeps the earlier key', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const key = await renewApiKey(store, ana, NOW)
  await t.rejects(
    inTransaction(store, async (tx) => {
      await renewApiKey(tx, ana, NOW + 1000)
      throw new Error('the reply could not be written')
    }),
  )
  t.equal(await userIdForApiKey(store, key), ana)
  t.equal((await keyRows(store)).length, 1)
})

onEachEngine(t, 'renewals at once leave one key, one of those issued, round after round', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  for (let round = 1; round <= 3; round++) {
    const keys = await atOnce(store, 6, () => renewApiKey(store, ana, NOW + round))
    const rows = await keyRows(store)
    t.equal(rows.length, 1, `round ${round}: one key`)
    const working = []
    for (const key of keys) if ((await userIdForApiKey(store, key)) === ana) working.push(key)
    t.equal(working.length, 1, `round ${round}: exactly one of them works`)
  }
})

onEachEngine(t, "a user's key goes with the user", async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const key = await renewApiKey(store, ana, NOW)
  await sql`DELETE FROM users WHERE id = ${ana}`.execute(store.db)
  t.equal(await userIdForApiKey(store, key), undefined)
  t.same(await keyRows(store), [])
})
