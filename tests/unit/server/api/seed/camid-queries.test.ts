// The demo's Camera ID queries (seed/camid-queries.ts): three real fingerprints of demo cameras with a few dozen
// pictures, dated back, queued for the job engine; each, run, finds its camera's pictures and no other; and a
// second start adds none.

import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { onEachEngine } from '../store/conformance/engines.js'
import { seedDemo } from '../../../../../server/api/store/seed.js'
import { seedSightings } from '../../../../../server/api/seed/load.js'
import { seedDemoCamIdQueries } from '../../../../../server/api/seed/camid-queries.js'
import { runQuery } from '../../../../../server/api/camid/run-query.js'
import { NOW } from '../harness.js'

const DAY = 24 * 3600 * 1000

onEachEngine(t, 'the demo queries are real: each finds its own camera pictures, and only them', async (t, store) => {
  const dataDir = t.testdir()
  await seedDemo(store, 'https://sightline.example', NOW)
  await seedSightings(store, { count: 4000, now: NOW })
  t.equal(await seedDemoCamIdQueries(store, dataDir, NOW), 3)
  const { rows: queries } = await sql<{ id: number; fingerprint_path: string; created_at: number; crop_size: number; state: string }>`
    SELECT id, fingerprint_path, created_at, crop_size, state FROM camid_queries ORDER BY id`.execute(store.db)
  t.same(queries.map((q) => (NOW - q.created_at) / DAY), [120, 64, 12], 'dated back')
  t.ok(queries.every((q) => q.state === 'QUEUED' && q.crop_size === 1024 && existsSync(join(dataDir, q.fingerprint_path))))
  t.equal(await seedDemoCamIdQueries(store, dataDir, NOW), 0, 'a second start adds none')

  const query = queries[2]!
  const claim = { by: 'test engine', leaseMs: 60_000 }
  t.equal(await runQuery(store, query.id, { dataDir, now: () => NOW, log: () => {}, claim }), 'COMPLETE')
  const found = (
    await sql<{ hits: number; cameras: number; camera: number }>`SELECT count(*) AS hits, count(DISTINCT p.sensor_seed) AS cameras,
      min(p.sensor_seed) AS camera FROM camid_hits h JOIN camid_pictures p ON p.sighting_id = h.sighting_id WHERE h.query_id = ${query.id}`.execute(store.db)
  ).rows[0]!
  t.equal(found.cameras, 1, 'every hit is of one camera')
  const { pictures } = (
    await sql<{ pictures: number }>`SELECT count(*) AS pictures FROM camid_pictures WHERE sensor_seed = ${found.camera}
      AND width = (SELECT width FROM camid_queries WHERE id = ${query.id}) AND height = (SELECT height FROM camid_queries WHERE id = ${query.id})`.execute(store.db)
  ).rows[0]!
  t.equal(found.hits, pictures, `all ${pictures} of its pictures are hits`)
  t.ok(pictures > 0 && pictures <= 40)
})
