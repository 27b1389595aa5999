// One-time codes: their form and lifetime per purpose, single use, the newest only, and death after five wrong tries.

import { testDatabase } from './test-db.js'
import t from 'tap'
import {
  CODE_LIFETIME_MS,
  issueCode,
  lastIssuedAt,
  MAX_CODE_ATTEMPTS,
  redeemCode,
  wasIssued,
  type CodePurpose,
} from '../../../../../server/api/store/codes.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { hashToken } from '../../../../../server/api/store/passwords.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const PURPOSES: CodePurpose[] = ['login', 'verify', 'reset']

async function withUser(t: Parameters<typeof testDatabase>[0]) {
  const db = testDatabase(t)
  const user = await createUser(storeOnSqlite(db), { email: 'ana@example.org' }, NOW)
  return { db, userId: user.id }
}

/** Another code of the same form that is certainly not `code`. */
function otherThan(code: string): string {
  return code.endsWith('0') ? `${code.slice(0, -1)}1` : `${code.slice(0, -1)}0`
}

t.test('a login code is six digits; verify and reset codes are long random tokens', async (t) => {
  const { db, userId } = await withUser(t)
  for (let i = 0; i < 50; i++) t.match(issueCode(db, userId, 'login', NOW), /^\d{6}$/)
  const verify = issueCode(db, userId, 'verify', NOW)
  const reset = issueCode(db, userId, 'reset', NOW)
  for (const code of [verify, reset]) t.match(code, /^[A-Za-z0-9_-]{43}$/)
  t.not(verify, reset)
})

t.test('the lifetimes are 10 minutes, 24 hours and 1 hour', async (t) => {
  t.same(CODE_LIFETIME_MS, { login: 600_000, verify: 86_400_000, reset: 3_600_000 })
})

t.test('only the hash of a code is stored', async (t) => {
  const { db, userId } = await withUser(t)
  for (const purpose of PURPOSES) {
    const code = issueCode(db, userId, purpose, NOW)
    const rows = db.prepare('SELECT * FROM one_time_codes WHERE purpose = ?').all(purpose) as Record<string, unknown>[]
    t.equal(rows.length, 1)
    t.equal(rows[0]?.code_hash, hashToken(code))
    t.notOk(JSON.stringify(rows).includes(code), `${purpose} code absent from its row`)
  }
})

t.test('a live code is redeemed exactly once', async (t) => {
  const { db, userId } = await withUser(t)
  for (const purpose of PURPOSES) {
    const code = issueCode(db, userId, purpose, NOW)
    t.equal(redeemCode(db, userId, purpose, code, NOW + 1000), true, `${purpose} first use`)
    t.equal(redeemCode(db, userId, purpose, code, NOW + 2000), false, `${purpose} second use`)
  }
})

t.test('spaces around a pasted code are ignored', async (t) => {
  const { db, userId } = await withUser(t)
  const code = issueCode(db, userId, 'login', NOW)
  t.equal(redeemCode(db, userId, 'login', ` ${code}\n`, NOW), true)
})

t.test('a code works until its lifetime ends and not from then on', async (t) => {
  for (const purpose of PURPOSES) {
    const { db, userId } = await withUser(t)
    const lastMoment = issueCode(db, userId, purpose, NOW)
    t.equal(redeemCode(db, userId, purpose, lastMoment, NOW + CODE_LIFETIME_MS[purpose] - 1), true, `${purpose} just before`)
    const late = issueCode(db, userId, purpose, NOW)
    t.equal(redeemCode(db, userId, purpose, late, NOW + CODE_LIFETIME_MS[purpose]), false, `${purpose} at expiry`)
  }
})

t.test('a code serves only its own purpose and its own user', async (t) => {
  const { db, userId } = await withUser(t)
  const other = (await createUser(storeOnSqlite(db), { email: 'ben@example.org' }, NOW)).id
  const reset = issueCode(db, userId, 'reset', NOW)
  issueCode(db, userId, 'verify', NOW)
  issueCode(db, other, 'reset', NOW)
  t.equal(redeemCode(db, userId, 'verify', reset, NOW), false, 'a reset code does not verify')
  t.equal(redeemCode(db, other, 'reset', reset, NOW), false, "another user's code")
  t.equal(redeemCode(db, userId, 'reset', reset, NOW), true, 'still good for its own purpose')
})

