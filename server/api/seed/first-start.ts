// A demo service's first start: an empty sightings table gets a modest demo set, written in the
// background after the service listens so that start-up stays quick.

import type Database from 'better-sqlite3'
import { hasSightings } from '../store/sightings/rows.js'
import { seedSightingsGradually } from './load.js'
import { seedDemoCamIdQueries } from './camid-queries.js'

/** Enough for every view and filter to show something, small enough to be ready within seconds. */
export const FIRST_START_SIGHTINGS = 20_000

/**
 * Seeds when the table is empty; resolves with the number added (0 when there were sightings already). With a
 * data folder, the demo's Camera ID queries are added too, and `jobQueued` tells the job engine of them.
 */
export async function seedDemoSightingsOnFirstStart(
  db: Database.Database,
  now: number,
  log: (line: string) => void,
  count = FIRST_START_SIGHTINGS,
  camId?: { dataDir: string; jobQueued: () => void },
): Promise<number> {
  if (hasSightings(db)) return 0
  const started = Date.now()
  const added = await seedSightingsGradually(db, { count, now })
  log(`demo data: added ${added.toLocaleString('en')} sightings in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (camId) {
    const queries = seedDemoCamIdQueries(db, camId.dataDir, now)
    if (queries > 0) camId.jobQueued()
  }
  return added
}
