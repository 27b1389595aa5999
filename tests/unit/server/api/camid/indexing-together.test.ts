// Two job engines indexing Camera ID's pictures at once, each with its own connection to one database (as two service
// instances would), take the same pictures, compute the same digests, and leave the index as one engine alone would:
// every readable picture indexed once with its digest, the unreadable ones forgotten, nothing left waiting. The second
// engine runs its whole run between the first's reading of the pictures waiting and its storing of their digests.

import t from 'tap'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openSqliteStore } from '../../../../../server/api/store/engine/sqlite.js'
import type { Store } from '../../../../../server/api/store/engine/store.js'
import { insertSightings } from '../../../../../server/api/store/sightings/rows.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { hasUnindexedPictures } from '../../../../../server/api/store/camid/pictures.js'
import { indexNextPictures } from '../../../../../server/api/camid/index-pictures.js'
import { storeActingBetween } from '../store/conformance/between.js'
import { STORED } from './camid-fixture.js'
import { MIGRATIONS, NOW } from '../harness.js'

/** A database holding the fixture's sightings; gives its file. */
function databaseOfSightings(dir: string): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'service.db')
  const db = openDatabase(file, MIGRATIONS)
  insertSightings(db, STORED, NOW)
  db.close()
  return file
}

const digests = async (store: Store) =>
  (await sql<{ sighting_id: number; digest: Buffer | null }>`SELECT sighting_id, digest FROM camid_pictures ORDER BY sighting_id`.execute(store.db)).rows.map(
    (row) => [row.sighting_id, row.digest?.toString('hex') ?? null],
  )

t.test('two instances indexing at once leave the index as one alone would', async (t) => {
  const dataDir = t.testdir()
  const alone = openSqliteStore(databaseOfSightings(join(dataDir, 'alone')), MIGRATIONS)
  t.teardown(() => alone.close())
  const dbFile = databaseOfSightings(join(dataDir, 'together'))
  const [first, second] = [openSqliteStore(dbFile, MIGRATIONS), openSqliteStore(dbFile, MIGRATIONS)]
  t.teardown(async () => {
    await first.close()
    await second.close()
  })
  const lookedAlone = await indexNextPictures(alone, dataDir)
  let lookedBetween = 0
  const firstEngine = storeActingBetween(first, /digest IS NULL.*ORDER BY p\.sighting_id/s, async () => {
    lookedBetween = await indexNextPictures(second, dataDir)
  })
  const lookedFirst = await indexNextPictures(firstEngine, dataDir)
  t.same([lookedFirst, lookedBetween], [lookedAlone, lookedAlone], `both engines took every picture waiting (${lookedAlone})`)
  t.same(await digests(first), await digests(alone), 'the same pictures indexed, with the same digests')
  t.ok((await digests(alone)).every(([, digest]) => digest !== null), 'each with its digest')
  t.notOk(await hasUnindexedPictures(second), 'nothing is left to index')
  t.same([await indexNextPictures(first, dataDir), await indexNextPictures(second, dataDir)], [0, 0])
})
