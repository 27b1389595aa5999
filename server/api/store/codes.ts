// One-time codes: the emailed login code, the email-verification link and the password-reset link.
// Only a code's hash is stored; a user holds at most one code of each purpose, and it works once.

import { randomInt, timingSafeEqual } from 'node:crypto'
import type Database from 'better-sqlite3'
import { hashToken, randomToken } from './passwords.js'

export type CodePurpose = 'login' | 'verify' | 'reset'

/** How long a code of each purpose stays usable after it is issued. */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  login: 10 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
}

/** A code dies at this many wrong tries, so that six digits cannot be guessed by trying them all. */
export const MAX_CODE_ATTEMPTS = 5

/** The login code is typed by hand, so it is six digits; the others travel in links, so they are long. */
function newCode(purpose: CodePurpose): string {
  return purpose === 'login' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomToken()
}

interface CodeRow {
  id: number
  code_hash: string
  attempts: number
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The form a user's input is compared in: people paste links and codes with stray spaces around them. */
const normalise = (code: string) => code.trim()

/**
 * Issues a new code and returns it, for the caller to send and forget. Every earlier code of the same
 * purpose for this user is removed, so only the newest link or code works.
 */
export function issueCode(db: Database.Database, userId: number, purpose: CodePurpose, now: number): string {
  const code = newCode(purpose)
  db.transaction(() => {
    db.prepare('DELETE FROM one_time_codes WHERE user_id = ? AND purpose = ?').run(userId, purpose)
    db.prepare('INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES (?, ?, ?, ?)').run(
      userId,
      purpose,
      hashToken(code),
      now + CODE_LIFETIME_MS[purpose],
    )
  }).immediate()
  return code
}

/**
 * True exactly once for the user's live code of this purpose; false when the code is wrong, expired,
 * used, or dead from too many wrong tries. A wrong try counts against the live code.
 */
export function redeemCode(db: Database.Database, userId: number, purpose: CodePurpose, code: string, now: number): boolean {
  const offered = hashToken(normalise(code))
  return db.transaction(() => {
    const live = db
      .prepare(
        `SELECT id, code_hash, attempts FROM one_time_codes
          WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
          ORDER BY id DESC LIMIT 1`,
      )
      .get(userId, purpose, now, MAX_CODE_ATTEMPTS) as CodeRow | undefined
    if (!live) return false
    if (!sameHash(live.code_hash, offered)) {
      db.prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ?').run(live.id)
      return false
    }
    db.prepare('UPDATE one_time_codes SET used_at = ? WHERE id = ?').run(now, live.id)
    return true
  }).immediate()
}

/**
 * Whether `code` is the user's latest code of this purpose, used, expired or not. Answers a second click
 * on a verification link ("already verified") without telling a stranger which addresses are verified.
 */
export function wasIssued(db: Database.Database, userId: number, purpose: CodePurpose, code: string): boolean {
  const offered = hashToken(normalise(code))
  const hashes = db
    .prepare('SELECT code_hash FROM one_time_codes WHERE user_id = ? AND purpose = ?')
    .pluck()
    .all(userId, purpose) as string[]
  return hashes.some((hash) => sameHash(hash, offered))
}

/** When the user's current code of this purpose was issued; null when there is none. */
export function lastIssuedAt(db: Database.Database, userId: number, purpose: CodePurpose): number | null {
  const expiresAt = db
    .prepare('SELECT max(expires_at) FROM one_time_codes WHERE user_id = ? AND purpose = ?')
    .pluck()
    .get(userId, purpose) as number | null
  return expiresAt === null ? null : expiresAt - CODE_LIFETIME_MS[purpose]
}
