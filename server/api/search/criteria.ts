// A search's filters read into criteria (spec-1 §3.4, §4.5, §7): each value checked and parsed, a filter
// given twice kept once, and what one search may cost bounded. A filter that cannot be read is reported by
// name with what is wrong with it.

import { findField, NEGATIVE_OPERATORS, type SearchField } from '../../../shared/search/fields.js'
import type { Filter, FilterError } from '../../../shared/search/filters.js'
import { parseLocation } from '../../../shared/search/location.js'
import { asSpan, parseCount, parseDate, parseInterval, parseSize, type Interval } from '../../../shared/search/values.js'
import { parsePhotoDnaHash } from './photodna-hash.js'
import type { Criterion, Requirement } from './sighting-search.js'
import { freeTextTerms, unquoted } from './text-values.js'

/**
 * The most words and phrases the free-text filters of one search look up, together. Each is a lookup in
 * the free-text index, and a short prefix (`a*`) reads a good part of it: the cap bounds what they cost.
 */
export const MAX_FREE_TEXT_TERMS = 32

/**
 * The most location filters in one search. Each measures the distance to every sighting in its box, in
 * JavaScript; a hundred circles the size of the Earth took over a second on 20,000 sightings.
 */
export const MAX_LOCATION_FILTERS = 5

export interface ReadCriteria {
  criteria: Criterion[]
  errors: FilterError[]
}

class FilterProblem extends Error {}

/** Kinds of field that hold one value of their own in each sighting, which `exists` can ask for. */
const OWN_VALUE_KINDS: ReadonlySet<SearchField['kind']> = new Set(['date', 'string', 'quotedString', 'exactString', 'size', 'number'])

export function hasOwnValue(field: SearchField): boolean {
  return OWN_VALUE_KINDS.has(field.kind)
}

function readRange(field: SearchField, value: string): Interval {
  const point = field.kind === 'date' ? parseDate : asSpan(field.kind === 'size' ? parseSize : parseCount)
  const r = parseInterval(value, point)
  if (!r.ok) throw new FilterProblem(r.error)
  return r.value
}

function requirementOf(field: SearchField, filter: Filter, wildcards: boolean): Requirement {
  switch (field.kind) {
    case 'date':
    case 'size':
    case 'number':
      return { kind: 'range', field: field.name, range: readRange(field, filter.value) }
    case 'location': {
      const r = parseLocation(filter.value)
      if (!r.ok) throw new FilterProblem(r.error)
      const { lat, lon, radiusMetres } = r.location
      return { kind: 'location', lat, lon, radiusMetres }
    }
    case 'hash': {
      const hash = parsePhotoDnaHash(filter.value)
      if (!hash) throw new FilterProblem('it is not a PhotoDNA hash (144 numbers separated by commas, hex or base64)')
      return { kind: 'photoDna', hash }
    }
    case 'text': {
      const terms = freeTextTerms(filter.value, wildcards)
      if (terms.length === 0) throw new FilterProblem('it has no words to search for')
      return { kind: 'freeText', terms }
    }
    case 'display':
      throw new FilterProblem('it is shown but cannot be searched')
    default: {
      const value = field.kind === 'quotedString' ? unquoted(filter.value) : filter.value
      return { kind: 'text', field: field.name, value, wildcard: wildcards && value.includes('*'), caseSensitive: field.caseSensitive }
    }
  }
}

/** One filter's criterion; allowWildcards=true (`wildcards`) makes `*` in a text value a wildcard. */
export function criterionOf(filter: Filter, wildcards: boolean): Criterion {
  const field = findField(filter.name)
  if (!field) throw new FilterProblem('there is no such filter')
  return { ...requirementOf(field, filter, wildcards), negated: NEGATIVE_OPERATORS.includes(filter.operator) }
}

/**
 * Counts what the search's filters cost so far, the free-text terms and the location filters; a filter
 * that goes past MAX_FREE_TEXT_TERMS or MAX_LOCATION_FILTERS is refused.
 */
function searchBudget(wildcards: boolean): (filter: Filter) => void {
  const terms = new Set<string>()
  let locations = 0
  return (filter) => {
    const kind = findField(filter.name)?.kind
    if (kind === 'location' && ++locations > MAX_LOCATION_FILTERS) {
      throw new FilterProblem(`a search can have at most ${MAX_LOCATION_FILTERS} location filters`)
    }
    if (kind !== 'text') return
    for (const term of freeTextTerms(filter.value, wildcards)) terms.add(JSON.stringify([term.text, term.prefix]))
    if (terms.size > MAX_FREE_TEXT_TERMS) {
      throw new FilterProblem(`the search has more than ${MAX_FREE_TEXT_TERMS} words to search for in all`)
    }
  }
}

/** The criteria of every filter; a filter that cannot be read is reported by name. */
export function readCriteria(filters: readonly Filter[], wildcards: boolean): ReadCriteria {
  const criteria: Criterion[] = []
  const errors: FilterError[] = []
  const spend = searchBudget(wildcards)
  // A filter given twice adds nothing to what all filters together match, and would cost its test again.
  const seen = new Set<string>()
  for (const filter of filters) {
    const key = JSON.stringify([filter.name, filter.operator, filter.value])
    if (seen.has(key)) continue
    seen.add(key)
    try {
      spend(filter)
      criteria.push(criterionOf(filter, wildcards))
    } catch (err) {
      if (!(err instanceof FilterProblem)) throw err
      errors.push({ name: filter.name, message: err.message })
    }
  }
  return { criteria, errors }
}
