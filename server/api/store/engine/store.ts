// The service's data, whichever engine holds it: the handle every store function takes. Code outside the store
// passes it along and never reads inside it; the store reaches the engine through `db`, a Kysely handle whose SQL
// both engines read, and keeps each engine's own features behind `engine`.

import type { Kysely } from 'kysely'

/** SQLite, embedded (npm start, one machine); PostgreSQL, a server that several service instances share. */
export type EngineName = 'sqlite' | 'postgres'

/**
 * The tables as Kysely sees them. Store functions write their SQL with Kysely's `sql` tag and give each query
 * its row type, so no table needs declaring here for the SQL to compile on both engines.
 */
export type Tables = Record<string, Record<string, unknown>>

export interface Store {
  readonly engine: EngineName
  /** Read only by server/api/store/: within a transaction, the transaction's own handle. */
  readonly db: Kysely<Tables>
  /** Ends the store's connections (not a transaction's: it ends with its work). */
  close(): Promise<void>
}
