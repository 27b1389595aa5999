// API keys (spec-3 "Settings"): one per user, stored hashed with a short prefix the settings page shows;
// a key authenticates read calls only (plugins/authentication.ts).

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, randomToken } from './passwords.js'

/** Marks a string as a Sightline key, so a leaked one is recognised by secret scanners and people. */
const KEY_MARK = 'sl_'
const KEY_BYTES = 32
/** Characters shown again after the key was issued: the mark and a few random ones, not enough to guess. */
export const PREFIX_LENGTH = KEY_MARK.length + 6

export interface ApiKeyInfo {
  prefix: string
  createdAt: number
}

/** The user's key as the settings page shows it, or undefined when they have none. */
export async function findApiKey(store: Store, userId: number): Promise<ApiKeyInfo | undefined> {
  const row = await firstOf(
    store,
    sql<{ prefix: string; created_at: number }>`SELECT prefix, created_at FROM api_keys WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
  return row && { prefix: row.prefix, createdAt: row.created_at }
}

/**
 * Issues a new key for the user, ending any earlier one, and returns it whole: the only time it is seen. The
 * user's row is held meanwhile, so that renewals at once on several instances still leave one key.
 */
export async function renewApiKey(store: Store, userId: number, now: number): Promise<string> {
  const key = KEY_MARK + randomToken(KEY_BYTES)
  await inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    await changesOf(tx, sql`DELETE FROM api_keys WHERE user_id = ${userId}`)
    await changesOf(
      tx,
      sql`INSERT INTO api_keys (user_id, key_hash, prefix, created_at) VALUES (${userId}, ${hashToken(key)}, ${key.slice(0, PREFIX_LENGTH)}, ${now})`,
    )
  })
  return key
}

/** The user a key belongs to, or undefined for a key that is unknown or was replaced. */
export async function userIdForApiKey(store: Store, key: string): Promise<number | undefined> {
  if (!key.startsWith(KEY_MARK)) return undefined
  const row = await firstOf(store, sql<{ user_id: number }>`SELECT user_id FROM api_keys WHERE key_hash = ${hashToken(key)}`)
  return typeof row?.user_id === 'number' ? row.user_id : undefined
}