t.test('issuing a code voids the earlier unused code of the same purpose only', async (t) => {
  const { db, userId } = await withUser(t)
  const first = issueCode(db, userId, 'login', NOW)
  const verify = issueCode(db, userId, 'verify', NOW)
  const second = issueCode(db, userId, 'login', NOW + 1000)
  if (first !== second) t.equal(redeemCode(db, userId, 'login', first, NOW + 2000), false, 'earlier login code void')
  t.equal(redeemCode(db, userId, 'login', second, NOW + 2000), true, 'newest login code works')
  t.equal(redeemCode(db, userId, 'verify', verify, NOW + 2000), true, 'verify code untouched')
  t.equal(db.prepare('SELECT count(*) FROM one_time_codes WHERE purpose = ?').pluck().get('login'), 1, 'one row per purpose')
})

t.test('wrong tries count on the live code, which dies at the fifth', async (t) => {
  const { db, userId } = await withUser(t)
  const code = issueCode(db, userId, 'login', NOW)
  for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) t.equal(redeemCode(db, userId, 'login', otherThan(code), NOW), false)
  t.equal(redeemCode(db, userId, 'login', code, NOW), true, 'four wrong tries leave it alive')

  const next = issueCode(db, userId, 'login', NOW)
  for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) t.equal(redeemCode(db, userId, 'login', otherThan(next), NOW), false)
  t.equal(redeemCode(db, userId, 'login', next, NOW), false, 'dead after five wrong tries')
  t.equal(
    db.prepare('SELECT attempts FROM one_time_codes WHERE user_id = ?').pluck().get(userId),
    MAX_CODE_ATTEMPTS,
    'no further counting on a dead code',
  )
  const fresh = issueCode(db, userId, 'login', NOW)
  t.equal(redeemCode(db, userId, 'login', fresh, NOW), true, 'a new code starts again')
})

t.test('nothing is redeemed for a user without codes, or with empty or oversized input', async (t) => {
  const { db, userId } = await withUser(t)
  t.equal(redeemCode(db, userId, 'reset', 'anything', NOW), false)
  issueCode(db, userId, 'reset', NOW)
  t.equal(redeemCode(db, userId, 'reset', '', NOW), false)
  t.equal(redeemCode(db, userId, 'reset', 'x'.repeat(100_000), NOW), false)
  t.equal(redeemCode(db, userId + 99, 'reset', 'anything', NOW), false)
})

t.test('wasIssued knows the latest code of a purpose whether used or expired, and nothing else', async (t) => {
  const { db, userId } = await withUser(t)
  const code = issueCode(db, userId, 'verify', NOW)
  t.equal(wasIssued(db, userId, 'verify', code), true, 'live')
  redeemCode(db, userId, 'verify', code, NOW)
  t.equal(wasIssued(db, userId, 'verify', code), true, 'used')
  t.equal(wasIssued(db, userId, 'verify', otherThan(code)), false, 'wrong code')
  t.equal(wasIssued(db, userId, 'reset', code), false, 'other purpose')
})

t.test('lastIssuedAt tells when the current code of a purpose was issued', async (t) => {
  const { db, userId } = await withUser(t)
  t.equal(lastIssuedAt(db, userId, 'reset'), null, 'none yet')
  issueCode(db, userId, 'reset', NOW)
  issueCode(db, userId, 'reset', NOW + 5000)
  issueCode(db, userId, 'verify', NOW + 9000)
  t.equal(lastIssuedAt(db, userId, 'reset'), NOW + 5000)
  t.equal(lastIssuedAt(db, userId, 'verify'), NOW + 9000)
  t.equal(lastIssuedAt(db, userId, 'login'), null)
})
