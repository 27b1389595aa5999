// The rules of saved searches as the search area shows them (spec-1 §4.6, §5, §8): the reference check,
// the "new" badge, the date of last sighting, whether the page's search is already saved, and what a
// bulk delete's reply means.

import { filtersFromQuery, filtersToQuery, type Filter } from '../../../shared/search/filters.js'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { formatCount } from '../results/resultsText.js'

/** spec-1 §2.3: the saved-searches page. */
export const SAVED_SEARCHES_PATH = '/searches'

/** spec-1 §5, §8. */
export const REFERENCE_EXISTS = 'Reference already exists'
export const REFERENCE_REQUIRED = 'A reference is required.'
/** spec-1 §8: the delete errors. */
export const SOME_NOT_DELETED = 'Some searches could not be deleted.'
export const NOT_DELETED = 'Query could not be deleted.'
/** spec-1 §9: save and delete errors show for 5 seconds. */
export const SAVED_ERROR_MS = 5_000

/** What is wrong with a reference before it can be set, or null (spec-1 §5). */
export function referenceProblem(reference: string, existing: readonly string[]): string | null {
  const wanted = reference.trim().toLocaleLowerCase()
  if (wanted === '') return REFERENCE_REQUIRED
  return existing.some((r) => r.trim().toLocaleLowerCase() === wanted) ? REFERENCE_EXISTS : null
}

/** The two search parameters besides the filters that change what a search matches. */
export interface MatchConditions {
  /** Only sightings with a location (the GPS DATA switch, or the map view that forces it). */
  mustHaveGPS?: boolean
  /** `*` in an "is" value is a wildcard; it only matters while some value holds one. */
  allowWildcards?: boolean
}

/**
 * The query a search is saved under: its filters in the shared wire form (which asks for wildcards
 * whenever an operator needs them) and the conditions that change its matches; paging and views are left
 * to the page.
 */
export function savedQueryOf(filters: readonly Filter[], conditions: MatchConditions = {}): string {
  const query = filtersToQuery(filters)
  if (conditions.allowWildcards && filters.some((f) => f.value.includes('*'))) query.set('allowWildcards', 'true')
  if (conditions.mustHaveGPS) query.set('mustHaveGPS', 'true')
  return query.toString()
}

/** The conditions a query string names. */
export function conditionsOf(params: URLSearchParams): MatchConditions {
  return { mustHaveGPS: params.get('mustHaveGPS') === 'true', allowWildcards: params.get('allowWildcards') === 'true' }
}

/** The same search however the query was written (order of parameters kept: it is the search's order). */
function normalQuery(queryString: string): string {
  const params = new URLSearchParams(queryString)
  return savedQueryOf(filtersFromQuery(params).filters, conditionsOf(params))
}

/** spec-1 §8: whether the page's search is one of the user's saved searches. */
export function isSearchSaved(filters: readonly Filter[], saved: readonly SavedSearch[], conditions: MatchConditions = {}): boolean {
  if (filters.length === 0) return false
  const current = savedQueryOf(filters, conditions)
  return saved.some((s) => normalQuery(s.queryString) === current)
}

/** spec-1 §4.6: the "new" badge: none when nothing is new, "all" when every result is. */
export function newBadgeText(search: Pick<SavedSearch, 'newResultCount' | 'totalResultCount'>): string | null {
  if (search.newResultCount <= 0) return null
  return search.newResultCount >= search.totalResultCount ? 'all' : formatCount(search.newResultCount)
}

/** spec-1 §3.7: 1970-01-01 means the search has no sighting yet. */
export function hasLastSighting(dateOfLastSighting: string): boolean {
  return !dateOfLastSighting.startsWith('1970-01-01')
}

/** The search page's address for a saved search (spec-1 §2.6: opening one runs its stored query). */
export function searchHrefOf(search: Pick<SavedSearch, 'queryString'>): string {
  return search.queryString ? `/search?${search.queryString}` : '/search'
}

/**
 * spec-1 §4.6, §8: a delete removes only the ids the service confirmed. A reply that confirms fewer than
 * were asked says some could not be deleted; a failed call deleted none.
 */
export function deleteOutcome(asked: readonly number[], confirmed: readonly number[] | null): { removed: number[]; error: string | null } {
  if (confirmed === null) return { removed: [], error: NOT_DELETED }
  const removed = asked.filter((id) => confirmed.includes(id))
  return { removed, error: removed.length === asked.length ? null : SOME_NOT_DELETED }
}
