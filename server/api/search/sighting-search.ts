// A search as the store runs it, in the product's terms (ARCHITECTURE.md "The store and its engines"):
// what each sighting must match, checked and parsed already, and which page of the matches in which order.
// Each engine turns it into its own query (SQLite: store/sightings/filter-sql.ts).

import type { GroupBy } from '../../../shared/search/groupBy.js'
import type { Interval } from '../../../shared/search/values.js'
import type { FreeTextTerm } from './text-values.js'

/** What one filter asks of a sighting, in its positive form (spec-1 §3.4). */
export type Requirement =
  /** A date, size or count field within the interval. */
  | { kind: 'range'; field: string; range: Interval }
  /** A text field equal to the value or, with `wildcard`, matching it with `*` for any run of characters. */
  | { kind: 'text'; field: string; value: string; wildcard: boolean; caseSensitive: boolean }
  | { kind: 'location'; lat: number; lon: number; radiusMetres: number }
  /** The PhotoDNA hash equal to this one (144 bytes). */
  | { kind: 'photoDna'; hash: Uint8Array }
  /** Every term mentioned by some text field of the sighting ("Something"). */
  | { kind: 'freeText'; terms: FreeTextTerm[] }

/** A filter's requirement, or its negation, which also keeps the sightings that lack the field. */
export type Criterion = Requirement & { negated: boolean }

/** What every sighting of a search must match: all its criteria, and a value in each field named. */
export interface SightingFilter {
  criteria: readonly Criterion[]
  /** Field names (exists=, mustHaveGPS); `location` for a place. */
  mustHave: readonly string[]
}

/** A filter and the page of its matches a caller wants (spec-1 §4.5): 1-based page, group-by order. */
export interface SightingSearch extends SightingFilter {
  groupBy: GroupBy
  page: number
  resultSize: number
}
