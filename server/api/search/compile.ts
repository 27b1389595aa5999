// Turns the filters of a search call into the WHERE conditions of one SQL query over `sightings s`
// (spec-1 §3.4, §4.5, §7), each narrowed first by the index that suits it: the field's b-tree, the
// trigram table for wildcards, FTS5 for free text, the R*Tree for location, the PhotoDNA pivot index.

import { findField, type SearchField } from '../../../shared/search/fields.js'
import type { Filter, FilterError } from '../../../shared/search/filters.js'
import { parseLocation } from '../../../shared/search/location.js'
import { asSpan, parseCount, parseDate, parseInterval, parseSize, type Interval } from '../../../shared/search/values.js'
import { FIELD_COLUMNS, TRIGRAM_COLUMNS } from './columns.js'
import { boxesAround } from './geo.js'
import { freeTextQuery, freeTextTerms, globPattern, likePattern, literalLike, longestLiteralRun, trigramPattern, unquoted } from './patterns.js'
import { parsePhotoDnaHash } from './photodna-hash.js'
import { coordinateBox, indexCoordinates } from './photodna-coordinates.js'
import { VALUE_COLUMNS } from './values-schema.js'

/** The SQL function the store registers for the exact distance check of the location filter. */
export const DISTANCE_FUNCTION = 'sightline_distance_metres'

export interface Condition {
  sql: string
  params: unknown[]
  /** How many sightings this condition alone matches, when compiling it already counted them. */
  matches?: number
}

export interface CompileOptions {
  /** allowWildcards=true: `*` in a text value is a wildcard, otherwise a plain character. */
  wildcards: boolean
  /** How many sightings a free-text query matches (the store asks FTS5, which counts fast). */
  freeTextMatches(query: string): number
}

/**
 * Above this many free-text matches, reading sightings latest first and checking each against the matches
 * finds a page sooner than sorting every match by date.
 */
export const COMMON_FREE_TEXT = 5000

/**
 * The most words and phrases the free-text filters of one search look up, together. Each is a lookup in
 * the FTS5 index, and a short prefix (`a*`) reads a good part of it: the cap bounds what they cost.
 */
export const MAX_FREE_TEXT_TERMS = 32

/**
 * The most location filters in one search. Each measures the distance to every sighting in its box, in
 * JavaScript; a hundred circles the size of the Earth took over a second on 20,000 sightings.
 */
export const MAX_LOCATION_FILTERS = 5

export interface CompiledFilters {
  conditions: Condition[]
  errors: FilterError[]
  /** The PhotoDNA index must be up to date before the query runs. */
  usesPhotoDna: boolean
}

class FilterProblem extends Error {}

function intervalCondition(column: string, interval: Interval): Condition {
  const parts: string[] = []
  const params: unknown[] = []
  if (interval.from !== null) {
    parts.push(`s.${column} >= ?`)
    params.push(interval.from)
  }
  if (interval.to !== null) {
    parts.push(`s.${column} < ?`)
    params.push(interval.to)
  }
  return { sql: parts.join(' AND '), params }
}

function readInterval(field: SearchField, value: string): Interval {
  const point = field.kind === 'date' ? parseDate : asSpan(field.kind === 'size' ? parseSize : parseCount)
  const r = parseInterval(value, point)
  if (!r.ok) throw new FilterProblem(r.error)
  return r.value
}

/**
 * A wildcard value on a column of distinct values (search/values-schema.ts): the values that match, found
 * through their trigram index when the value has three literal characters in a row, then the sightings
 * holding them through the column's b-tree.
 */
function valuesCondition(field: SearchField, column: string, value: string): Condition {
  const exact = field.caseSensitive ? { sql: 'v.value GLOB ?', param: globPattern(value) } : { sql: "v.value LIKE ? ESCAPE '\\'", param: likePattern(value) }
  const narrowed = longestLiteralRun(value) >= 3
  const candidates = narrowed ? 'v.id IN (SELECT rowid FROM sighting_values_trigram WHERE value LIKE ?) AND ' : ''
  return {
    sql: `s.${column} IN (SELECT v.value FROM sighting_values v WHERE ${candidates}v.field = ? AND ${exact.sql})`,
    params: [...(narrowed ? [trigramPattern(value, true)] : []), column, exact.param],
  }
}

/** is / is not / contains / does not contain on a text column, positive form. */
function textCondition(field: SearchField, column: string, raw: string, wildcards: boolean): Condition {
  const value = field.kind === 'quotedString' ? unquoted(raw) : raw
  const isTags = column === 'tags'
  const pattern = wildcards && value.includes('*')
  if (pattern && VALUE_COLUMNS.includes(column)) return valuesCondition(field, column, value)
  const like = pattern ? likePattern(value) : literalLike(value)
  const conditions: Condition[] = []
  if (TRIGRAM_COLUMNS.includes(column) && longestLiteralRun(value) >= 3 && (pattern || isTags)) {
    // The trigram table finds the candidates and the exact test below keeps the real matches. The table
    // uses its index only for a LIKE without ESCAPE, so a literal % or _ widens the candidates instead.
    conditions.push({ sql: `s.id IN (SELECT rowid FROM sightings_trigram WHERE ${column} LIKE ?)`, params: [trigramPattern(value, pattern)] })
  }
  if (isTags) {
    // Tags are stored joined by commas: a value matches one whole tag.
    conditions.push({ sql: `(',' || s.tags || ',') LIKE ? ESCAPE '\\'`, params: [`%,${like},%`] })
  } else if (pattern && field.caseSensitive) {
    conditions.push({ sql: `s.${column} GLOB ?`, params: [globPattern(value)] })
  } else if (pattern) {
    conditions.push({ sql: `s.${column} LIKE ? ESCAPE '\\'`, params: [like] })
  } else {
    conditions.push({ sql: `s.${column} = ?`, params: [value] })
  }
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) }
}

