// The filter model and its wire format (spec-1 §3.3, §4.5, §7), the same in the page URL and in
// GET /v1/sightings: one parameter per filter, `-name` for the negative operators, the operator carried
// by the value's form.

import { canonicalFieldName, findField, NEGATIVE_OPERATORS, WILDCARD_OPERATORS, type Operator } from './fields.js'
import { canonicalLocation, parseLocation } from './location.js'
import { asSpan, parseCount, parseDate, parseInterval, parseSize, rangeParts } from './values.js'
import { groupedNumber } from '../format/numbers.js'

export interface Filter {
  name: string
  operator: Operator
  value: string
}

export interface FilterError {
  name: string
  message: string
  /** The parameter as the query wrote it (`-make`, `dateTimeOriginal`), so the page can keep it in its URL. */
  key?: string
  /** Its value as written. */
  value?: string
  /** The operator the value's form stands for, when the name is a field. */
  operator?: Operator
}

/** spec-1 §4.5: query parameters that are search state, not filters. */
export const NON_FILTER_PARAMS: ReadonlySet<string> = new Set([
  'page', 'resultSize', 'firstLogin', 'filtered', 'sorted', 'expanded', 'center', 'zoom', 'mustHaveGPS',
  'paliscope', 'groupBy', 'allowWildcards', 'exists', 'format', 'sort', 'map',
])

function isNonFilterParam(key: string): boolean {
  return NON_FILTER_PARAMS.has(key) || key.startsWith('utm_')
}

/**
 * The most filters one search may carry. Far more than anyone builds in the Add Filters dialog; each filter
 * is a condition every candidate sighting is tested against, so the count bounds what one search costs
 * (and SQLite refuses an expression deeper than 1,000 conditions).
 */
export const MAX_FILTERS = 100

/** The number of filter parameters in a query, known or not. */
export function countFilters(params: URLSearchParams): number {
  let count = 0
  for (const key of params.keys()) if (!isNonFilterParam(key)) count += 1
  return count
}

/** The message of a query with more than MAX_FILTERS filters. */
export function tooManyFiltersMessage(count: number): string {
  return `Too many filters (${groupedNumber(count)}); at most ${MAX_FILTERS}.`
}

/**
 * The longest value a filter may have: above any camera field, a PhotoDNA hash as numbers (575) or a web
 * address, and short enough that testing it against every sighting stays quick.
 */
export const MAX_VALUE_LENGTH = 2000

// Control characters are refused: none belongs in a value a user types, and a NUL ends the text of a
// free-text query inside SQLite. Tab and line breaks stay: pasted metadata can hold them.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** The bare value(s) of a value written in any operator's form. */
function bareParts(value: string, operator: Operator): string[] {
  switch (operator) {
    case 'contains':
    case 'does not contain':
      return [value.length >= 2 && value.startsWith('*') && value.endsWith('*') ? value.slice(1, -1) : value]
    case 'between':
    case 'before':
    case 'after':
    case 'less than':
    case 'greater than':
      return (rangeParts(value) as (string | null)[]).filter((p): p is string => p !== null)
    default:
      return [value]
  }
}

function inForm(parts: string[], operator: Operator): string {
  const a = parts[0] ?? ''
  switch (operator) {
    case 'contains':
    case 'does not contain':
      return `*${a}*`
    case 'between':
      return `${a} - ${parts[1] ?? a}`
    case 'less than':
    case 'before':
      return ` - ${a}`
    case 'greater than':
    case 'after':
      return `${a} - `
    default:
      return a
  }
}

/** spec-1 §4.5: changing an operator rewrites the value into the new operator's form. */
export function rewriteValue(value: string, fromOperator: Operator, toOperator: Operator): string {
  return inForm(bareParts(value, fromOperator), toOperator)
}

/** The operator a wire value stands for, from the field's kind, the value's form and the `-` prefix. */
export function operatorOf(name: string, rawValue: string, negative: boolean): Operator {
  const kind = findField(name)?.kind
  if (kind === 'text') return negative ? 'does not mention' : 'mentions'
  if (kind === 'date' || kind === 'size' || kind === 'number') {
    const parts = rangeParts(rawValue)
    if (parts.length === 1) return 'is'
    const [a, b] = parts
    const date = kind === 'date'
    if (a === null) return date ? 'before' : 'less than'
    if (b === null) return date ? 'after' : 'greater than'
    return 'between'
  }
  if (kind === 'string' || kind === 'quotedString') {
    const wrapped = rawValue.length >= 2 && rawValue.startsWith('*') && rawValue.endsWith('*')
    if (wrapped) return negative ? 'does not contain' : 'contains'
  }
  return negative ? 'is not' : 'is'
}

