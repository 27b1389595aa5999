// Password hashing (scrypt) and the random tokens behind sessions, one-time codes and API keys.

import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt cost: 2^15 with r=8 needs 32 MiB per hash (128 * N * r bytes); OWASP's minimum for scrypt. */
export const PASSWORD_COST = 2 ** 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const KEY_LENGTH = 64
const SALT_BYTES = 16
/** Node's default maxmem (32 MiB) is exactly the need above and is refused; allow twice that. */
const MAX_MEMORY = 64 * 1024 * 1024
/** The most costly stored parameters verifyPassword will run, so a tampered row cannot exhaust memory. */
const MAX_COST = 2 ** 20

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/**
 * A hash to store: `scrypt$N$r$p$salt$hash`, salt and hash in base64. The product always hashes at
 * PASSWORD_COST; `cost` is there for test accounts, whose sign-ins would otherwise spend most of a test run
 * in scrypt (verifying follows the cost the stored hash names).
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY })
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Whether `password` matches a hash from hashPassword; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > MAX_COST || r > 32 || p > 16) return false
  const salt = Buffer.from(parts[4] ?? '', 'base64')
  const expected = Buffer.from(parts[5] ?? '', 'base64')
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false
  let key: Buffer
  try {
    key = await derive(password, salt, { N, r, p, maxmem: Math.max(MAX_MEMORY, 256 * N * r) })
  } catch {
    return false
  }
  return timingSafeEqual(key, expected)
}

/** A random token of `bytes` bytes, base64url, for the client to hold. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** What is stored in place of a token: its sha256, hex. Tokens are random, so no salt or stretching is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Marks a string as a Sightline client secret, so that a leaked one is recognised by secret scanners and people. */
export const CLIENT_SECRET_MARK = 'slcs_'

/** A new application's client secret, the same for every way an application is registered. */
export function newClientSecret(): string {
  return CLIENT_SECRET_MARK + randomToken(32)
}
