// The SQL of what the two engines spell differently when the administration store reads addresses: the domain of an
// address column.

import { sql, type RawBuilder } from 'kysely'
import type { Store } from './engine/store.js'

/**
 * The domain of an address column: after its first @, lower-cased. SQLite's is written exactly as its
 * expression indexes write it (011_audit_indexes.sql, 016_audit_licences.sql), since it uses such an index
 * only for the same expression; PostgreSQL's as the baseline's indexes write it.
 */
export function domainOf(store: Store, column: string): RawBuilder<string> {
  const c = sql.ref(column)
  return store.engine === 'postgres' ? sql<string>`lower(substr(${c}, strpos(${c}, '@') + 1))` : sql<string>`lower(substr(${c}, instr(${c}, '@') + 1))`
}
