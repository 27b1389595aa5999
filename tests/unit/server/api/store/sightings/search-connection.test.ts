// What a SQLite connection is given before it searches (store/sightings/connection.ts): the file mapped into memory
// as far as SQLite maps, and a page cache for the pages beyond, large enough for one search at ten million
// sightings to find its pages again on its next page.

import t from 'tap'
import { join } from 'node:path'
import { openSqliteStore, sqliteHandleOf } from '../../../../../../server/api/store/engine/sqlite.js'
import { withSearchFunctions } from '../../../../../../server/api/store/sightings/search-functions.js'
import { SQLITE_MIGRATIONS } from '../conformance/engines.js'

t.test('a search connection maps the file and keeps 128 MiB of the pages beyond', async (t) => {
  const store = openSqliteStore(join(t.testdir(), 'sightline.db'), SQLITE_MIGRATIONS)
  t.teardown(() => store.close())
  const db = sqliteHandleOf(store)
  const before = db.pragma('cache_size', { simple: true })
  await withSearchFunctions(store)
  t.equal(db.pragma('cache_size', { simple: true }), -128 * 1024, 'a cache of 128 MiB (negative: KiB)')
  t.not(before, -128 * 1024, 'which is not what a connection has by itself')
  t.ok(Number(db.pragma('mmap_size', { simple: true })) >= 2 ** 30, 'and the file mapped')
  t.equal(db.prepare('SELECT sightline_distance_metres(51.5, -0.1, 51.5, -0.1)').pluck().get(), 0, 'the distance function is there')
})
