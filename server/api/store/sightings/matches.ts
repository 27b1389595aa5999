// The shapes of a search compiled to SQL conditions over `sightings s` and of its page of results, and the WHERE
// clause of the conditions; matches-on-store.ts compiles and runs them on either engine.

import type { Condition } from './condition.js'

export interface MatchQuery {
  conditions: readonly Condition[]
  /** The PhotoDNA index must be measured up to date first. */
  usesPhotoDna: boolean
  /** The number of matches up to TOTAL_COUNT_CAP + 1, when compiling the conditions counted them already. */
  total?: number
}

export interface SearchPage {
  /** The page's result items, each as JSON text (result-item-sql.ts). */
  items: string[]
  /** The number of matches, counted up to TOTAL_COUNT_CAP + 1 only. */
  total: number
}

/** The WHERE clause of a search's conditions, all required, and its parameters in order. */
export function whereOf(conditions: readonly Condition[]): { where: string; params: unknown[] } {
  return {
    where: conditions.length ? `WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}` : '',
    params: conditions.flatMap((c) => c.params),
  }
}
