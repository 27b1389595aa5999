// Loads demo sightings into the database in batches, on either engine (the store's bulk load,
// store/sightings/bulk-load.ts): one transaction per batch keeps a million rows fast, and lets a running service
// answer between batches when it seeds itself in the background.

import { sightingRows, type SightingRows } from '../store/sightings/rows.js'
import type { Store } from '../store/engine/store.js'
import { loadSightings, type BulkLoadPlan } from '../store/sightings/bulk-load.js'
import { SightingGenerator } from './generator.js'

export const DEFAULT_SEED = 42
/** Rows per transaction: large enough to amortise the commit, small enough to keep readers waiting briefly. */
export const BATCH_SIZE = 5_000

/** What to generate: the same seed and count always give the same sightings. */
export interface GenerationPlan {
  count: number
  seed?: number
  batchSize?: number
  /** The sightings' added_at, ms since the epoch. */
  now: number
}

/** What to generate, and how to load it (the store's bulk load: progress, stopping, SQLite's private settings). */
export interface SeedPlan extends GenerationPlan, Omit<BulkLoadPlan, 'gradually'> {
  /**
   * The batches' rows, made elsewhere (the seed tool's second thread, row-helper.ts); by default generated here,
   * each before it is written.
   */
  batches?: Iterable<readonly SightingRows[]>
}

/** The plan's sightings as rows to insert, batch after batch. */
export function* generatedBatches(plan: GenerationPlan): Generator<SightingRows[]> {
  const generator = new SightingGenerator(plan.seed ?? DEFAULT_SEED, plan.count)
  const batchSize = plan.batchSize ?? BATCH_SIZE
  for (let done = 0; done < plan.count; ) {
    const size = Math.min(batchSize, plan.count - done)
    yield sightingRows(Array.from({ length: size }, () => generator.next()), plan.now)
    done += size
  }
}

/** Inserts the plan's sightings at full speed on the store's engine; gives how many were inserted. */
export async function seedSightings(store: Store, plan: SeedPlan): Promise<number> {
  return loadSightings(store, plan.batches ?? generatedBatches(plan), plan)
}

/** The same, giving the event loop a turn after each batch so a listening service keeps answering. */
export async function seedSightingsGradually(store: Store, plan: SeedPlan): Promise<number> {
  return loadSightings(store, plan.batches ?? generatedBatches(plan), { ...plan, gradually: true })
}
