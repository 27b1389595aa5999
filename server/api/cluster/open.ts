// Opening the service's data for a process of the service: its store, on the engine DATABASE_URL names; or stopping
// the process with a message that says why.

import { join } from 'node:path'
import { openPostgresStore } from '../store/engine/postgres.js'
import { openSqliteStore } from '../store/engine/sqlite.js'
import type { Store } from '../store/engine/store.js'
import type { ApiConfig } from '../config.js'
import { withoutPassword } from '../../settings/database-url.js'

export interface ServiceData {
  store: Store
}

/**
 * Connections to PostgreSQL each process keeps at most. A worker serves many calls at once, each taking a
 * connection for a statement or a transaction; the primary runs the clean-up, and a demo's first start holding one
 * more for its lock (store/first-start-lock.ts); the job engine one job at a time. Two instances of four workers stay
 * well inside PostgreSQL's default of 100 connections.
 */
export const POOL_SIZES = { worker: 8, primary: 3, jobEngine: 3 } as const

/** Where the process keeps its data, for the messages: the URL without its password, or the file. */
export const dataPlaceOf = (config: ApiConfig) => (config.databaseUrl ? withoutPassword(config.databaseUrl) : join(config.dataDir, 'sightline.db'))

/** Opens the data (migrating it, one instance at a time on PostgreSQL); rejects with the engine's reason. */
export async function openServiceData(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'migrationsDir' | 'postgresMigrationsDir'>, poolSize: number): Promise<ServiceData> {
  if (config.databaseUrl) return { store: await openPostgresStore(config.databaseUrl, config.postgresMigrationsDir, { poolSize }) }
  return { store: openSqliteStore(join(config.dataDir, 'sightline.db'), config.migrationsDir) }
}

export async function serviceDataOrExit(config: ApiConfig, poolSize: number): Promise<ServiceData> {
  try {
    return await openServiceData(config, poolSize)
  } catch (err) {
    console.error(`Cannot open the database ${dataPlaceOf(config)}: ${(err as Error).message}`)
    process.exit(1)
  }
}

/** Ends the store's connections (on SQLite, closes its file). */
export async function closeServiceData(data: ServiceData): Promise<void> {
  await data.store.close()
}
