// Reading a search call's query (spec-1 §4.5, §7): the filters in order, wildcards, the GPS condition,
// group-by and paging. Parsed from the raw address, because the filters' order and `-` prefixes matter.

import type { FastifyRequest } from 'fastify'
import { countFilters, filterErrorMessage, filtersFromQuery, MAX_FILTERS, tooManyFiltersMessage, type Filter } from '../../../shared/search/filters.js'
import { findField } from '../../../shared/search/fields.js'
import { readGroupBy } from '../../../shared/search/groupBy.js'
import { CallFailure, pointerName } from '../failures.js'
import { hasOwnValue, readCriteria } from './criteria.js'
import type { SightingSearch } from './sighting-search.js'

/** spec-1 §9: the list fetches up to 1000 results in one request. */
export const MAX_RESULT_SIZE = 1000
export const DEFAULT_RESULT_SIZE = 25

export interface SearchRequest extends SightingSearch {
  filters: Filter[]
  /** The filter part of the query, for the audit log. */
  queryString: string
}

export function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?')
  return new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1))
}

function wholeNumber(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new CallFailure(400, `The ${name} must be a whole number from 1 to ${max}.`, name)
  }
  return Number(raw)
}

/**
 * The fields each sighting must have a value in, by their current names. spec-1 §4.5: mustHaveGPS=true and
 * exists=location (the map's fetch) keep only located sightings.
 */
function mustHaveOf(params: URLSearchParams): string[] {
  const names = params.getAll('exists')
  if (params.get('mustHaveGPS') === 'true') names.push('location')
  return [...new Set(names)].map((name) => {
    if (name === 'location') return name
    const field = findField(name)
    if (!field || !hasOwnValue(field)) throw new CallFailure(400, `The filter exists is not valid: there is no field ${name}.`, 'exists')
    return field.name
  })
}

export function readPaging(params: URLSearchParams): { page: number; resultSize: number } {
  return {
    page: wholeNumber(params, 'page', 1, Number.MAX_SAFE_INTEGER),
    resultSize: wholeNumber(params, 'resultSize', DEFAULT_RESULT_SIZE, MAX_RESULT_SIZE),
  }
}

/** The search a call asks for; a malformed filter fails with 400 and a message naming it. */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  // Counted before any filter is read, so that a flood of them costs no more than its count.
  const count = countFilters(params)
  if (count > MAX_FILTERS) throw new CallFailure(400, tooManyFiltersMessage(count))
  const { filters, errors } = filtersFromQuery(params)
  const read = readCriteria(filters, params.get('allowWildcards') === 'true')
  const problem = errors[0] ?? read.errors[0]
  if (problem) throw new CallFailure(400, filterErrorMessage(problem), pointerName(problem.key ?? problem.name))
  const filterQuery = new URLSearchParams([...params].filter(([key]) => key !== 'page' && key !== 'resultSize'))
  return {
    filters,
    criteria: read.criteria,
    mustHave: mustHaveOf(params),
    groupBy: readGroupBy(params.get('groupBy')),
    ...readPaging(params),
    queryString: filterQuery.toString(),
  }
}
