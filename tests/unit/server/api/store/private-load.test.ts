// The seed tool's fast settings for a fresh database: in force during the load, the service's after it.

import t from 'tap'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { withPrivateLoadSettings } from '../../../../../server/api/store/private-load.js'

const MIGRATIONS = fileURLToPath(new URL('../../../../../server/api/db/migrations/', import.meta.url))

t.test('the load runs without a journal and the file is back in WAL mode afterwards', async (t) => {
  const db = openDatabase(join(t.testdir(), 'fresh.db'), MIGRATIONS)
  t.teardown(() => db.close())
  const during = withPrivateLoadSettings(db, () => [db.pragma('journal_mode', { simple: true }), db.pragma('synchronous', { simple: true })])
  t.same(during, ['off', 0])
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal')
  t.equal(db.pragma('synchronous', { simple: true }), 1, 'NORMAL again')
})

t.test('a failing load still restores the service settings', async (t) => {
  const db = openDatabase(join(t.testdir(), 'fresh.db'), MIGRATIONS)
  t.teardown(() => db.close())
  t.throws(() => withPrivateLoadSettings(db, () => { throw new Error('generator broke') }), /generator broke/)
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal')
})

t.test('a file another connection holds stays in WAL mode during the load', async (t) => {
  const file = join(t.testdir(), 'shared.db')
  const db = openDatabase(file, MIGRATIONS)
  const reader = openDatabase(file, MIGRATIONS)
  t.teardown(() => { reader.close(); db.close() })
  reader.prepare('SELECT count(*) FROM sightings').get()
  const mode = withPrivateLoadSettings(db, () => db.pragma('journal_mode', { simple: true }))
  t.equal(mode, 'wal')
})
