// Where the sightings a filter finds lie (the heatmap of a BigSearch location lead, spec-2 §3): the same
// conditions as the count and the grid (matches.ts), so a location filter is narrowed by the R*Tree and decided
// by the exact distance, and only the latitude and longitude of each match are read.

import type { SightingFilter } from '../../search/sighting-search.js'
import { whereOf } from './matches.js'
import { rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { compileFilter, readyToRun } from './matches-on-store.js'
import { queryOf } from './query-text.js'

/** A sighting's place, in degrees. */
export interface SightingPosition {
  latitude: number
  longitude: number
}

/** The positions of the located sightings the filter finds, at most `cap`, in the order the indexes give them. */
export async function sightingPositions(store: Store, filter: SightingFilter, cap: number): Promise<SightingPosition[]> {
  const query = await compileFilter(store, filter)
  await readyToRun(store, query)
  const { where, params } = whereOf([...query.conditions, { sql: 's.latitude IS NOT NULL AND s.longitude IS NOT NULL', params: [] }])
  return rowsOf(store, queryOf<SightingPosition>(`SELECT s.latitude AS latitude, s.longitude AS longitude FROM sightings s ${where} LIMIT ?`, [...params, cap]))
}
