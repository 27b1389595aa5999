// A bulk load of sightings on the store's engine (the seed tool's and a demo's first start, seed/load.ts): on SQLite
// the search triggers and indexes dropped while inserting and rebuilt once at the end (indexes.ts), on PostgreSQL its
// own bulk load (postgres-load.ts). Either way the search is complete again when the load ends, also when it stops early.

import type Database from 'better-sqlite3'
import { sqliteHandleOf } from '../engine/sqlite.js'
import type { Store } from '../engine/store.js'
import { withPrivateLoadSettings } from '../private-load.js'
import { completeSearchStructures, dropSearchIndexes, rebuildSearchIndexes, type RebuildReport } from './indexes.js'
import { loadSightingsIntoPostgres, type PostgresLoadPlan } from './postgres-load.js'
import { completePostgresSearchStructures } from './postgres-complete.js'
import { hasSightings, insertSightingRows, type SightingRows } from './rows.js'

export interface BulkLoadPlan extends PostgresLoadPlan {
  /**
   * Gives the event loop a turn after each batch, so that a service loading in the background keeps answering (a
   * demo's first start). PostgreSQL's load waits on the server between batches anyway.
   */
  gradually?: boolean
  /** SQLite: an empty table is filled with the seed tool's fast, crash-unsafe settings (private-load.ts). */
  privatelyWhenEmpty?: boolean
}

/** Loads the batches' sightings on the store's engine; gives how many were loaded. */
export async function loadSightings(store: Store, batches: Iterable<readonly SightingRows[]>, plan: BulkLoadPlan = {}): Promise<number> {
  if (store.engine === 'postgres') return loadSightingsIntoPostgres(store, batches, plan)
  const db = sqliteHandleOf(store)
  if (plan.gradually) return loadGradually(db, batches, plan)
  if (plan.privatelyWhenEmpty && !hasSightings(db)) return withPrivateLoadSettings(db, () => loadAtOnce(db, batches, plan))
  return loadAtOnce(db, batches, plan)
}

/**
 * Puts back what a bulk load stopped between its drop and its rebuild left missing (a service killed during its first
 * start's seeding, a seed tool stopped), on the store's engine; gives the names it had to make, none when the search
 * was complete. PostgreSQL's indexes are made as its migrations (`postgresMigrationsDir`) define them.
 */
export async function completeLoadedSearch(store: Store, postgresMigrationsDir: string, report?: RebuildReport): Promise<string[]> {
  if (store.engine === 'postgres') return completePostgresSearchStructures(store, postgresMigrationsDir, report)
  return completeSearchStructures(sqliteHandleOf(store), report)
}

/**
 * SQLite's load, one batch a step: the search triggers and indexes are dropped while inserting and rebuilt once at
 * the end (row by row they cost fifty times more), also when the caller stops early. The PhotoDNA index is the
 * exception: each vector is placed as its row is written, which the writer does while the seed tool's row helper
 * makes the next batch (seed/row-helper.ts). A process killed before the rebuild leaves the search structures missing:
 * the service's next start rebuilds them (cluster/primary.ts).
 */
function* sqliteSteps(db: Database.Database, batches: Iterable<readonly SightingRows[]>, plan: BulkLoadPlan): Generator<number, number> {
  let inserted = 0
  dropSearchIndexes(db)
  try {
    for (const batch of batches) {
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

function loadAtOnce(db: Database.Database, batches: Iterable<readonly SightingRows[]>, plan: BulkLoadPlan): number {
  const steps = sqliteSteps(db, batches, plan)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

async function loadGradually(db: Database.Database, batches: Iterable<readonly SightingRows[]>, plan: BulkLoadPlan): Promise<number> {
  const steps = sqliteSteps(db, batches, plan)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await new Promise((resolve) => setImmediate(resolve))
  }
}
