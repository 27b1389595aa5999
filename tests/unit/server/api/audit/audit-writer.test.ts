// The audit writer: an entry is written after the call, not during it; one the database could not take for a
// busy lock waits and is written later, in order, with none lost; a queue that grows past its bound gives up its
// oldest entries, each said in the log.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { auditWriter } from '../../../../../server/api/audit/audit-writer.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import type { NewAuditRecord } from '../../../../../server/api/store/audit.js'
import { auditRows } from '../harness.js'

const entry = (n: number): NewAuditRecord => ({
  at: 1_000 + n,
  userEmail: `user${n}@example.org`,
  requestingApp: null,
  api: 'search',
  action: 'search',
  justification: null,
  details: null,
  success: true,
  error: null,
})

function setup(t: Test) {
  const db = openDatabase(join(t.testdir(), 'service.db'), 'server/api/db/migrations')
  // The writer gives up on the lock after 20 ms here rather than the service's 5 seconds.
  db.pragma('busy_timeout = 20')
  const other = new Database(db.name)
  t.teardown(() => {
    other.close()
    db.close()
  })
  const logged: { level: string; message: string; details: object }[] = []
  const log = {
    warn: (details: object, message: string) => logged.push({ level: 'warn', message, details }),
    error: (details: object, message: string) => logged.push({ level: 'error', message, details }),
  }
  return { db, store: storeOnSqlite(db), other, logged, log }
}

/** A turn of the event loop: the writes a `write` started have ended, or met the busy lock. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve))

const emails = (db: Database.Database) => auditRows(db).map((r) => r.user_email)

t.test('entries refused for a busy database wait, and are written in order once it is free', async (t) => {
  const { db, store, other, log, logged } = setup(t)
  const writer = auditWriter(store, log, { retryMs: 60_000 })
  writer.write(entry(1))
  t.same(emails(db), [], 'not written during the call that writes it')
  await aTurn()
  t.same(emails(db), ['user1@example.org'], 'written at once while free')

  other.exec('BEGIN IMMEDIATE')
  writer.write(entry(2))
  writer.write(entry(3))
  await aTurn()
  t.equal(writer.waiting(), 2)
  t.equal(logged.filter((l) => l.level === 'error').length, 0, 'nothing given up')
  other.exec('COMMIT')
  t.equal(await writer.flush(), 0)
  t.same(emails(db), ['user1@example.org', 'user2@example.org', 'user3@example.org'])
})

t.test('the waiting entries are tried again by themselves after the wait', async (t) => {
  const { db, store, other, log } = setup(t)
  const writer = auditWriter(store, log, { retryMs: 30 })
  other.exec('BEGIN IMMEDIATE')
  writer.write(entry(1))
  await aTurn()
  t.equal(writer.waiting(), 1)
  other.exec('COMMIT')
  await new Promise((r) => setTimeout(r, 200))
  t.equal(writer.waiting(), 0)
  t.same(emails(db), ['user1@example.org'])
})

t.test('past its bound the queue gives up the oldest entries, each named in the log', async (t) => {
  const { db, store, other, log, logged } = setup(t)
  const writer = auditWriter(store, log, { retryMs: 60_000, maxWaiting: 2 })
  other.exec('BEGIN IMMEDIATE')
  for (let n = 1; n <= 4; n++) writer.write(entry(n))
  await aTurn()
  t.equal(writer.waiting(), 2)
  const given = logged.filter((l) => l.level === 'error')
  t.same(
    given.map((l) => (l.details as { userEmail: string }).userEmail),
    ['user1@example.org', 'user2@example.org'],
  )
  other.exec('COMMIT')
  await writer.flush()
  t.same(emails(db), ['user3@example.org', 'user4@example.org'])
})

t.test('an entry the database cannot take for another reason is said in the log, not kept', async (t) => {
  const { db, store, log, logged } = setup(t)
  const writer = auditWriter(store, log)
  db.exec('DROP TABLE audit_log')
  writer.write(entry(1))
  await aTurn()
  t.equal(writer.waiting(), 0)
  t.match(logged, [{ level: 'error', message: 'audit entries could not be written' }])
})

t.test('entries that come while a batch is written are written next, in order, as one batch', async (t) => {
  const { db, store, log } = setup(t)
  const writer = auditWriter(store, log)
  for (let n = 1; n <= 5; n++) writer.write(entry(n))
  t.equal(writer.waiting(), 4, 'the first is being written, the others wait for it')
  await aTurn()
  t.equal(writer.waiting(), 0)
  t.same(emails(db), [1, 2, 3, 4, 5].map((n) => `user${n}@example.org`))
})
