// A search's criteria as the WHERE conditions of one SQL query over `sightings s` (spec-1 §3.4, §4.5, §7),
// each narrowed first by the index that suits it: the field's sorted index, the words index (FTS5) for free text
// and the fields without one, the trigram tables for wildcards, the hash indexes, the R*Tree for location, the
// PhotoDNA index. On PostgreSQL each has its counterpart of migration 021 (a tsvector index, pg_trgm, GiST over a point
// and over the PhotoDNA coordinates), chosen in small branches on the engine here and in the conditions' own files.

import type { Criterion, Requirement, SightingFilter } from '../../search/sighting-search.js'
import type { FreeTextTerm } from '../../search/text-values.js'
import type { Interval } from '../../../../shared/search/values.js'
import { boxesAround } from '../../search/geo.js'
import type { EngineName } from '../engine/store.js'
import { coordinateBox, indexCoordinates } from './photodna-coordinates.js'
import { cameraDriver, coveredByCamera, type SubqueryMatches } from './camera-driver.js'
import type { Condition } from './condition.js'
import { hashWord, hashWordSubquery } from './hash-conditions.js'
import {
  columnOf, rowIdOf, textCondition, wordsIndexCondition, type FreeTextMatches, type SerialsElsewhere,
} from './text-conditions.js'
import { freeTextWords, postgresWords, postgresWordsQuery } from './words-query.js'

export { COMMON_FREE_TEXT, serialsElsewhereCondition, type FreeTextMatches, type SerialsElsewhere } from './text-conditions.js'

/** The SQL function the store registers for the exact distance check of the location filter. */
export const DISTANCE_FUNCTION = 'sightline_distance_metres'

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

function locationCondition(lat: number, lon: number, radiusMetres: number, engine: EngineName): Condition {
  const boxes = boxesAround(lat, lon, radiusMetres)
  if (engine === 'postgres') {
    // Migration 021's GiST index of the point, partial on the located sightings.
    const inBox = boxes.map(() => 'point(s.longitude, s.latitude) <@ box(point(?::float8, ?::float8), point(?::float8, ?::float8))').join(' OR ')
    return {
      sql: `s.latitude IS NOT NULL AND (${inBox}) AND ${DISTANCE_FUNCTION}(s.latitude, s.longitude, ?::float8, ?::float8) <= ?::float8`,
      params: [...boxes.flatMap((b) => [b.minLon, b.minLat, b.maxLon, b.maxLat]), lat, lon, radiusMetres],
    }
  }
  const inBox = boxes.map(() => '(max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?)').join(' OR ')
  return {
    sql: `s.id IN (SELECT id FROM sightings_geo WHERE ${inBox}) AND ${DISTANCE_FUNCTION}(s.latitude, s.longitude, ?, ?) <= ?`,
    params: [...boxes.flatMap((b) => [b.minLat, b.maxLat, b.minLon, b.maxLon]), lat, lon, radiusMetres],
  }
}

function photoDnaCondition(hash: Uint8Array, engine: EngineName): Condition {
  if (engine === 'postgres') {
    const box = postgresCoordinateBox(indexCoordinates(hash), 0)
    return { sql: `s.id IN (SELECT p.id FROM sightings_photodna p WHERE ${box.sql}) AND s.photodna = ?`, params: [...box.params, Buffer.from(hash)] }
  }
  const box = coordinateBox(indexCoordinates(hash), 0)
  return {
    sql: `s.id IN (SELECT id FROM sightings_photodna WHERE ${box.sql}) AND s.photodna = ?`,
    params: [...box.params, Buffer.from(hash)],
  }
}

/**
 * The cube of migration 021's sightings_photodna on PostgreSQL (`p.coordinates`, GiST): the vectors whose coordinates
 * lie within `radius` of `centre`, as SQLite's R*Tree condition (photodna-coordinates.ts coordinateBox).
 */
export function postgresCoordinateBox(centre: readonly number[], radius: number): Condition {
  return {
    sql: 'p.coordinates <@ cube(?::float8[], ?::float8[])',
    params: [centre.map((d) => d - radius), centre.map((d) => d + radius)],
  }
}

