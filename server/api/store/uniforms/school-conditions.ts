// The conditions on a school both the search and the contribute tab read: its name, postcode or URN by words or an
// exact phrase, and its region.

import { sql, type RawBuilder } from 'kysely'
import type { Store } from '../engine/store.js'
import { REGION_SEPARATOR } from '../../uniforms/region-value.js'

/** spec-3 §2: words match anywhere in the name, postcode or URN, ignoring case; a quoted phrase matches as written. */
export interface SchoolText {
  words: string[]
  phrases: string[]
}

export type Condition = RawBuilder<unknown>

export const ALWAYS: Condition = sql`1 = 1`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A pattern match that ignores case: SQLite's LIKE does (ASCII letters), PostgreSQL's only on citext columns, so
 * there ILIKE, whose folding also takes in the letters past ASCII.
 */
const likeIgnoringCase = (store: Store) => (store.engine === 'postgres' ? sql`ILIKE` : sql`LIKE`)

/** Each word and phrase must be found in the name, the postcode or the URN, whatever its case. */
export function schoolTextCondition(store: Store, text: SchoolText | null, alias: string): Condition {
  if (!text || (text.words.length === 0 && text.phrases.length === 0)) return ALWAYS
  const like = likeIgnoringCase(store)
  const column = (name: string) => sql.ref(`${alias}.${name}`)
  const parts = [...text.words, ...text.phrases].map((term) => {
    const pattern = `%${escapeLike(term)}%`
    return sql`(${column('name')} ${like} ${pattern} ESCAPE '\\' OR ${column('postcode')} ${like} ${pattern} ESCAPE '\\' OR ${column('external_id')} ${like} ${pattern} ESCAPE '\\')`
  })
  return sql.join(parts, sql` AND `)
}

/** The school's area is one of the regions or lies under one (values are the region tree's paths). */
export function regionCondition(store: Store, regions: readonly string[], alias: string): Condition {
  if (regions.length === 0) return ALWAYS
  const like = likeIgnoringCase(store)
  const path = sql.ref(`${alias}.region_path`)
  const parts = regions.map((region) => sql`(${path} = ${region} OR ${path} ${like} ${`${escapeLike(region)}${REGION_SEPARATOR}%`} ESCAPE '\\')`)
  return sql`(${sql.join(parts, sql` OR `)})`
}
