// Loads demo sightings into the database in batches: one transaction per batch keeps a million rows
// fast, and lets a running service answer between batches when it seeds itself in the background.

import type Database from 'better-sqlite3'
import { insertSightings, type NewSighting } from '../store/sightings/rows.js'
import { dropSearchIndexes, rebuildSearchIndexes, type RebuildReport } from '../store/sightings/indexes.js'
import { SightingGenerator } from './generator.js'

export const DEFAULT_SEED = 42
/** Rows per transaction: large enough to amortise the commit, small enough to keep readers waiting briefly. */
export const BATCH_SIZE = 5_000

export interface SeedPlan {
  count: number
  seed?: number
  batchSize?: number
  /** The sightings' added_at, ms since the epoch. */
  now: number
  onBatch?: (inserted: number) => void
  /** Called when every row is in and the search indexes are being built. */
  onRebuild?: () => void
  /** Called as each step of building the search indexes ends. */
  onRebuildStep?: RebuildReport
  /** Asked before each batch: true ends the load there (a service stopping), and the search is rebuilt. */
  stopped?: () => boolean
}

function* batches(plan: SeedPlan): Generator<NewSighting[]> {
  const generator = new SightingGenerator(plan.seed ?? DEFAULT_SEED, plan.count)
  const batchSize = plan.batchSize ?? BATCH_SIZE
  for (let done = 0; done < plan.count; ) {
    const size = Math.min(batchSize, plan.count - done)
    yield Array.from({ length: size }, () => generator.next())
    done += size
  }
}

/**
 * The seed, one batch per step: the search triggers and indexes are dropped while inserting and rebuilt
 * once at the end (row by row they cost fifty times more), also when the caller stops early. A process killed
 * before the rebuild leaves them missing: the service's next start rebuilds them (cluster/primary.ts).
 */
function* seedSteps(db: Database.Database, plan: SeedPlan): Generator<number, number> {
  let inserted = 0
  dropSearchIndexes(db)
  try {
    for (const batch of batches(plan)) {
      if (plan.stopped?.()) break
      insertSightings(db, batch, plan.now)
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
