// One-time codes on both engines: their form and lifetime per purpose, single use, the newest only, and death after
// five wrong tries, which holds when the tries arrive at once on several instances.

import t from 'tap'
import { sql } from 'kysely'
import {
  CODE_LIFETIME_MS,
  issueCode,
  lastIssuedAt,
  MAX_CODE_ATTEMPTS,
  redeemCode,
  wasIssued,
  type CodePurpose,
} from '../../../../../../server/api/store/codes.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const PURPOSES: CodePurpose[] = ['login', 'verify', 'reset']

/** Another code of the same form that is certainly not `code`. */
function otherThan(code: string): string {
  return code.endsWith('0') ? `${code.slice(0, -1)}1` : `${code.slice(0, -1)}0`
}

async function codeRows(store: Store, purpose: CodePurpose) {
  const { rows } = await sql<{ user_id: number; code_hash: string; expires_at: number; used_at: number | null; attempts: number }>`
    SELECT user_id, code_hash, expires_at, used_at, attempts FROM one_time_codes WHERE purpose = ${purpose} ORDER BY id`.execute(store.db)
  return rows
}

onEachEngine(t, 'a login code is six digits; verify and reset codes are long random tokens', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (let i = 0; i < 50; i++) t.match(await issueCode(store, userId, 'login', NOW), /^\d{6}$/)
  const verify = await issueCode(store, userId, 'verify', NOW)
  const reset = await issueCode(store, userId, 'reset', NOW)
  for (const code of [verify, reset]) t.match(code, /^[A-Za-z0-9_-]{43}$/)
  t.not(verify, reset)
})

t.test('the lifetimes are 10 minutes, 24 hours and 1 hour', async (t) => {
  t.same(CODE_LIFETIME_MS, { login: 600_000, verify: 86_400_000, reset: 3_600_000 })
})

onEachEngine(t, 'only the hash of a code is stored', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (const purpose of PURPOSES) {
    const code = await issueCode(store, userId, purpose, NOW)
    const rows = await codeRows(store, purpose)
    t.equal(rows.length, 1)
    t.equal(rows[0]?.code_hash, hashToken(code))
    t.notOk(JSON.stringify(rows).includes(code), `${purpose} code absent from its row`)
  }
})

onEachEngine(t, 'a live code is redeemed exactly once', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (const purpose of PURPOSES) {
    const code = await issueCode(store, userId, purpose, NOW)
    t.equal(await redeemCode(store, userId, purpose, code, NOW + 1000), true, `${purpose} first use`)
    t.equal(await redeemCode(store, userId, purpose, code, NOW + 2000), false, `${purpose} second use`)
  }
})

onEachEngine(t, 'spaces around a pasted code are ignored', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const code = await issueCode(store, userId, 'login', NOW)
  t.equal(await redeemCode(store, userId, 'login', ` ${code}\n`, NOW), true)
})

onEachEngine(t, 'a code works until its lifetime ends and not from then on', async (t, store) => {
  for (const purpose of PURPOSES) {
    const userId = await aUser(store, `${purpose}@example.org`)
    const lastMoment = await issueCode(store, userId, purpose, NOW)
    t.equal(await redeemCode(store, userId, purpose, lastMoment, NOW + CODE_LIFETIME_MS[purpose] - 1), true, `${purpose} just before`)
    const late = await issueCode(store, userId, purpose, NOW)
    t.equal(await redeemCode(store, userId, purpose, late, NOW + CODE_LIFETIME_MS[purpose]), false, `${purpose} at expiry`)
  }
})

onEachEngine(t, 'a code serves only its own purpose and its own user', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const other = await aUser(store, 'ben@example.org')
  const reset = await issueCode(store, userId, 'reset', NOW)
  await issueCode(store, userId, 'verify', NOW)
  await issueCode(store, other, 'reset', NOW)
  t.equal(await redeemCode(store, userId, 'verify', reset, NOW), false, 'a reset code does not verify')
  t.equal(await redeemCode(store, other, 'reset', reset, NOW), false, "another user's code")
  t.equal(await redeemCode(store, userId, 'reset', reset, NOW), true, 'still good for its own purpose')
})

onEachEngine(t, 'issuing a code voids the earlier unused code of the same purpose only', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const first = await issueCode(store, userId, 'login', NOW)
  const verify = await issueCode(store, userId, 'verify', NOW)
  const second = await issueCode(store, userId, 'login', NOW + 1000)
  if (first !== second) t.equal(await redeemCode(store, userId, 'login', first, NOW + 2000), false, 'earlier login code void')
  t.equal(await redeemCode(store, userId, 'login', second, NOW + 2000), true, 'newest login code works')
  t.equal(await redeemCode(store, userId, 'verify', verify, NOW + 2000), true, 'verify code untouched')
  t.equal((await codeRows(store, 'login')).length, 1, 'one row per purpose')
})

