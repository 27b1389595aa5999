// A filter that negates a camera field (`-make=Apple&model=iPhone 11`) reads every sighting of the positive
// field and drops each on its other field: at a million sightings that is 80,000 rows read one by one for a
// page that may be empty. The camera index (make, model, serial...) holds both fields beside each row id,
// so the sightings that pass are found from the index alone: for a kept make, its range; for a negated
// make, each other make in turn (a loose index scan, one seek a make) and the sightings without one.
//
// It stands for every make and model criterion it reads (coveredByCamera), so no other index on those
// fields can drive the query instead. It is used only when few sightings pass it; when many do, the usual
// plan finds a page in date order sooner than sorting them all, so the criteria then keep their own
// conditions.

import type { Criterion, SightingFilter } from '../../search/sighting-search.js'
import type { EngineName } from '../engine/store.js'
import type { Condition } from './condition.js'

/** Above this many sightings passing, the camera condition is left to the usual plan (see above). */
export const FEW_CAMERA_MATCHES = 5000

/** How many sightings a condition's subquery of row ids gives, counted up to a cap. */
export type SubqueryMatches = (subquery: Condition, cap: number) => number

type Equality = Criterion & { kind: 'text'; wildcard: false }

const isEquality = (c: Criterion, field: string): c is Equality => c.kind === 'text' && !c.wildcard && c.field === field

/** The criteria the camera condition reads: a make or model, kept or negated, written out in full. */
export const coveredByCamera = (c: Criterion): boolean => isEquality(c, 'make') || isEquality(c, 'model')

/** The distinct makes, largest first, each found by one seek of the make index. */
const DISTINCT_MAKES =
  'WITH RECURSIVE makes(m) AS (SELECT max(make) FROM sightings UNION ALL ' +
  'SELECT (SELECT max(make) FROM sightings WHERE make < makes.m) FROM makes WHERE makes.m IS NOT NULL)'

/** The row ids that pass the filter's make and model criteria, read from the camera index; null when it cannot help. */
export function cameraSubquery(filter: SightingFilter, engine: EngineName = 'sqlite'): Condition | null {
  // A comparison's value when a field is empty (NULL): SQLite's conditions are 0 or 1, PostgreSQL's booleans.
  const no = engine === 'sqlite' ? '0' : 'false'
  const makes = filter.criteria.filter((c) => isEquality(c, 'make'))
  const models = filter.criteria.filter((c) => isEquality(c, 'model'))
  if (![...makes, ...models].some((c) => c.negated)) return null
  const keptMake = makes.find((c) => !c.negated)
  const keptModel = models.find((c) => !c.negated)
  if (!keptMake && !keptModel) return null
  const modelSql = models.map((c) => (c.negated ? `NOT coalesce(c.model = ?, ${no})` : 'c.model = ?'))
  const modelParams = models.map((c) => c.value)
  if (keptMake) {
    const makeSql = makes.map((c) => (c.negated ? `NOT coalesce(c.make = ?, ${no})` : 'c.make = ?'))
    return {
      sql: `SELECT c.id FROM sightings c WHERE ${[...makeSql, ...modelSql].join(' AND ')}`,
      params: [...makes.map((c) => c.value), ...modelParams],
    }
  }
  // Models alone: the model index holds all they ask.
  if (makes.length === 0) return { sql: `SELECT c.id FROM sightings c WHERE ${modelSql.join(' AND ')}`, params: modelParams }
  // Only negated makes, and a kept model: every other make's range, and the sightings with no make.
  // The makes compare without case: COLLATE NOCASE on SQLite, citext on PostgreSQL.
  const where = modelSql.join(' AND ')
  const withoutMake = `UNION ALL SELECT c.id FROM sightings c WHERE c.make IS NULL AND ${where}`
  if (engine === 'postgres') {
    // PostgreSQL would join the makes to every sighting of the model by hash (700,000 rows read at ten million
    // for a page that may be empty); the lateral subquery, fenced by OFFSET 0, is one seek of the camera index a make.
    return {
      sql:
        `${DISTINCT_MAKES} SELECT c.id FROM makes CROSS JOIN LATERAL (SELECT c.id FROM sightings c WHERE c.make = makes.m AND ${where} OFFSET 0) AS c ` +
        `WHERE makes.m IS NOT NULL AND ${makes.map(() => 'makes.m <> ?').join(' AND ')} ${withoutMake}`,
      params: [...modelParams, ...makes.map((c) => c.value), ...modelParams],
    }
  }
  return {
    sql: `${DISTINCT_MAKES} SELECT c.id FROM sightings c WHERE c.make IN (SELECT m FROM makes WHERE m IS NOT NULL AND ${makes.map(() => 'm <> ? COLLATE NOCASE').join(' AND ')}) AND ${where} ${withoutMake}`,
    params: [...makes.map((c) => c.value), ...modelParams, ...modelParams],
  }
}

/**
 * How many sightings a filter matches, counted up to `cap` from the camera index alone, when the index holds all the
 * filter asks (makes and models only, some negated): counting them row by row read a row for each, ten thousand for
 * a page's total. Null for any other filter.
 */
export function cameraTotal(filter: SightingFilter, subqueryMatches: SubqueryMatches, cap: number, engine: EngineName = 'sqlite'): number | null {
  if (filter.mustHave.length > 0 || !filter.criteria.every(coveredByCamera)) return null
  const subquery = cameraSubquery(filter, engine)
  return subquery ? subqueryMatches(subquery, cap) : null
}

/**
 * The camera condition of a filter when few sightings pass it, with their number; else null. On PostgreSQL the ids
 * come first, as an array, as a rare word's do (words-query.ts postgresWordsCondition): as `IN`, the planner guessed
 * the makes' lateral seeks at 845 sightings a make and walked every sighting in date order for a page that was empty
 * (`-make=Apple&model=iPhone 11` at a million, through the edge: 1,477 ms p50 as IN, 11.4 as an array).
 */
export function cameraDriver(filter: SightingFilter, subqueryMatches: SubqueryMatches, engine: EngineName = 'sqlite'): Condition | null {
  const subquery = cameraSubquery(filter, engine)
  if (!subquery) return null
  const matches = subqueryMatches(subquery, FEW_CAMERA_MATCHES + 1)
  if (matches > FEW_CAMERA_MATCHES) return null
  const sql = engine === 'postgres' ? `s.id = ANY(ARRAY(${subquery.sql}))` : `s.id IN (${subquery.sql})`
  return { sql, params: subquery.params, matches }
}
