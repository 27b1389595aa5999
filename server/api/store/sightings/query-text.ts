// The search's SQL is composed as text with `?` for each parameter (Condition, condition.ts): filters combine into
// hundreds of shapes, and SQLite's kept statements are found by that very text. Here it becomes a Kysely query that
// either engine runs: SQLite reads the same text as before (so its kept statement is reused), PostgreSQL gets $1, $2...

import { sql, type RawBuilder } from 'kysely'
import type { Condition } from './condition.js'

/** SQL text with a `?` for each of `params`, in order. No `?` may stand in a literal of the text (none does). */
export function queryOf<R>(text: string, params: readonly unknown[]): RawBuilder<R> {
  const parts = text.split('?')
  if (parts.length !== params.length + 1) throw new Error(`${parts.length - 1} placeholders for ${params.length} parameters in: ${text}`)
  return sql<R>(Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray, ...params)
}

/** A condition as a query fragment, for SQL written with the tag around it. */
export const conditionSql = (condition: Condition): RawBuilder<unknown> => queryOf(condition.sql, condition.params)
