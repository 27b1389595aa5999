// Where a thread of the job engine finds the service's data, and its own connections to it: PostgreSQL when the
// service runs on it (DATABASE_URL), else the service's SQLite file (WAL, so the workers' searches never wait).

import { openPostgresStore } from '../store/engine/postgres.js'
import { openSqliteStore } from '../store/engine/sqlite.js'
import type { EngineData } from './bigsearch-engine.js'

export interface DataPlace {
  dbFile: string
  migrationsDir: string
  /** The PostgreSQL server the service runs on; unset or null, the SQLite file. */
  databaseUrl?: string | null
  postgresMigrationsDir?: string
}

/** The thread's data and how to end its connections. */
export async function openThreadData(place: DataPlace, poolSize: number): Promise<EngineData & { close(): Promise<void> }> {
  if (place.databaseUrl) {
    if (!place.postgresMigrationsDir) throw new Error("A job thread on PostgreSQL was started without PostgreSQL's migrations folder")
    const store = await openPostgresStore(place.databaseUrl, place.postgresMigrationsDir, { poolSize })
    return { store, close: () => store.close() }
  }
  const store = openSqliteStore(place.dbFile, place.migrationsDir)
  return { store, close: () => store.close() }
}
