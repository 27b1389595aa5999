// Loads demo sightings into the database in batches: one transaction per batch keeps a million rows
// fast, and lets a running service answer between batches when it seeds itself in the background.

import type Database from 'better-sqlite3'
import { insertSightingRows, sightingRows, type SightingRows } from '../store/sightings/rows.js'
import { dropSearchIndexes, rebuildSearchIndexes, type RebuildReport } from '../store/sightings/indexes.js'
import type { Store } from '../store/engine/store.js'
import { loadSightingsIntoPostgres } from '../store/sightings/postgres-load.js'
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

export interface SeedPlan extends GenerationPlan {
  onBatch?: (inserted: number) => void
  /** Called when every row is in and the search indexes are being built. */
  onRebuild?: () => void
  /** Called as each step of building the search indexes ends. */
  onRebuildStep?: RebuildReport
  /** Asked before each batch: true ends the load there (a service stopping), and the search is rebuilt. */
  stopped?: () => boolean
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

/**
 * The seed, one batch per step: the search triggers and indexes are dropped while inserting and rebuilt
 * once at the end (row by row they cost fifty times more), also when the caller stops early. The PhotoDNA index is
 * the exception: each vector is placed as its row is written, which the writer does while the seed tool's row helper
 * makes the next batch (row-helper.ts). A process killed before the rebuild leaves the search structures missing: the
 * service's next start rebuilds them (cluster/primary.ts).
 */
function* seedSteps(db: Database.Database, plan: SeedPlan): Generator<number, number> {
  let inserted = 0
  dropSearchIndexes(db)
  try {
    for (const batch of plan.batches ?? generatedBatches(plan)) {
      if (plan.stopped?.()) break
      insertSightingRows(db, batch, true)
      inserted += batch.length
      plan.onBatch?.(inserted)
      yield inserted
    }
  } finally {
    if (db.open) {
      plan.onRebuild?.()
      rebuildSearchIndexes(db, plan.onRebuildStep)
    }
  }
  return inserted
}

/** Inserts `count` generated sightings at full speed; returns how many were inserted. */
export function seedSightings(db: Database.Database, plan: SeedPlan): number {
  const steps = seedSteps(db, plan)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The same, giving the event loop a turn after each batch so a listening service keeps answering. */
export async function seedSightingsGradually(db: Database.Database, plan: SeedPlan): Promise<number> {
  const steps = seedSteps(db, plan)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * The seed into PostgreSQL (DATABASE_URL): the same batches, loaded by the store's bulk load (postgres-load.ts), which
 * drops and rebuilds PostgreSQL's own indexes as seedSteps does SQLite's.
 */
export async function seedSightingsIntoPostgres(store: Store, plan: SeedPlan): Promise<number> {
  return loadSightingsIntoPostgres(store, plan.batches ?? generatedBatches(plan), plan)
}