/** Whether a filter list needs allowWildcards=true (spec-1 §7). */
export function needsWildcards(filters: readonly Filter[]): boolean {
  return filters.some((f) => WILDCARD_OPERATORS.includes(f.operator))
}

/** The filters as query parameters, in order; repeated names repeat the parameter. */
export function filtersToQuery(filters: readonly Filter[]): URLSearchParams {
  const params = new URLSearchParams()
  for (const f of filters) {
    const key = NEGATIVE_OPERATORS.includes(f.operator) ? `-${f.name}` : f.name
    // spec-1 §5: the location's unit goes out in the spec's form (MILES), whichever form it was read in.
    params.append(key, f.name === 'location' ? canonicalLocation(f.value) : rewriteValue(f.value, f.operator, f.operator))
  }
  if (needsWildcards(filters)) params.set('allowWildcards', 'true')
  return params
}

/** spec-1 §3.4, §5: a message for a filter that cannot be searched, or null. */
export function validateFilter(filter: Filter): string | null {
  const field = findField(filter.name)
  if (!field) return 'there is no such filter'
  if (field.kind === 'display') return 'it is shown but cannot be searched'
  if (!field.operators.includes(filter.operator)) return `the operator "${filter.operator}" does not apply to it`
  if (filter.value.trim() === '') return 'it has no value'
  if (filter.value.length > MAX_VALUE_LENGTH) return `its value is longer than ${groupedNumber(MAX_VALUE_LENGTH)} characters`
  if (CONTROL_CHARACTER.test(filter.value)) return 'its value holds a control character'
  switch (field.kind) {
    case 'date': {
      const r = parseInterval(filter.value, parseDate)
      return r.ok ? null : r.error
    }
    case 'size': {
      const r = parseInterval(filter.value, asSpan(parseSize))
      return r.ok ? null : r.error
    }
    case 'number': {
      const r = parseInterval(filter.value, asSpan(parseCount))
      return r.ok ? null : r.error
    }
    case 'location': {
      const r = parseLocation(filter.value)
      return r.ok ? null : r.error
    }
    default:
      return null
  }
}

/**
 * Reads the filters of a page URL or a search call. Legacy names become current ones; parameters of the
 * search state are skipped; a filter that cannot be searched is reported by name and left out.
 */
export function filtersFromQuery(params: URLSearchParams): { filters: Filter[]; errors: FilterError[] } {
  const filters: Filter[] = []
  const errors: FilterError[] = []
  for (const [key, value] of params) {
    if (isNonFilterParam(key)) continue
    const negative = key.startsWith('-')
    const given = negative ? key.slice(1) : key
    const name = canonicalFieldName(given)
    if (name === null) {
      errors.push({ name: given, message: 'there is no such filter', key, value })
      continue
    }
    const operator = operatorOf(name, value, negative)
    if (negative && !findField(name)?.excludable) {
      errors.push({ name, message: 'it cannot be excluded', key, value, operator })
      continue
    }
    const filter: Filter = { name, operator, value }
    const problem = validateFilter(filter)
    if (problem) errors.push({ name, message: problem, key, value, operator })
    else filters.push(filter)
  }
  return { filters, errors }
}

/**
 * spec-1 §5, on Apply in the Add Filters dialog: filters named hash are dropped, and a dimensions value
 * "w x h" becomes shortestEdge and longestEdge filters.
 */
export function prepareFiltersForApply(filters: readonly Filter[]): Filter[] {
  const out: Filter[] = []
  for (const f of filters) {
    if (f.name === 'hash') continue
    if (f.name !== 'dimensions') {
      out.push(f)
      continue
    }
    const edges = dimensionEdges(f.value)
    if (!edges) {
      out.push(f)
      continue
    }
    out.push({ name: 'shortestEdge', operator: 'is', value: String(edges.shortest) })
    out.push({ name: 'longestEdge', operator: 'is', value: String(edges.longest) })
  }
  return out
}

/** The smaller and larger edge of a "w x h" value, or null when it is not one. */
export function dimensionEdges(value: string): { shortest: number; longest: number } | null {
  const m = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(value)
  if (!m) return null
  const a = Number(m[1])
  const b = Number(m[2])
  return { shortest: Math.min(a, b), longest: Math.max(a, b) }
}

/** Longest filter name a message repeats: a name is a query parameter and can be any length. */
const NAME_SHOWN = 60

/** The message a malformed filter earns, naming it (spec-1 §8, the search call's error). */
export function filterErrorMessage(error: FilterError): string {
  const chars = [...error.name]
  const name = chars.length > NAME_SHOWN ? `${chars.slice(0, NAME_SHOWN).join('')}…` : error.name
  return `The filter ${name} is not valid: ${error.message}.`
}
