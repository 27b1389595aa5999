// A demo service's first start, on either engine: an empty sightings table gets a modest demo set, written in the
// background after the service listens so that start-up stays quick.

import type { Store } from '../store/engine/store.js'
import { asTheOnlyFirstStart } from '../store/first-start-lock.js'
import { anySightings } from '../store/sightings/write-sightings.js'
import { DEFAULT_SEED, seedSightingsGradually } from './load.js'
import { seedDemoCamIdQueries } from './camid-queries.js'
import { FIRST_START_SCHOOLS, seedUniformRegister } from './uniform-register.js'

/** Enough for every view and filter to show something, small enough to be ready within seconds. */
export const FIRST_START_SIGHTINGS = 20_000

export interface FirstStartOptions {
  /** How many sightings; FIRST_START_SIGHTINGS unless a test says fewer. */
  count?: number
  /** With a data folder, the demo's Camera ID queries are added too, and `jobQueued` tells the job engine of them. */
  camId?: { dataDir: string; jobQueued: () => void }
  /** True once the service is stopping: the seeding ends at its next batch, with the search complete. */
  stopped?: () => boolean
}

/**
 * Seeds when the table is empty; resolves with the number added (0 when there were sightings already, or when another
 * instance on the same database made the demo: they take turns, and the later finds it there).
 */
export async function seedDemoSightingsOnFirstStart(store: Store, now: number, log: (line: string) => void, options: FirstStartOptions = {}): Promise<number> {
  const { count = FIRST_START_SIGHTINGS, camId, stopped = () => false } = options
  return (await asTheOnlyFirstStart(store, stopped, () => seedWhatIsMissing(store, now, log, count, camId, stopped))) ?? 0
}

async function seedWhatIsMissing(
  store: Store,
  now: number,
  log: (line: string) => void,
  count: number,
  camId: FirstStartOptions['camId'],
  stopped: () => boolean,
): Promise<number> {
  await seedFirstRegister(store, now, log, stopped)
  if (stopped() || (await anySightings(store))) return 0
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
  const sightingsStarted = Date.now()
  const added = await seedSightingsGradually(store, { count, now, stopped })
  if (stopped()) return added
  log(`demo data: added ${added.toLocaleString('en')} sightings in ${seconds(sightingsStarted)} s`)
  if (camId) {
    const queriesStarted = Date.now()
    const queries = await seedDemoCamIdQueries(store, camId.dataDir, now)
    if (queries > 0) camId.jobQueued()
    log(`demo data: made ${queries} Camera ID queries in ${seconds(queriesStarted)} s`)
  }
  return added
}

/** The Hub's register of schools, when it is empty: a first start's smaller set (npm run seed makes the full one). */
async function seedFirstRegister(store: Store, now: number, log: (line: string) => void, stopped: () => boolean): Promise<void> {
  const started = Date.now()
  const added = await seedUniformRegister(store, { count: FIRST_START_SCHOOLS, seed: DEFAULT_SEED, now, stopped })
  if (added.schools > 0) {
    log(`demo data: the Uniform Hub register holds ${added.schools.toLocaleString("en")} schools with ${added.images.toLocaleString('en')} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