onEachEngine(t, 'wrong tries count on the live code, which dies at the fifth', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const code = await issueCode(store, userId, 'login', NOW)
  for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) t.equal(await redeemCode(store, userId, 'login', otherThan(code), NOW), false)
  t.equal(await redeemCode(store, userId, 'login', code, NOW), true, 'four wrong tries leave it alive')

  const next = await issueCode(store, userId, 'login', NOW)
  for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) t.equal(await redeemCode(store, userId, 'login', otherThan(next), NOW), false)
  t.equal(await redeemCode(store, userId, 'login', next, NOW), false, 'dead after five wrong tries')
  t.equal(
    (await codeRows(store, 'login'))[0]?.attempts,
    MAX_CODE_ATTEMPTS,
    'no further counting on a dead code',
  )
  const fresh = await issueCode(store, userId, 'login', NOW)
  t.equal(await redeemCode(store, userId, 'login', fresh, NOW), true, 'a new code starts again')
})

onEachEngine(t, 'nothing is redeemed for a user without codes, or with empty or oversized input', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  t.equal(await redeemCode(store, userId, 'reset', 'anything', NOW), false)
  await issueCode(store, userId, 'reset', NOW)
  t.equal(await redeemCode(store, userId, 'reset', '', NOW), false)
  t.equal(await redeemCode(store, userId, 'reset', 'x'.repeat(100_000), NOW), false)
  t.equal(await redeemCode(store, userId + 99, 'reset', 'anything', NOW), false)
})

onEachEngine(t, 'wasIssued knows the latest code of a purpose whether used or expired, and nothing else', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const code = await issueCode(store, userId, 'verify', NOW)
  t.equal(await wasIssued(store, userId, 'verify', code), true, 'live')
  await redeemCode(store, userId, 'verify', code, NOW)
  t.equal(await wasIssued(store, userId, 'verify', code), true, 'used')
  t.equal(await wasIssued(store, userId, 'verify', otherThan(code)), false, 'wrong code')
  t.equal(await wasIssued(store, userId, 'reset', code), false, 'other purpose')
})

onEachEngine(t, 'lastIssuedAt tells when the current code of a purpose was issued', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  t.equal(await lastIssuedAt(store, userId, 'reset'), null, 'none yet')
  await issueCode(store, userId, 'reset', NOW)
  await issueCode(store, userId, 'reset', NOW + 5000)
  await issueCode(store, userId, 'verify', NOW + 9000)
  t.equal(await lastIssuedAt(store, userId, 'reset'), NOW + 5000)
  t.equal(await lastIssuedAt(store, userId, 'verify'), NOW + 9000)
  t.equal(await lastIssuedAt(store, userId, 'login'), null)
})

onEachEngine(t, 'a right code tried eight times at once is used once, round after round', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (let round = 1; round <= 5; round++) {
    const code = await issueCode(store, userId, 'reset', NOW)
    const used = await atOnce(store, 8, () => redeemCode(store, userId, 'reset', code, NOW))
    t.equal(used.filter(Boolean).length, 1, `round ${round}`)
  }
})

onEachEngine(t, 'twenty wrong tries at once: exactly five are counted and the code is dead, round after round', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (let round = 1; round <= 3; round++) {
    const code = await issueCode(store, userId, 'login', NOW)
    const tries = await atOnce(store, 20, () => redeemCode(store, userId, 'login', otherThan(code), NOW))
    t.ok(tries.every((ok) => !ok))
    t.equal((await codeRows(store, 'login'))[0]?.attempts, MAX_CODE_ATTEMPTS, `round ${round}: the count is exact`)
    t.equal(await redeemCode(store, userId, 'login', code, NOW), false, `round ${round}: the right code comes too late`)
  }
})

onEachEngine(t, 'codes issued at once leave one code of the purpose, the one that works, round after round', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  for (let round = 1; round <= 3; round++) {
    const codes = await atOnce(store, 6, () => issueCode(store, userId, 'verify', NOW))
    const rows = await codeRows(store, 'verify')
    t.equal(rows.length, 1, `round ${round}: one row`)
    const kept = codes.filter((code) => hashToken(code) === rows[0]?.code_hash)
    t.equal(kept.length, 1, `round ${round}: it is one of the codes issued`)
    t.equal(await redeemCode(store, userId, 'verify', kept[0]!, NOW), true)
  }
})

onEachEngine(t, 'a code issued in a transaction that fails is not kept, and the earlier one still works', async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  const earlier = await issueCode(store, userId, 'reset', NOW)
  await t.rejects(
    inTransaction(store, async (tx) => {
      await issueCode(tx, userId, 'reset', NOW + 1000)
      throw new Error('the mail could not be queued')
    }),
  )
  t.equal(await redeemCode(store, userId, 'reset', earlier, NOW + 2000), true)
})

onEachEngine(t, "a user's codes go with the user", async (t, store) => {
  const userId = await aUser(store, 'ana@example.org')
  await issueCode(store, userId, 'reset', NOW)
  await sql`DELETE FROM users WHERE id = ${userId}`.execute(store.db)
  t.same(await codeRows(store, 'reset'), [])
})
