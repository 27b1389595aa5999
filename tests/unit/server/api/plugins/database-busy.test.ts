// A call that meets a database another connection is writing to (an import, a job storing its results):
// a signed-in user's calls in a burst only read their session and are answered; a call that must write and
// cannot get the lock in time is refused as busy (503), never failed (500), so that a session check that met
// it does not read as "signed out"; a read may be made again after the wait it names.

import t from 'tap'
import Database from 'better-sqlite3'
import { harness, MINUTE } from '../harness.js'
import { DATABASE_BUSY } from '../../../../../server/api/failures.js'

const ERIN = 'erin@example.org'

t.test('a busy database refuses as busy, reads with a wait to try again, and answers once it is free', async (t) => {
  const h = harness(t)
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
  const check = await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)
  t.equal(check.statusCode, 503)
  t.equal(check.headers['retry-after'], '2')
  t.same(check.json(), { success: false, error: 'The server is busy. Try again in 2 seconds.' })
  t.ok(browser.cookies.size > 0, 'the session cookie is kept')

  const write = await browser.call({ method: 'POST', url: '/v1/settings', payload: { showImages: true } }, ERIN)
  t.equal(write.statusCode, 503)
  t.equal(write.headers['retry-after'], undefined, 'a write is not made again by itself')
  t.same(write.json(), { success: false, error: DATABASE_BUSY })

  writer.exec('COMMIT')
  const free = await browser.call({ method: 'GET', url: '/v1/authenticate' }, ERIN)
  t.equal(free.statusCode, 200)
  t.equal(free.json().user.email, ERIN, 'still signed in')
})