/**
 * A term that could be a hash: its matches in the words index, which holds no hashes, and the hashes that are the
 * word (hash-conditions.ts), as one set of row ids.
 */
function hashTermCondition(term: FreeTextTerm, word: string, freeTextMatches: FreeTextMatches, engine: EngineName): Condition {
  const query = freeTextWords([term])
  const hashes = hashWordSubquery(term, word, engine)
  if (engine === 'postgres') {
    // One set of ids, as on SQLite: an OR of the row's words and its hashes would read every row's words.
    const words = postgresWordsQuery(query)
    return {
      sql: `s.id IN (SELECT w.id FROM sightings w WHERE ${postgresWords('w.')} @@ (${words.sql}) UNION ${hashes.sql})`,
      params: [...words.params, ...hashes.params],
    }
  }
  return {
    sql: `${rowIdOf(freeTextMatches(query))} IN (SELECT rowid FROM sightings_fts WHERE sightings_fts MATCH ? UNION ${hashes.sql})`,
    params: [query.fts5, ...hashes.params],
  }
}

/** Every term mentioned by some text field: the words together in one words-index query, each possible hash apart. */
function freeTextCondition(terms: readonly FreeTextTerm[], freeTextMatches: FreeTextMatches, engine: EngineName): Condition {
  const words = terms.filter((term) => hashWord(term) === null)
  const parts = [
    ...(words.length > 0 ? [wordsIndexCondition(freeTextWords(words), freeTextMatches, engine)] : []),
    ...terms.flatMap((term) => {
      const word = hashWord(term)
      return word === null ? [] : [hashTermCondition(term, word, freeTextMatches, engine)]
    }),
  ]
  if (parts.length === 1) return parts[0]!
  return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) }
}

function positiveCondition(
  requirement: Requirement,
  freeTextMatches: FreeTextMatches,
  serialsElsewhere: SerialsElsewhere,
  engine: EngineName,
  subqueryMatches: SubqueryMatches,
): Condition {
  switch (requirement.kind) {
    case 'range':
      return rangeCondition(columnOf(requirement.field), requirement.range)
    case 'location':
      return locationCondition(requirement.lat, requirement.lon, requirement.radiusMetres, engine)
    case 'photoDna':
      return photoDnaCondition(requirement.hash, engine)
    case 'freeText':
      return freeTextCondition(requirement.terms, freeTextMatches, engine)
    case 'text':
      return textCondition(requirement, freeTextMatches, serialsElsewhere, engine, subqueryMatches)
  }
}

/** One criterion's condition; a negated one also keeps sightings that lack the field. */
export function criterionCondition(
  criterion: Criterion,
  freeTextMatches: FreeTextMatches,
  serialsElsewhere: SerialsElsewhere = () => false,
  engine: EngineName = 'sqlite',
  subqueryMatches: SubqueryMatches = () => 0,
): Condition {
  const positive = positiveCondition(criterion, freeTextMatches, serialsElsewhere, engine, subqueryMatches)
  if (!criterion.negated) return positive
  return { sql: `NOT coalesce((${positive.sql}), ${falseOf(engine)})`, params: positive.params }
}

/** False as a condition's value: SQLite's conditions are 0 or 1, PostgreSQL's booleans. */
export const falseOf = (engine: EngineName) => (engine === 'sqlite' ? '0' : 'false')

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
  engine: EngineName = 'sqlite',
): Condition[] {
  const camera = cameraDriver(filter, subqueryMatches, engine)
  const criteria = camera ? filter.criteria.filter((c) => !coveredByCamera(c)) : filter.criteria
  return [
    ...(camera ? [camera] : []),
    ...criteria.map((c) => criterionCondition(c, freeTextMatches, serialsElsewhere, engine, subqueryMatches)),
    ...filter.mustHave.map(mustHaveCondition),
  ]
}

/** The PhotoDNA index must be up to date before a query with a PhotoDNA criterion runs. */
export function usesPhotoDna(filter: SightingFilter): boolean {
  return filter.criteria.some((c) => c.kind === 'photoDna')
}
