// The conditions on a school both the search and the contribute tab read: its name, postcode or URN by words or an
// exact phrase, and its region.

import { REGION_SEPARATOR } from '../../uniforms/region-value.js'

/** spec-3 §2: words match anywhere in the name, postcode or URN, ignoring case; a quoted phrase matches as written. */
export interface SchoolText {
  words: string[]
  phrases: string[]
}

export interface Condition {
  sql: string
  values: unknown[]
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Each word and phrase must be found in the name, the postcode or the URN (LIKE ignores ASCII case). */
export function schoolTextCondition(text: SchoolText | null, alias: string): Condition {
  if (!text || (text.words.length === 0 && text.phrases.length === 0)) return { sql: '1', values: [] }
  const parts: string[] = []
  const values: unknown[] = []
  for (const term of [...text.words, ...text.phrases]) {
    parts.push(
      `(${alias}.name LIKE ? ESCAPE '\\' OR ${alias}.postcode LIKE ? ESCAPE '\\' OR ${alias}.external_id LIKE ? ESCAPE '\\')`,
    )
    const pattern = `%${escapeLike(term)}%`
    values.push(pattern, pattern, pattern)
  }
  return { sql: parts.join(' AND '), values }
}

/** The school's area is one of the regions or lies under one (values are the region tree's paths). */
export function regionCondition(regions: readonly string[], alias: string): Condition {
  if (regions.length === 0) return { sql: '1', values: [] }
  const parts = regions.map(() => `(${alias}.region_path = ? OR ${alias}.region_path LIKE ? ESCAPE '\\')`)
  return { sql: `(${parts.join(' OR ')})`, values: regions.flatMap((region) => [region, `${escapeLike(region)}${REGION_SEPARATOR}%`]) }
}
