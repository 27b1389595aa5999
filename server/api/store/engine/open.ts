// Which engine holds the service's data: PostgreSQL when DATABASE_URL names a server, else the SQLite file in the
// data folder (the embedded default of npm start).

import { join } from 'node:path'
import { openPostgresStore } from './postgres.js'
import { openSqliteStore } from './sqlite.js'
import type { Store } from './store.js'

export interface StoreSettings {
  /** postgres://… for PostgreSQL; unset for SQLite. */
  databaseUrl: string | null
  dataDir: string
  migrationsDir: string
  postgresMigrationsDir: string
  /** Connections one process keeps to PostgreSQL. */
  poolSize?: number
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url)

export async function openStore(settings: StoreSettings): Promise<Store> {
  if (settings.databaseUrl) {
    if (!isPostgresUrl(settings.databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
    return openPostgresStore(settings.databaseUrl, settings.postgresMigrationsDir, { poolSize: settings.poolSize })
  }
  return openSqliteStore(join(settings.dataDir, 'sightline.db'), settings.migrationsDir)
}
