// The search page's URL is its state (spec-1 §4.5): the filters through the shared codec, then page,
// resultSize, groupBy, format, the GPS switch and the map's centre and zoom. Also the queries of the list
// and map fetches built from that state (spec-1 §7).

import { filtersFromQuery, filtersToQuery, type Filter, type FilterError } from '../../shared/search/filters.js'
import { canonicalLocation } from '../../shared/search/location.js'
import { readUrlState, UrlType, writeUrlState } from '../../shared/state/urlState.js'
import { pageParam, pageSizeParam, readPageSize } from '../../shared/ui/table/tablePaging.js'
import { invalidFiltersOf, type InvalidFilter } from './filters/invalidFilters.js'
import { LIST_FETCH_SIZE, DEFAULT_PAGE_SIZE, SEARCH_PAGING, type PageSize } from './results/paging.js'
import { GROUP_BY_CHOICES, NO_GROUPING, type GroupBy } from './results/grouping.js'
import { RESULT_FORMATS, type ResultFormat } from './results/resultFormat.js'
import { clampZoom, readCentre, writeCentre, writeZoom, type MapCentre } from '../../shared/map/mapView.js'

export const SEARCH_PATH = '/search'
/** The search page's path in the route table (entries/search/index.tsx). */
export const SEARCH_SCREEN = '/search/:image?'

export interface SearchState {
  filters: Filter[]
  page: number
  resultSize: PageSize
  groupBy: GroupBy
  /** The format the URL names; null leaves the choice to the one remembered in this browser. */
  format: ResultFormat | null
  /** spec-1 §2.5: the GPS DATA switch; only located sightings. The map view forces it on. */
  mustHaveGPS?: boolean
  /** A `*` in an "is" value is a wildcard (a saved or shared search may ask for it; spec-1 §7). */
  allowWildcards?: boolean
  /** Where the map looks; absent until the user moves it (spec-1 §3.2). */
  centre?: MapCentre | null
  zoom?: number | null
  /** Filters of the URL that cannot be searched: kept in it and shown as invalid chips, never searched (issue 15). */
  invalid?: InvalidFilter[]
}

/**
 * The search's own parameters beside its filters, in the order a link writes them. The map's centre is
 * read by readCentre (a pair in range) and its zoom kept within the map's limits (clampZoom).
 */
export const SearchParams = UrlType.Object({
  page: pageParam(SEARCH_PAGING),
  resultSize: pageSizeParam(SEARCH_PAGING),
  groupBy: UrlType.Enum(GROUP_BY_CHOICES.map((c) => c.value), { default: NO_GROUPING }),
  format: UrlType.Nullable(UrlType.Enum(RESULT_FORMATS)),
  allowWildcards: UrlType.Boolean(),
  mustHaveGPS: UrlType.Boolean(),
  center: UrlType.String({ default: '' }),
  zoom: UrlType.Nullable(UrlType.Number({})),
})

export function readSearchState(search: string): { state: SearchState; errors: FilterError[] } {
  const params = new URLSearchParams(search)
  const { filters, errors } = filtersFromQuery(params)
  const own = readUrlState(SearchParams, params)
  const centre = readCentre(own.center || null)
  const invalid = invalidFiltersOf(errors)
  return {
    state: {
      filters,
      page: own.page,
      resultSize: own.resultSize,
      groupBy: own.groupBy,
      format: own.format,
      // The map's parts appear only when the URL names them, so the state of a plain search stays plain.
      ...(own.mustHaveGPS ? { mustHaveGPS: true } : {}),
      ...(own.allowWildcards ? { allowWildcards: true } : {}),
      ...(centre ? { centre } : {}),
      ...(own.zoom !== null ? { zoom: clampZoom(own.zoom) } : {}),
      ...(invalid.length > 0 ? { invalid } : {}),
    },
    errors,
  }
}

