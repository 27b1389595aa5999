// Camera ID's thread (query-thread.ts) opens the service's data on the service's engine: on PostgreSQL as on SQLite,
// a run of indexing in the thread indexes the pictures, and a query run in the thread to COMPLETE finds the same hits,
// the pictures of its camera and no other, read back through the service's calls.

import t, { type Test } from 'tap'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { onEachEngine, MINUTE } from '../harness.js'
import { camIdSetup, CAMERA_A, fingerprintOf, OWNER, TRUE_HITS } from './camid-fixture.js'
import { indexInThread, runQueryInThread, type QueryThreadData } from '../../../../../server/api/camid/query-in-thread.js'
import { claimQuery } from '../../../../../server/api/store/camid/query-runs.js'
import { hasUnindexedPictures } from '../../../../../server/api/store/camid/pictures.js'
import { postgresUrlOf, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../store/conformance/engines.js'
import type { Harness } from '../harness.js'
import type { CamIdHit } from '../../../../../shared/api/types/camid.js'

const CLAIM = { by: 'thread test engine', leaseMs: 60_000 }

/** Where the thread finds the test's data: the harness's PostgreSQL database, or a SQLite file the thread would open. */
async function placeOf(t: Test, h: Harness, dataDir: string): Promise<Omit<QueryThreadData, 'queryId'>> {
  const sqlite = { dbFile: join(dataDir, 'unused.db'), migrationsDir: SQLITE_MIGRATIONS, dataDir }
  if (h.store.engine === 'sqlite') return { ...sqlite, dbFile: h.db.name }
  return { ...sqlite, databaseUrl: await postgresUrlOf(t, h.store), postgresMigrationsDir: POSTGRES_MIGRATIONS }
}

onEachEngine(t, "a query run in Camera ID's thread finds its camera's pictures on the service's engine", async (t, engine) => {
  const s = await camIdSetup(t, engine)
  const place = await placeOf(t, s.h, s.dataDir)
  t.equal(await indexInThread({ ...place, queryId: null }), 6, 'the thread looked at every picture Camera ID can read')
  t.notOk(await hasUnindexedPictures(s.h.store), 'and indexed them in the service database')
  const upload = await s.as(OWNER)('POST', '/v1/cameraid/queries/canon-a.json', { reference: 'Case 7', data: fingerprintOf(CAMERA_A) })
  t.equal(upload.statusCode, 200, upload.body)
  const id = Number(upload.json().query.id)
  s.h.clock.advance(MINUTE)
  t.ok(await claimQuery(s.h.store, id, { ...CLAIM, now: Date.now() }))
  t.equal(await runQueryInThread({ ...place, queryId: id, claimedBy: CLAIM.by }), 'COMPLETE')
  const hits = (await s.as(OWNER)('GET', `/v1/cameraid/hits?queryId=${id}`)).json()
  t.match(hits.query, { state: 'COMPLETE', progressDone: 6 })
  const found = new Set<string>()
  for (const hit of hits.hits as CamIdHit[]) {
    const sightings = (await s.as(OWNER)('GET', `/v1/cameraid/hits/${hit.id}/sightings`)).json()
    for (const result of sightings.results as { id: string }[]) found.add(result.id)
  }
  t.same([...found].sort(), [...TRUE_HITS].sort(), "camera A's pictures, none of camera B's")
})

t.test('a thread sent to PostgreSQL without its migrations says so', async (t) => {
  const dir = fileURLToPath(new URL('.', import.meta.url))
  await t.rejects(indexInThread({ dbFile: 'unused', migrationsDir: SQLITE_MIGRATIONS, dataDir: dir, databaseUrl: 'postgres://nowhere.invalid/x', queryId: null }), /without PostgreSQL's migrations folder/)
})
