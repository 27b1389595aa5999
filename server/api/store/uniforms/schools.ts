// One school of the register as the Hub shows it, and the contribute tab's list: schools by name, postcode or URN
// and region, by name (spec-3 §2 "Contribute tab").

import { sql } from 'kysely'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../shared/api/types/constants/uniforms.js'
import { firstOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { readSchools, type SchoolRecord } from './records.js'
import { schoolTextCondition, regionCondition, type SchoolText } from './school-conditions.js'
import { isOneOf } from '../value-lists.js'

const HIDDEN = Number(UNIFORM_HIDDEN_SCHOOL_ID)

/** The school, or undefined when the register has none of that id (the hidden test school included). */
export async function schoolById(store: Store, id: number): Promise<SchoolRecord | undefined> {
  if (id === HIDDEN) return undefined
  const [school] = await readSchools(store, sql`s.id = ${id}`)
  return school
}

/** The schools with these ids, in the order given (ids not found are left out). */
export async function schoolsByIds(store: Store, ids: readonly number[]): Promise<SchoolRecord[]> {
  if (ids.length === 0) return []
  const schools = await readSchools(store, isOneOf(store, sql`s.id`, ids))
  const byId = new Map(schools.map((school) => [school.id, school]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One page of the schools matching the text and regions, by name whatever its case; and how many match. */
export async function listSchools(
  store: Store,
  filter: { text: SchoolText | null; regions: readonly string[] },
  offset: number,
  limit: number,
): Promise<{ schools: SchoolRecord[]; total: number }> {
  const where = sql`s.id <> ${HIDDEN} AND ${schoolTextCondition(store, filter.text, 's')} AND ${regionCondition(store, filter.regions, 's')}`
  const schools = await readSchools(store, sql`${where} ORDER BY lower(s.name), s.id LIMIT ${limit} OFFSET ${offset}`)
  const counted = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM uniform_schools s WHERE ${where}`)
  return { schools, total: counted!.n }
}
