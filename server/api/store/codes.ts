// One-time codes: the emailed login code, the email-verification link and the password-reset link.
// Only a code's hash is stored; a user holds at most one code of each purpose, and it works once.

import { randomInt, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'
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
 * purpose for this user is removed, so only the newest link or code works. The user's row is held meanwhile,
 * so that two codes issued at once on two instances still leave one.
 */
export async function issueCode(store: Store, userId: number, purpose: CodePurpose, now: number): Promise<string> {
  const code = newCode(purpose)
  await inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    await changesOf(tx, sql`DELETE FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`)
    await changesOf(
      tx,
      sql`INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at)
        VALUES (${userId}, ${purpose}, ${hashToken(code)}, ${now + CODE_LIFETIME_MS[purpose]})`,
    )
  })
  return code
}

/**
 * True exactly once for the user's live code of this purpose; false when the code is wrong, expired,
 * used, or dead from too many wrong tries. A wrong try counts against the live code. The user's row is held
 * from the read to the write, so that tries arriving at once on several instances are judged one after
 * another: the fifth wrong one kills the code for every try after it, and a right one is used once.
 */
export async function redeemCode(store: Store, userId: number, purpose: CodePurpose, code: string, now: number): Promise<boolean> {
  const offered = hashToken(normalise(code))
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', userId)
    const live = await firstOf(
      tx,
      sql<CodeRow>`SELECT id, code_hash, attempts FROM one_time_codes
        WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${now} AND attempts < ${MAX_CODE_ATTEMPTS}
        ORDER BY id DESC LIMIT 1`,
    )
    if (!live) return false
    if (!sameHash(live.code_hash, offered)) {
      await changesOf(tx, sql`UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ${live.id}`)
      return false
    }
    await changesOf(tx, sql`UPDATE one_time_codes SET used_at = ${now} WHERE id = ${live.id}`)
    return true
  })
}

/**
 * Whether `code` is the user's latest code of this purpose, used, expired or not. Answers a second click
 * on a verification link ("already verified") without telling a stranger which addresses are verified.
 */
export async function wasIssued(store: Store, userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
  const offered = hashToken(normalise(code))
  const rows = await rowsOf(store, sql<{ code_hash: string }>`SELECT code_hash FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`)
  return rows.some((row) => sameHash(row.code_hash, offered))
}

/** When the user's current code of this purpose was issued; null when there is none. */
export async function lastIssuedAt(store: Store, userId: number, purpose: CodePurpose): Promise<number | null> {
  const row = await firstOf(
    store,
    sql<{ expires_at: number | null }>`SELECT max(expires_at) AS expires_at FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`,
  )
  const expiresAt = row?.expires_at ?? null
  return expiresAt === null ? null : expiresAt - CODE_LIFETIME_MS[purpose]
}