function locationCondition(value: string): Condition {
  const r = parseLocation(value)
  if (!r.ok) throw new FilterProblem(r.error)
  const { lat, lon, radiusMetres } = r.location
  const boxes = boxesAround(lat, lon, radiusMetres)
  const inBox = boxes.map(() => '(max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?)').join(' OR ')
  return {
    sql: `s.id IN (SELECT id FROM sightings_geo WHERE ${inBox}) AND ${DISTANCE_FUNCTION}(s.latitude, s.longitude, ?, ?) <= ?`,
    params: [...boxes.flatMap((b) => [b.minLat, b.maxLat, b.minLon, b.maxLon]), lat, lon, radiusMetres],
  }
}

function photoDnaCondition(value: string): Condition {
  const bytes = parsePhotoDnaHash(value)
  if (!bytes) throw new FilterProblem('it is not a PhotoDNA hash (144 numbers separated by commas, hex or base64)')
  const box = coordinateBox(indexCoordinates(bytes), 0)
  return {
    sql: `s.id IN (SELECT id FROM sightings_photodna WHERE ${box.sql}) AND s.photodna = ?`,
    params: [...box.params, Buffer.from(bytes)],
  }
}

function freeTextCondition(value: string, options: CompileOptions): Condition {
  const query = freeTextQuery(value, options.wildcards)
  if (query === null) throw new FilterProblem('it has no words to search for')
  // The unary + keeps SQLite from driving the query from the matches when they are many.
  const matches = options.freeTextMatches(query)
  const id = matches > COMMON_FREE_TEXT ? '+s.id' : 's.id'
  return { sql: `${id} IN (SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH ?)`, params: [query], matches }
}

function positiveCondition(field: SearchField, filter: Filter, options: CompileOptions): Condition {
  switch (field.kind) {
    case 'date':
    case 'size':
    case 'number':
      return intervalCondition(FIELD_COLUMNS[field.name]!, readInterval(field, filter.value))
    case 'location':
      return locationCondition(filter.value)
    case 'hash':
      return photoDnaCondition(filter.value)
    case 'text':
      return freeTextCondition(filter.value, options)
    case 'display':
      throw new FilterProblem('it is shown but cannot be searched')
    default:
      return textCondition(field, FIELD_COLUMNS[field.name]!, filter.value, options.wildcards)
  }
}

const NEGATIVE: ReadonlySet<string> = new Set(['is not', 'does not contain', 'does not mention'])

/** One filter's condition; a negative one also keeps sightings that lack the field. */
export function filterCondition(filter: Filter, options: CompileOptions): Condition {
  const field = findField(filter.name)
  if (!field) throw new FilterProblem('there is no such filter')
  const positive = positiveCondition(field, filter, options)
  if (!NEGATIVE.has(filter.operator)) return positive
  return { sql: `NOT coalesce((${positive.sql}), 0)`, params: positive.params }
}

/**
 * Counts what the search's filters cost so far, the free-text terms and the location filters; a filter
 * that goes past MAX_FREE_TEXT_TERMS or MAX_LOCATION_FILTERS is refused.
 */
function searchBudget(options: CompileOptions): (filter: Filter) => void {
  const terms = new Set<string>()
  let locations = 0
  return (filter) => {
    const kind = findField(filter.name)?.kind
    if (kind === 'location' && ++locations > MAX_LOCATION_FILTERS) {
      throw new FilterProblem(`a search can have at most ${MAX_LOCATION_FILTERS} location filters`)
    }
    if (kind !== 'text') return
    for (const term of freeTextTerms(filter.value, options.wildcards)) terms.add(term)
    if (terms.size > MAX_FREE_TEXT_TERMS) {
      throw new FilterProblem(`the search has more than ${MAX_FREE_TEXT_TERMS} words to search for in all`)
    }
  }
}

/** The conditions of every filter; a filter that cannot be turned into one is reported by name. */
export function compileFilters(filters: readonly Filter[], options: CompileOptions): CompiledFilters {
  const conditions: Condition[] = []
  const errors: FilterError[] = []
  const spend = searchBudget(options)
  // A filter given twice adds nothing to what all filters together match, and would cost its test again.
  const seen = new Set<string>()
  for (const filter of filters) {
    const key = JSON.stringify([filter.name, filter.operator, filter.value])
    if (seen.has(key)) continue
    seen.add(key)
    try {
      spend(filter)
      conditions.push(filterCondition(filter, options))
    } catch (err) {
      if (!(err instanceof FilterProblem)) throw err
      errors.push({ name: filter.name, message: err.message })
    }
  }
  return { conditions, errors, usesPhotoDna: filters.some((f) => f.name === 'photoDNAFullHash') }
}
