// A search's criteria as the WHERE conditions of one SQL query over `sightings s` (spec-1 §3.4, §4.5, §7),
// each narrowed first by the index that suits it: the field's b-tree, the trigram tables for wildcards,
// FTS5 for free text, the R*Tree for location, the PhotoDNA pivot index.

import type { Criterion, Requirement, SightingFilter } from '../../search/sighting-search.js'
import type { Interval } from '../../../../shared/search/values.js'
import { boxesAround } from '../../search/geo.js'
import { FIELD_COLUMNS, TRIGRAM_COLUMNS } from './columns.js'
import { freeTextQuery, globPattern, likePattern, literalLike, longestLiteralRun, trigramPattern } from './patterns.js'
import { coordinateBox, indexCoordinates } from './photodna-coordinates.js'
import { VALUE_COLUMNS } from './values-schema.js'
import { serialKey } from '../../../../shared/metadata/serial-key.js'
import { cameraDriver, coveredByCamera, type SubqueryMatches } from './camera-driver.js'
import type { Condition } from './condition.js'

/** The SQL function the store registers for the exact distance check of the location filter. */
export const DISTANCE_FUNCTION = 'sightline_distance_metres'


/** How many sightings an FTS5 query matches (the store asks FTS5, which counts fast). */
export type FreeTextMatches = (query: string) => number

/**
 * Whether any serial kept from another source (sighting_serials) matches this condition: when none does,
 * the filter stays on the column's own index, as fast as before the other sources were kept.
 */
export type SerialsElsewhere = (condition: Condition) => boolean

/** The columns whose values sighting_serials also keeps from every source (issue 12 §1). */
const SERIAL_COLUMNS: readonly string[] = ['serial_number', 'internal_serial_number', 'lens_serial_number']

/**
 * The sightings with a serial of this column, from any source, that matches the value: an exact value
 * by its comparison form (serialKey: Nikon's 'NO= -1000f46' is '-1000f46'), a wildcard as written.
 */
export function serialsElsewhereCondition(text: TextRequirement, column: string): Condition {
  const match = !text.wildcard
    ? { sql: 'serial_key = ?', param: serialKey(text.value) }
    : text.caseSensitive
      ? { sql: 'value GLOB ?', param: globPattern(text.value) }
      : { sql: "value LIKE ? ESCAPE '\\'", param: likePattern(text.value) }
  return { sql: `SELECT sighting_id FROM sighting_serials WHERE field = ? AND ${match.sql}`, params: [column, match.param] }
}

/**
 * Above this many free-text matches, reading sightings latest first and checking each against the matches
 * finds a page sooner than sorting every match by date.
 */
export const COMMON_FREE_TEXT = 5000

/** The column of a field that holds a value of its own (search/criteria.ts hasOwnValue). */
function columnOf(field: string): string {
  const column = FIELD_COLUMNS[field]
  if (column === undefined) throw new Error(`no column holds the field ${field}`)
  return column
}

function rangeCondition(column: string, interval: Interval): Condition {
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

type TextRequirement = Extract<Requirement, { kind: 'text' }>

/**
 * A wildcard value on a column of distinct values (values-schema.ts): the values that match, found
 * through their trigram index when the value has three literal characters in a row, then the sightings
 * holding them through the column's b-tree.
 */
function valuesCondition(text: TextRequirement, column: string): Condition {
  const { value } = text
  const exact = text.caseSensitive ? { sql: 'v.value GLOB ?', param: globPattern(value) } : { sql: "v.value LIKE ? ESCAPE '\\'", param: likePattern(value) }
  const narrowed = longestLiteralRun(value) >= 3
  const candidates = narrowed ? 'v.id IN (SELECT rowid FROM sighting_values_trigram WHERE value LIKE ?) AND ' : ''
  return {
    sql: `s.${column} IN (SELECT v.value FROM sighting_values v WHERE ${candidates}v.field = ? AND ${exact.sql})`,
    params: [...(narrowed ? [trigramPattern(value, true)] : []), column, exact.param],
  }
}

/** is / is not / contains / does not contain on a text column, positive form; a serial from any source. */
function textCondition(text: TextRequirement, serialsElsewhere: SerialsElsewhere): Condition {
  const column = columnOf(text.field)
  const own = columnTextCondition(text, column)
  if (!SERIAL_COLUMNS.includes(column)) return own
  const elsewhere = serialsElsewhereCondition(text, column)
  if (!serialsElsewhere(elsewhere)) return own
  return { sql: `(${own.sql}) OR s.id IN (${elsewhere.sql})`, params: [...own.params, ...elsewhere.params] }
}

/** A text requirement on the column itself. */
function columnTextCondition(text: TextRequirement, column: string): Condition {
  const { value, wildcard: pattern } = text
  const isTags = column === 'tags'
  if (pattern && VALUE_COLUMNS.includes(column)) return valuesCondition(text, column)
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
  } else if (pattern && text.caseSensitive) {
    conditions.push({ sql: `s.${column} GLOB ?`, params: [globPattern(value)] })
  } else if (pattern) {
    conditions.push({ sql: `s.${column} LIKE ? ESCAPE '\\'`, params: [like] })
  } else {
    conditions.push({ sql: `s.${column} = ?`, params: [value] })
  }
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) }
}

