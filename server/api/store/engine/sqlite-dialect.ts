// Kysely's dialect for better-sqlite3, with two changes the service needs: statements are prepared once per
// connection and kept (a search's SQL took a millisecond to prepare again each time), and a transaction begins
// IMMEDIATE, taking the write lock at once, so that a transaction that reads and then writes never fails to upgrade
// its lock when another process of the service wrote meanwhile (SQLITE_BUSY).

import type Database from 'better-sqlite3'
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'
import { cachedStatement } from '../statements.js'

class SqliteConnection implements DatabaseConnection {
  constructor(private readonly handle: Database.Database) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = cachedStatement(this.handle, query.sql)
    const parameters = query.parameters as unknown[]
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Its own statement: a kept one may be asked for again while this one is still being read.
    for (const row of this.handle.prepare(query.sql).iterate(query.parameters as unknown[])) yield { rows: [row as R] }
  }
}

class SqliteDriver implements Driver {
  private readonly connection: SqliteConnection

  constructor(private readonly handle: Database.Database, private readonly owned: boolean) {
    this.connection = new SqliteConnection(handle)
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'))
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'))
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'))
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    if (this.owned && this.handle.open) this.handle.close()
  }
}

/** The dialect over an open better-sqlite3 handle; `owned` says whether closing the store closes the handle. */
export function sqliteDialect(handle: Database.Database, owned: boolean): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteDriver(handle, owned),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
  }
}
