// The few ways store functions run SQL written once for both engines (Kysely's `sql` tag: parameters become `?` on
// SQLite and `$1` on PostgreSQL), and transactions that a function joins when its caller already began one.

import { sql, type RawBuilder } from 'kysely'
import type { Store } from './store.js'

/** Every row of a query. */
export async function rowsOf<R>(store: Store, query: RawBuilder<R>): Promise<R[]> {
  return (await query.execute(store.db)).rows
}

/** The first row of a query, undefined when there is none. */
export async function firstOf<R>(store: Store, query: RawBuilder<R>): Promise<R | undefined> {
  return (await query.execute(store.db)).rows[0]
}

/** How many rows a statement changed. */
export async function changesOf(store: Store, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(store.db)).numAffectedRows ?? 0)
}

/**
 * Runs `work` in one transaction, with a store whose queries are the transaction's; inside a transaction already,
 * in that one. A thrown error rolls everything back.
 */
export async function inTransaction<T>(store: Store, work: (tx: Store) => Promise<T>): Promise<T> {
  if (store.db.isTransaction) return work(store)
  return store.db.transaction().execute((trx) => work({ engine: store.engine, db: trx, close: async () => {} }))
}

/**
 * Within a transaction, holds the row of `table` with this id until the transaction ends, so that a read of what
 * belongs to it (a count against a limit) and the write that follows cannot interleave with another instance's.
 * PostgreSQL locks the row; SQLite's transactions hold the database's write lock from their first statement
 * (BEGIN IMMEDIATE), so there is nothing more to take.
 */
export async function holdRow(tx: Store, table: string, id: number | string): Promise<void> {
  if (!tx.db.isTransaction) throw new Error('holdRow needs a transaction: use inTransaction')
  if (tx.engine === 'postgres') await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(tx.db)
}
