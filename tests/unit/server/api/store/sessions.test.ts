// Sessions: stored as a token hash, kept alive by use, ended after 30 idle minutes or 12 hours.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { hashToken } from '../../../../../server/api/store/passwords.js'
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  LAST_SEEN_STEP_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  touchSession,
} from '../../../../../server/api/store/sessions.js'
import { createUser } from '../../../../../server/api/store/users.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const MINUTE = 60_000

async function setup(t: Test) {
  const db = openDatabase(join(t.testdir(), 'service.db'), 'server/api/db/migrations')
  t.teardown(() => db.close())
  const ana = (await createUser(storeOnSqlite(db), { email: 'ana@example.org' }, NOW)).id
  const bob = (await createUser(storeOnSqlite(db), { email: 'bob@example.org' }, NOW)).id
  return { db, ana, bob }
}

t.test('the idle limit is 30 minutes (spec-1 §4.3) and the absolute limit 12 hours', async (t) => {
  t.equal(SESSION_IDLE_MS, 1_800_000)
  t.equal(SESSION_ABSOLUTE_MS, 12 * 60 * MINUTE)
})

t.test('a new session is stored by the hash of its token, never the token', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW, 'search')
  const rows = db.prepare('SELECT * FROM sessions').all() as Record<string, unknown>[]
  t.equal(rows.length, 1)
  t.equal(rows[0]?.id, hashToken(token))
  t.notMatch(JSON.stringify(rows), token)
  t.same(touchSession(db, token, NOW), { id: hashToken(token), userId: ana, createdAt: NOW, lastSeenAt: NOW, requestingApp: 'search' })
})

t.test('an unknown token, or the stored hash used as a token, finds no session', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  t.equal(touchSession(db, 'not-a-token', NOW), undefined)
  t.equal(touchSession(db, hashToken(token), NOW), undefined)
})

t.test('each session gets its own token', async (t) => {
  const { db, ana } = await setup(t)
  t.not(createSession(db, ana, NOW), createSession(db, ana, NOW))
})

t.test('a session idle exactly 30 minutes lives; at 30 minutes and 1 ms it is gone', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  t.ok(touchSession(db, token, NOW + SESSION_IDLE_MS))
  t.equal(touchSession(db, token, NOW + 2 * SESSION_IDLE_MS + 1), undefined)
  t.equal(db.prepare('SELECT count(*) FROM sessions').pluck().get(), 0, 'the expired session is deleted')
  t.equal(touchSession(db, token, NOW + 2 * SESSION_IDLE_MS), undefined, 'and stays gone')
})

t.test('use moves the idle deadline on', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  let at = NOW
  for (let i = 0; i < 10; i++) {
    at += 29 * MINUTE
    t.equal(touchSession(db, token, at)?.lastSeenAt, at)
  }
})

t.test('a use within 10 seconds of the recorded one only reads; a later one records it', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  t.equal(LAST_SEEN_STEP_MS, 10_000)
  const before = db.prepare('SELECT total_changes()').pluck()
  const writes = before.get() as number
  for (let at = NOW; at < NOW + LAST_SEEN_STEP_MS; at += 1000) t.equal(touchSession(db, token, at)?.lastSeenAt, NOW)
  t.equal(before.get(), writes, 'nothing written within the step')
  t.equal(touchSession(db, token, NOW + LAST_SEEN_STEP_MS)?.lastSeenAt, NOW + LAST_SEEN_STEP_MS)
  t.equal(before.get(), writes + 1, 'one write once the step has passed')
  // The idle deadline counts from the recorded use: at most the step early, never late.
  t.ok(touchSession(db, token, NOW + LAST_SEEN_STEP_MS + SESSION_IDLE_MS))
})

t.test('a session ended between its read and its write gives the call no session', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  // The read happens, then another call signs out before the write: as if the row went meanwhile.
  const real = db.prepare.bind(db)
  db.prepare = ((sql: string) => {
    if (sql.startsWith('UPDATE sessions')) deleteSession(db, token)
    return real(sql)
  }) as typeof db.prepare
  t.equal(touchSession(db, token, NOW + MINUTE), undefined)
  db.prepare = real
})

t.test('a session used all the time still ends 12 hours after it started', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  for (let at = NOW + 20 * MINUTE; at < NOW + SESSION_ABSOLUTE_MS; at += 20 * MINUTE) t.ok(touchSession(db, token, at))
  t.ok(touchSession(db, token, NOW + SESSION_ABSOLUTE_MS - 1), 'alive 1 ms before 12 hours')
  t.equal(touchSession(db, token, NOW + SESSION_ABSOLUTE_MS), undefined)
})

t.test('a clock going backwards does not move last-seen back', async (t) => {
  const { db, ana } = await setup(t)
  const token = createSession(db, ana, NOW)
  touchSession(db, token, NOW + 10 * MINUTE)
  t.equal(touchSession(db, token, NOW + 5 * MINUTE)?.lastSeenAt, NOW + 10 * MINUTE)
})

t.test('logout deletes that session only', async (t) => {
  const { db, ana } = await setup(t)
  const a = createSession(db, ana, NOW)
  const b = createSession(db, ana, NOW)
  t.equal(deleteSession(db, a), true)
  t.equal(touchSession(db, a, NOW), undefined)
  t.ok(touchSession(db, b, NOW))
  t.equal(deleteSession(db, a), false, 'already gone')
})

t.test('deleting a user\'s sessions leaves other users signed in', async (t) => {
  const { db, ana, bob } = await setup(t)
  const a1 = createSession(db, ana, NOW)
  const a2 = createSession(db, ana, NOW)
  const b = createSession(db, bob, NOW)
  t.equal(deleteUserSessions(db, ana), 2)
  t.equal(touchSession(db, a1, NOW), undefined)
  t.equal(touchSession(db, a2, NOW), undefined)
  t.ok(touchSession(db, b, NOW))
})

t.test('the clean-up removes idle and too-old sessions and keeps live ones', async (t) => {
  const { db, ana } = await setup(t)
  const old = createSession(db, ana, NOW - SESSION_ABSOLUTE_MS)
  for (let at = NOW - SESSION_ABSOLUTE_MS; at < NOW; at += 20 * MINUTE) touchSession(db, old, at)
  t.equal(db.prepare('SELECT count(*) FROM sessions').pluck().get(), 1, 'the old session was kept alive by use')
  createSession(db, ana, NOW - SESSION_IDLE_MS - 1)
  const live = createSession(db, ana, NOW - SESSION_IDLE_MS)
  t.equal(deleteExpiredSessions(db, NOW), 2)
  t.ok(touchSession(db, live, NOW))
})
