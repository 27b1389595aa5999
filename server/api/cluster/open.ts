// Opening the database for a process of the service, or stopping that process with a message that says why.

import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { openDatabase } from '../store/db.js'
import type { ApiConfig } from '../config.js'

export function databaseOrExit(config: ApiConfig): Database.Database {
  const file = join(config.dataDir, 'sightline.db')
  try {
    return openDatabase(file, config.migrationsDir)
  } catch (err) {
    console.error(`Cannot open the database ${file}: ${(err as Error).message}`)
    process.exit(1)
  }
}