function locationCondition(lat: number, lon: number, radiusMetres: number): Condition {
  const boxes = boxesAround(lat, lon, radiusMetres)
  const inBox = boxes.map(() => '(max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?)').join(' OR ')
  return {
    sql: `s.id IN (SELECT id FROM sightings_geo WHERE ${inBox}) AND ${DISTANCE_FUNCTION}(s.latitude, s.longitude, ?, ?) <= ?`,
    params: [...boxes.flatMap((b) => [b.minLat, b.maxLat, b.minLon, b.maxLon]), lat, lon, radiusMetres],
  }
}

function photoDnaCondition(hash: Uint8Array): Condition {
  const box = coordinateBox(indexCoordinates(hash), 0)
  return {
    sql: `s.id IN (SELECT id FROM sightings_photodna WHERE ${box.sql}) AND s.photodna = ?`,
    params: [...box.params, Buffer.from(hash)],
  }
}

function freeTextCondition(query: string, freeTextMatches: FreeTextMatches): Condition {
  // The unary + keeps SQLite from driving the query from the matches when they are many.
  const matches = freeTextMatches(query)
  const id = matches > COMMON_FREE_TEXT ? '+s.id' : 's.id'
  return { sql: `${id} IN (SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH ?)`, params: [query], matches }
}

function positiveCondition(requirement: Requirement, freeTextMatches: FreeTextMatches, serialsElsewhere: SerialsElsewhere): Condition {
  switch (requirement.kind) {
    case 'range':
      return rangeCondition(columnOf(requirement.field), requirement.range)
    case 'location':
      return locationCondition(requirement.lat, requirement.lon, requirement.radiusMetres)
    case 'photoDna':
      return photoDnaCondition(requirement.hash)
    case 'freeText':
      return freeTextCondition(freeTextQuery(requirement.terms), freeTextMatches)
    case 'text':
      return textCondition(requirement, serialsElsewhere)
  }
}

/** One criterion's condition; a negated one also keeps sightings that lack the field. */
export function criterionCondition(
  criterion: Criterion,
  freeTextMatches: FreeTextMatches,
  serialsElsewhere: SerialsElsewhere = () => false,
): Condition {
  const positive = positiveCondition(criterion, freeTextMatches, serialsElsewhere)
  if (!criterion.negated) return positive
  return { sql: `NOT coalesce((${positive.sql}), 0)`, params: positive.params }
}

/** A value in the field: `location` is the sighting's place. */
function mustHaveCondition(field: string): Condition {
  const column = field === 'location' ? 'latitude' : columnOf(field)
  return { sql: `s.${column} IS NOT NULL`, params: [] }
}

/**
 * Every condition a filter puts on a sighting, its criteria first, then what must have a value. A negated
 * make or model that few sightings pass is read from the camera index instead (camera-driver.ts), in one
 * condition that stands for all the make and model criteria.
 */
export function filterConditions(
  filter: SightingFilter,
  freeTextMatches: FreeTextMatches,
  serialsElsewhere: SerialsElsewhere,
  subqueryMatches: SubqueryMatches,
): Condition[] {
  const camera = cameraDriver(filter, subqueryMatches)
  const criteria = camera ? filter.criteria.filter((c) => !coveredByCamera(c)) : filter.criteria
  return [
    ...(camera ? [camera] : []),
    ...criteria.map((c) => criterionCondition(c, freeTextMatches, serialsElsewhere)),
    ...filter.mustHave.map(mustHaveCondition),
  ]
}

/** The PhotoDNA index must be up to date before a query with a PhotoDNA criterion runs. */
export function usesPhotoDna(filter: SightingFilter): boolean {
  return filter.criteria.some((c) => c.kind === 'photoDna')
}
