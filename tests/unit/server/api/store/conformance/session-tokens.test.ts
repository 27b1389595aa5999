// Session token rotation on both engines (PUT /v1/authenticate): a new token for the same session, keeping its
// user, sign-in time and requesting app; the old token ends at once; refreshes at once on several instances renew
// the session once, never forking it into two.

import t from 'tap'
import { sql } from 'kysely'
import { rotateSessionToken, tokenIssuedAt, TOKEN_REFRESH_AFTER_MS } from '../../../../../../server/api/store/session-tokens.js'
import { createSession, touchSession } from '../../../../../../server/api/store/sessions.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const MINUTE = 60_000

async function sessionCount(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(store.db)
  return Number(rows[0]!.n)
}

t.test('a token is refreshed after 15 minutes (spec-1 §7)', async (t) => {
  t.equal(TOKEN_REFRESH_AFTER_MS, 15 * MINUTE)
})

onEachEngine(t, "a session's first token was issued at sign-in; a rotated one when it was rotated", async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const first = await createSession(store, ana, NOW, 'search')
  t.equal(await tokenIssuedAt(store, hashToken(first)), NOW)
  const second = (await rotateSessionToken(store, hashToken(first), NOW + 20 * MINUTE))!
  t.equal(await tokenIssuedAt(store, hashToken(second)), NOW + 20 * MINUTE)
  t.equal(await tokenIssuedAt(store, hashToken(first)), undefined, 'the old one is no more')
})

onEachEngine(t, 'a rotated session keeps its user, sign-in time and requesting app; the old token ends at once', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const first = await createSession(store, ana, NOW, 'search')
  const second = (await rotateSessionToken(store, hashToken(first), NOW + 20 * MINUTE))!
  t.not(second, first)
  t.equal(await touchSession(store, first, NOW + 20 * MINUTE), undefined)
  t.same(await touchSession(store, second, NOW + 20 * MINUTE), { id: hashToken(second), userId: ana, createdAt: NOW, lastSeenAt: NOW + 20 * MINUTE, requestingApp: 'search' })
  t.equal(await sessionCount(store), 1)
})

onEachEngine(t, 'last-seen never moves back at a rotation', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const first = await createSession(store, ana, NOW)
  await touchSession(store, first, NOW + 10 * MINUTE)
  const second = (await rotateSessionToken(store, hashToken(first), NOW + 5 * MINUTE))!
  t.equal((await touchSession(store, second, NOW + 5 * MINUTE))?.lastSeenAt, NOW + 10 * MINUTE)
})

onEachEngine(t, 'a session that is gone gives no token', async (t, store) => {
  t.equal(await rotateSessionToken(store, hashToken('never issued'), NOW), undefined)
  t.equal(await sessionCount(store), 0)
})

onEachEngine(t, 'refreshes at once renew the session once, round after round', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  let token = await createSession(store, ana, NOW)
  for (let round = 1; round <= 4; round++) {
    const tokens = await atOnce(store, 6, () => rotateSessionToken(store, hashToken(token), NOW + round * MINUTE))
    const renewed = tokens.filter((t): t is string => t !== undefined)
    t.equal(renewed.length, 1, `round ${round}: one new token`)
    t.equal(await sessionCount(store), 1, `round ${round}: one session`)
    token = renewed[0]!
  }
})

onEachEngine(t, 'a rotation in a transaction that fails leaves the old token working', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const first = await createSession(store, ana, NOW)
  await t.rejects(
    inTransaction(store, async (tx) => {
      await rotateSessionToken(tx, hashToken(first), NOW + MINUTE)
      throw new Error('the cookie could not be set')
    }),
  )
  t.ok(await touchSession(store, first, NOW + MINUTE))
  t.equal(await sessionCount(store), 1)
})
