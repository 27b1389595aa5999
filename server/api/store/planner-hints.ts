// How the administration store tells SQLite's planner which way to read, where statistics taken while a table was
// small would make it pick a slower one: an index named for a table (INDEXED BY), and a join read in the order
// written (CROSS JOIN). PostgreSQL takes no such hints: its planner reads the tables' own statistics.

import { sql, type RawBuilder } from 'kysely'
import type { Store } from './engine/store.js'

/** After a table's name (and alias): read it along this index, on SQLite; nothing on PostgreSQL. */
export function indexedBy(store: Store, index: string): RawBuilder<unknown> {
  return store.engine === 'sqlite' ? sql.raw(` INDEXED BY ${index}`) : sql.raw('')
}

/** The join keyword that keeps the tables in the order written, on SQLite; a plain join on PostgreSQL. */
export function joinInOrder(store: Store): RawBuilder<unknown> {
  return sql.raw(store.engine === 'sqlite' ? 'CROSS JOIN' : 'JOIN')
}