/** The page address for a state: its filters, then its own parameters; defaults are left out so that shared links stay short. */
export function searchHref(state: SearchState): string {
  const params = filtersToQuery(state.filters)
  for (const bad of state.invalid ?? []) params.append(bad.key, bad.value)
  const own = writeUrlState(SearchParams, {
    page: state.page,
    resultSize: state.resultSize,
    groupBy: state.groupBy,
    format: state.format,
    // The filters' own operators may have asked for wildcards already (spec-1 §7), where they stand.
    allowWildcards: wildcardsAsked(state) && !params.has('allowWildcards'),
    mustHaveGPS: state.mustHaveGPS ?? false,
    center: state.centre ? writeCentre(state.centre) : '',
    zoom: typeof state.zoom === 'number' ? Number(writeZoom(state.zoom)) : null,
  })
  for (const [name, value] of own) params.append(name, value)
  const query = params.toString()
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH
}

/**
 * The address to put in place of one whose settings the page read differently from how they are written
 * (as page clamping does, spec-1 §4.5): a resultSize that is no page size becomes the one shown, and a
 * location's unit takes the spec's form (MILES). Every other parameter stays as written; null when none
 * needs it.
 */
export function correctedSearch(search: string): string | null {
  const params = new URLSearchParams(search)
  let changed = false
  const size = params.get('resultSize')
  if (size !== null) {
    const shown = readPageSize(size)
    if (String(shown) !== size) {
      if (shown === DEFAULT_PAGE_SIZE) params.delete('resultSize')
      else params.set('resultSize', String(shown))
      changed = true
    }
  }
  const rewritten = [...params].map(([key, value]): [string, string] => {
    if (key !== 'location') return [key, value]
    const canonical = canonicalLocation(value)
    if (canonical !== value) changed = true
    return [key, canonical]
  })
  if (!changed) return null
  const query = new URLSearchParams(rewritten).toString()
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH
}

/** Whether the state asks for wildcards beyond its operators' own need: only while a value holds a `*`. */
export function wildcardsAsked(state: Pick<SearchState, 'filters' | 'allowWildcards'>): boolean {
  return state.allowWildcards === true && state.filters.some((f) => f.value.includes('*'))
}

/** spec-1 §4.5: applying or removing filters starts again at page 1. */
export function withFilters(state: SearchState, filters: Filter[]): SearchState {
  return { ...state, filters, page: 1 }
}

/** spec-1 §4.5: a group-by change sorts by that field and starts again at page 1. */
export function withGroupBy(state: SearchState, groupBy: GroupBy): SearchState {
  return { ...state, groupBy, page: 1 }
}

/**
 * spec-1 §7: the list fetch asks for page 1 with 1,000 results and pages through them in the browser; a
 * grouped list asks for the group field's order. The same query is the key of the result cache.
 */
export function listFetchQuery(filters: readonly Filter[], groupBy: GroupBy, mustHaveGPS = false, allowWildcards = false): URLSearchParams {
  const params = filtersToQuery(filters)
  if (allowWildcards) params.set('allowWildcards', 'true')
  params.set('page', '1')
  params.set('resultSize', String(LIST_FETCH_SIZE))
  if (groupBy !== NO_GROUPING) params.set('groupBy', groupBy)
  if (mustHaveGPS) params.set('exists', 'location')
  return params
}

/**
 * The one call the search page makes for a state shown in a format, or null when it has no filter: the map's
 * (spec-1 §4.5: only located results, as the GPS DATA switch asks) or the list's and gallery's.
 */
export function searchFetchQuery(state: SearchState, format: ResultFormat): URLSearchParams | null {
  if (state.filters.length === 0) return null
  const wildcards = wildcardsAsked(state)
  return format === 'map' ? mapFetchQuery(state.filters, wildcards) : listFetchQuery(state.filters, state.groupBy, state.mustHaveGPS ?? false, wildcards)
}

/** spec-1 §4.5: the map fetches the first 1,000 results that have a location (exists=location), ungrouped. */
export function mapFetchQuery(filters: readonly Filter[], allowWildcards = false): URLSearchParams {
  return listFetchQuery(filters, NO_GROUPING, true, allowWildcards)
}
