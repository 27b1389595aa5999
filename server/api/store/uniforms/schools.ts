// One school of the register as the Hub shows it, and the contribute tab's list: schools by name, postcode or URN
// and region, by name (spec-3 §2 "Contribute tab").

import type Database from 'better-sqlite3'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../shared/api/types/constants/uniforms.js'
import { cachedStatement } from '../statements.js'
import { SCHOOL_COLUMNS, schoolOf, type SchoolRecord } from './records.js'
import { schoolTextCondition, regionCondition, type SchoolText } from './school-conditions.js'

const HIDDEN = Number(UNIFORM_HIDDEN_SCHOOL_ID)

/** The school, or undefined when the register has none of that id (the hidden test school included). */
export function schoolById(db: Database.Database, id: number): SchoolRecord | undefined {
  if (id === HIDDEN) return undefined
  const row = cachedStatement(db, `SELECT ${SCHOOL_COLUMNS} FROM uniform_schools s WHERE s.id = ?`).get(id) as unknown
  return row === undefined ? undefined : schoolOf(row)
}

/** The schools with these ids, in the order given (ids not found are left out). */
export function schoolsByIds(db: Database.Database, ids: readonly number[]): SchoolRecord[] {
  if (ids.length === 0) return []
  const rows = cachedStatement(db, `SELECT ${SCHOOL_COLUMNS} FROM uniform_schools s WHERE s.id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(ids)) as unknown[]
  const byId = new Map(rows.map(schoolOf).map((school) => [school.id, school]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One page of the schools matching the text and regions, by name; and how many match. */
export function listSchools(
  db: Database.Database,
  filter: { text: SchoolText | null; regions: readonly string[] },
  offset: number,
  limit: number,
): { schools: SchoolRecord[]; total: number } {
  const text = schoolTextCondition(filter.text, 's')
  const regions = regionCondition(filter.regions, 's')
  const where = `s.id <> ${HIDDEN} AND ${text.sql} AND ${regions.sql}`
  const values = [...text.values, ...regions.values]
  const rows = cachedStatement(db, `SELECT ${SCHOOL_COLUMNS} FROM uniform_schools s WHERE ${where} ORDER BY s.name COLLATE NOCASE, s.id LIMIT ? OFFSET ?`)
    .all(...values, limit, offset) as unknown[]
  const { n } = cachedStatement(db, `SELECT count(*) AS n FROM uniform_schools s WHERE ${where}`).get(...values) as { n: number }
  return { schools: rows.map(schoolOf), total: n }
}
