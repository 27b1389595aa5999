// Sessions on both engines: stored as a token hash, kept alive by use, ended after 30 idle minutes or 12 hours; a
// session ended by another instance between a call's read and its write is not revived.

import t from 'tap'
import { sql } from 'kysely'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  LAST_SEEN_STEP_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  touchSession,
} from '../../../../../../server/api/store/sessions.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { storeActingBetween } from './between.js'
import { aUser } from './given.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const MINUTE = 60_000

async function rowsOfSessions(store: Store) {
  const { rows } = await sql<{ id: string; user_id: number; last_seen_at: number }>`SELECT id, user_id, last_seen_at FROM sessions ORDER BY id`.execute(store.db)
  return rows
}

t.test('the idle limit is 30 minutes (spec-1 §4.3) and the absolute limit 12 hours', async (t) => {
  t.equal(SESSION_IDLE_MS, 1_800_000)
  t.equal(SESSION_ABSOLUTE_MS, 12 * 60 * MINUTE)
})

onEachEngine(t, 'a new session is stored by the hash of its token, never the token', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const token = await createSession(store, ana, NOW, 'search')
  const rows = await rowsOfSessions(store)
  t.same(rows, [{ id: hashToken(token), user_id: ana, last_seen_at: NOW }])
  t.notMatch(JSON.stringify(rows), token)
  t.same(await touchSession(store, token, NOW), { id: hashToken(token), userId: ana, createdAt: NOW, lastSeenAt: NOW, requestingApp: 'search' })
})

onEachEngine(t, 'an unknown token, or the stored hash used as a token, finds no session', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  t.equal(await touchSession(store, 'not-a-token', NOW), undefined)
  t.equal(await touchSession(store, hashToken(token), NOW), undefined)
})

onEachEngine(t, 'each session gets its own token; a session of no user is refused', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  t.not(await createSession(store, ana, NOW), await createSession(store, ana, NOW))
  await t.rejects(createSession(store, ana + 1, NOW), 'the user must exist')
})

onEachEngine(t, 'a session idle exactly 30 minutes lives; at 30 minutes and 1 ms it is gone', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  t.ok(await touchSession(store, token, NOW + SESSION_IDLE_MS))
  t.equal(await touchSession(store, token, NOW + 2 * SESSION_IDLE_MS + 1), undefined)
  t.same(await rowsOfSessions(store), [], 'the expired session is deleted')
  t.equal(await touchSession(store, token, NOW + 2 * SESSION_IDLE_MS), undefined, 'and stays gone')
})

onEachEngine(t, 'use moves the idle deadline on', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  let at = NOW
  for (let i = 0; i < 10; i++) {
    at += 29 * MINUTE
    t.equal((await touchSession(store, token, at))?.lastSeenAt, at)
  }
})

onEachEngine(t, 'a use within 10 seconds of the recorded one only reads; a later one records it', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  t.equal(LAST_SEEN_STEP_MS, 10_000)
  let writes = 0
  const counting = storeActingBetween(store, /^UPDATE sessions/, async () => {
    writes++
  })
  for (let at = NOW; at < NOW + LAST_SEEN_STEP_MS; at += 1000) t.equal((await touchSession(counting, token, at))?.lastSeenAt, NOW)
  t.equal(writes, 0, 'nothing written within the step')
  t.equal((await rowsOfSessions(store))[0]?.last_seen_at, NOW)
  t.equal((await touchSession(counting, token, NOW + LAST_SEEN_STEP_MS))?.lastSeenAt, NOW + LAST_SEEN_STEP_MS)
  t.equal(writes, 1, 'one write once the step has passed')
  t.equal((await rowsOfSessions(store))[0]?.last_seen_at, NOW + LAST_SEEN_STEP_MS)
  // The idle deadline counts from the recorded use: at most the step early, never late.
  t.ok(await touchSession(store, token, NOW + LAST_SEEN_STEP_MS + SESSION_IDLE_MS))
})

onEachEngine(t, 'a session ended between its read and its write gives the call no session', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  // Another instance signs the session out after this call read it and before it records the use.
  const signedOutMeanwhile = storeActingBetween(store, /^SELECT .* FROM sessions/, async (plain) => {
    await deleteSession(plain, token)
  })
  t.equal(await touchSession(signedOutMeanwhile, token, NOW + MINUTE), undefined)
  t.same(await rowsOfSessions(store), [], 'and it is not written back')
})

