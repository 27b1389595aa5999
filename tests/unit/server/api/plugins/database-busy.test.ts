// A call that meets a database another connection is writing to (an import, a job storing its results):
// a signed-in user's calls only read their session and go on as that user; a call that must write and cannot
// get the lock in time is refused as busy (503), never failed (500), a read with the wait after which the
// browser makes it again; and every call is in the audit log once the database is free.

import t from 'tap'
import Database from 'better-sqlite3'
import { assertAudited, harness, MINUTE } from '../harness.js'
import { DATABASE_BUSY } from '../../../../../server/api/failures.js'

const ERIN = 'erin@example.org'

t.test('a busy database refuses as busy, reads with a wait to try again, and answers once it is free', async (t) => {
  const h = harness(t)
  // A read that writes, as a call that notes something while it answers.
  h.app.get('/v1/test/noting-read', async () => {
    h.db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999999, 'test', 'now')").run()
    return { success: true }
  })
  await h.addUser({ email: ERIN }, ['MetadataSearch'])
  const browser = h.browser()
  t.equal((await browser.signIn(ERIN)).statusCode, 200)
  // The service waits 50 ms for the lock here rather than its 5 seconds.
  h.db.pragma('busy_timeout = 50')
  const writer = new Database(h.db.name)
  t.teardown(() => writer.close())
  writer.exec('BEGIN IMMEDIATE')

  h.clock.advance(1000)
  const soon = await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)
  t.equal(soon.statusCode, 200, 'a call a second after the last only reads its session')
  t.equal(soon.json().user.email, ERIN)
  h.clock.advance(MINUTE)
  const later = await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)
  t.equal(later.statusCode, 200, 'a call that would note its session\'s use goes on without the note')
  t.equal(later.json().user.email, ERIN)

  const read = await browser.call({ method: 'GET', url: '/v1/test/noting-read' }, ERIN)
  t.equal(read.statusCode, 503)
  t.equal(read.headers['retry-after'], '2')
  t.same(read.json(), { success: false, error: 'The server is busy. Try again in 2 seconds.' })

  const write = await browser.call({ method: 'POST', url: '/v1/settings', payload: { showImages: true } }, ERIN)
  t.equal(write.statusCode, 503)
  t.equal(write.headers['retry-after'], undefined, 'a write is not made again by itself')
  t.same(write.json(), { success: false, error: DATABASE_BUSY })

  writer.exec('COMMIT')
  const free = await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)
  t.equal(free.statusCode, 200)
  t.equal(free.json().user.email, ERIN, 'still signed in')
  // The entries of the calls made while the database was busy waited, and none is lost.
  await assertAudited(t, h)
})
