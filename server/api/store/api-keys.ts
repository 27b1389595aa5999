// API keys (spec-3 "Settings"): one per user, stored hashed with a short prefix the settings page shows;
// a key authenticates read calls only (plugins/authentication.ts).

import type Database from 'better-sqlite3'
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
export function findApiKey(db: Database.Database, userId: number): ApiKeyInfo | undefined {
  const row = db
    .prepare('SELECT prefix, created_at FROM api_keys WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1')
    .get(userId) as { prefix: string; created_at: number } | undefined
  return row && { prefix: row.prefix, createdAt: row.created_at }
}

/** Issues a new key for the user, ending any earlier one, and returns it whole: the only time it is seen. */
export function renewApiKey(db: Database.Database, userId: number, now: number): string {
  const key = KEY_MARK + randomToken(KEY_BYTES)
  db.transaction(() => {
    db.prepare('DELETE FROM api_keys WHERE user_id = ?').run(userId)
    db.prepare('INSERT INTO api_keys (user_id, key_hash, prefix, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      hashToken(key),
      key.slice(0, PREFIX_LENGTH),
      now,
    )
  }).immediate()
  return key
}

/** The user a key belongs to, or undefined for a key that is unknown or was replaced. */
export function userIdForApiKey(db: Database.Database, key: string): number | undefined {
  if (!key.startsWith(KEY_MARK)) return undefined
  const id = db.prepare('SELECT user_id FROM api_keys WHERE key_hash = ?').pluck().get(hashToken(key))
  return typeof id === 'number' ? id : undefined
}