onEachEngine(t, 'a later use recorded by another instance between a call\'s read and its write is not moved back', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  const laterUseMeanwhile = storeActingBetween(store, /^SELECT .* FROM sessions/, async (plain) => {
    await touchSession(plain, token, NOW + 9 * MINUTE)
  })
  t.equal((await touchSession(laterUseMeanwhile, token, NOW + 5 * MINUTE))?.lastSeenAt, NOW + 5 * MINUTE, 'the call has its session')
  t.equal((await rowsOfSessions(store))[0]?.last_seen_at, NOW + 9 * MINUTE, 'last-seen stays at the later use')
})

onEachEngine(t, 'uses arriving at once each find the session and leave last-seen at the latest of them', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  const times = [NOW + 5 * MINUTE, NOW + 9 * MINUTE, NOW + MINUTE, NOW + 7 * MINUTE, NOW + 3 * MINUTE]
  const seen = await Promise.all(times.map((at) => touchSession(store, token, at)))
  t.ok(seen.every((session) => session !== undefined), 'each call has the session')
  t.equal((await rowsOfSessions(store))[0]?.last_seen_at, NOW + 9 * MINUTE)
})

onEachEngine(t, 'a session used all the time still ends 12 hours after it started', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  for (let at = NOW + 20 * MINUTE; at < NOW + SESSION_ABSOLUTE_MS; at += 20 * MINUTE) t.ok(await touchSession(store, token, at))
  t.ok(await touchSession(store, token, NOW + SESSION_ABSOLUTE_MS - 1), 'alive 1 ms before 12 hours')
  t.equal(await touchSession(store, token, NOW + SESSION_ABSOLUTE_MS), undefined)
})

onEachEngine(t, 'a clock going backwards does not move last-seen back', async (t, store) => {
  const token = await createSession(store, await aUser(store, 'ana@example.org'), NOW)
  await touchSession(store, token, NOW + 10 * MINUTE)
  t.equal((await touchSession(store, token, NOW + 5 * MINUTE))?.lastSeenAt, NOW + 10 * MINUTE)
})

onEachEngine(t, 'logout deletes that session only', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const a = await createSession(store, ana, NOW)
  const b = await createSession(store, ana, NOW)
  t.equal(await deleteSession(store, a), true)
  t.equal(await touchSession(store, a, NOW), undefined)
  t.ok(await touchSession(store, b, NOW))
  t.equal(await deleteSession(store, a), false, 'already gone')
})

onEachEngine(t, "deleting a user's sessions leaves other users signed in; deleting the user deletes theirs", async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const bob = await aUser(store, 'bob@example.org')
  const a1 = await createSession(store, ana, NOW)
  const a2 = await createSession(store, ana, NOW)
  const b = await createSession(store, bob, NOW)
  t.equal(await deleteUserSessions(store, ana), 2)
  t.equal(await touchSession(store, a1, NOW), undefined)
  t.equal(await touchSession(store, a2, NOW), undefined)
  t.ok(await touchSession(store, b, NOW))
  await sql`DELETE FROM users WHERE id = ${bob}`.execute(store.db)
  t.equal(await touchSession(store, b, NOW), undefined, 'the cascade ends the session')
})

onEachEngine(t, 'the clean-up removes idle and too-old sessions and keeps live ones', async (t, store) => {
  const ana = await aUser(store, 'ana@example.org')
  const old = await createSession(store, ana, NOW - SESSION_ABSOLUTE_MS)
  for (let at = NOW - SESSION_ABSOLUTE_MS; at < NOW; at += 20 * MINUTE) await touchSession(store, old, at)
  t.equal((await rowsOfSessions(store)).length, 1, 'the old session was kept alive by use')
  await createSession(store, ana, NOW - SESSION_IDLE_MS - 1)
  const live = await createSession(store, ana, NOW - SESSION_IDLE_MS)
  t.equal(await deleteExpiredSessions(store, NOW), 2)
  t.ok(await touchSession(store, live, NOW))
})
