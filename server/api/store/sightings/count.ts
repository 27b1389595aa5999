// How many sightings a filter matches, counted only up to a cap (spec-2 §4, §9: a BigSearch lead's
// sightings up to 10,000): the count stops at the cap, so a common value costs an index walk of at most
// `cap` rows, never a scan of every match.

import type Database from 'better-sqlite3'
import type { SightingFilter } from '../../search/sighting-search.js'
import { TOTAL_COUNT_CAP } from '../../../../shared/api/types/sightings.js'
import { cachedStatement } from '../statements.js'
import { matchQueryOf, ready, whereOf } from './matches.js'
import type { Store } from '../engine/store.js'
import { compileFilter, countOf } from './matches-on-store.js'

/** The number of sightings the filter matches, at most `cap`, on a SQLite handle (BigSearch's leads, not yet moved). */
export function countSightings(db: Database.Database, filter: SightingFilter, cap: number): number {
  const query = matchQueryOf(db, filter)
  // Counted already while compiling (camera-driver.ts cameraTotal), as far as the search page counts.
  if (query.total !== undefined && cap <= TOTAL_COUNT_CAP + 1) return Math.min(query.total, cap)
  ready(db, query)
  const { where, params } = whereOf(query.conditions)
  return cachedStatement(db, `SELECT count(*) FROM (SELECT 1 FROM sightings s ${where} LIMIT ?)`)
    .pluck()
    .get(...params, cap) as number
}

/** The same through the Store, on either engine. */
export async function countSightingsIn(store: Store, filter: SightingFilter, cap: number): Promise<number> {
  return countOf(store, await compileFilter(store, filter), cap)
}
