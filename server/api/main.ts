// Starts the built-in /v1 service: reads the settings, opens the database, listens, and tells a
// launcher that forked it (server/edge/builtin-upstream.ts) which port it got.

import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { buildApi } from './app.js'
import { loadApiConfig } from './config.js'
import { settingsOrExit } from '../settings/env.js'
import { openDatabase } from './store/db.js'

/** How long in-flight requests get to finish on SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

function databaseOrExit(file: string, migrationsDir: string): Database.Database {
  try {
    return openDatabase(file, migrationsDir)
  } catch (err) {
    console.error(`Cannot open the database ${file}: ${(err as Error).message}`)
    process.exit(1)
  }
}

const config = settingsOrExit(() => loadApiConfig(process.env))
const db = databaseOrExit(join(config.dataDir, 'sightline.db'), config.migrationsDir)
const app = buildApi({ db, logger: { level: 'info' } })

let closing = false
const shutdown = async () => {
  if (closing) return
  closing = true
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
  await app.close() // closes the database too
  process.exit(0)
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
// A launcher that dies leaves no one to stop this process: stop with it.
if (process.send) process.once('disconnect', shutdown)

try {
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`)
  await app.close()
  process.exit(1)
}

const { port } = app.server.address() as AddressInfo
const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host
console.log(`api listening on http://${shownHost}:${port}`)
process.send?.({ type: 'api-ready', port })
