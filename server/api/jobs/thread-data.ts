// Where a thread of the job engine finds the service's data, and its own connections to it: PostgreSQL when the
// service runs on it (DATABASE_URL), else the service's SQLite file (WAL, so the workers' searches never wait).

import { openPostgresStore } from '../store/engine/postgres.js'
import { openSqliteStore } from '../store/engine/sqlite.js'
import type { Store } from '../store/engine/store.js'
import type { EngineData } from './bigsearch-engine.js'

export interface DataPlace {
  dbFile: string
  migrationsDir: string
  /** The PostgreSQL server the service runs on; unset or null, the SQLite file. */
  databaseUrl?: string | null
  postgresMigrationsDir?: string
}

/** The service's store, opened by a thread (a job's, a merge's, a Camera ID query's) on the service's engine. */
export async function openThreadStore(place: DataPlace, poolSize: number): Promise<Store> {
  if (!place.databaseUrl) return openSqliteStore(place.dbFile, place.migrationsDir)
  if (!place.postgresMigrationsDir) throw new Error("A thread on PostgreSQL was started without PostgreSQL's migrations folder")
  return openPostgresStore(place.databaseUrl, place.postgresMigrationsDir, { poolSize })
}

/** The thread's data and how to end its connections. */
export async function openThreadData(place: DataPlace, poolSize: number): Promise<EngineData & { close(): Promise<void> }> {
  const store = await openThreadStore(place, poolSize)
  return { store, close: () => store.close() }
}
