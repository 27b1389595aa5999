// The PostgreSQL engine: a pool of connections to the server DATABASE_URL names, its schema brought up to date at
// open. Values come back as SQLite gives them, so that one store function answers the same on both engines:
// bigint columns (ids, times in ms) and counts as numbers, not strings.

import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migratePostgres } from './postgres-migrate.js'
import { applySessionSettings } from './postgres-session.js'
import type { Store, Tables } from './store.js'

const INT8 = 20
const NUMERIC = 1700

/** bigint and numeric as JavaScript numbers: the product's ids, times and counts stay below 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

export interface PostgresOptions {
  /** Connections this process keeps open at most; every service process keeps its own. */
  poolSize?: number
}

/** Connects, migrates (one instance at a time), and gives the store; rejects with the server's reason. */
export async function openPostgresStore(url: string, migrationsDir: string, options: PostgresOptions = {}): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: types as pg.CustomTypesConfig })
  // A connection the server ends (a restart, a failover) is replaced on next use; the pool must not throw meanwhile.
  pool.on('error', () => {})
  // Nor a connection ended while a call holds it between two statements (a transaction's): left without a listener,
  // its error would end the whole process. The call's next statement fails instead, as a busy database
  // (errors.ts), and the pool replaces the connection.
  pool.on('connect', (client) => {
    client.on('error', () => {})
    applySessionSettings(client)
  })
  try {
    const client = await pool.connect()
    try {
      await migratePostgres(client, migrationsDir)
    } finally {
      client.release()
    }
  } catch (err) {
    await pool.end()
    throw err
  }
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  const close = async () => {
    await db.destroy()
    // Kysely ends only a pool it has used: one that served nothing but the migration would otherwise keep its idle
    // connection, and the process, alive for the pool's idle timeout.
    if (!pool.ending) await pool.end()
  }
  return { engine: 'postgres', db, close }
}
