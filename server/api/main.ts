// Starts the built-in /v1 service: reads the settings, opens the database, makes the first accounts of an
// empty one, listens, and tells a launcher that forked it (server/edge/builtin-upstream.ts) which port it got.

import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { buildApi } from './app.js'
import { loadApiConfig } from './config.js'
import { settingsOrExit } from '../settings/env.js'
import { openDatabase } from './store/db.js'
import { createMailer } from './mail/transport.js'
import { prepareFirstAccounts } from './first-accounts.js'
import { deleteExpiredSessions } from './store/sessions.js'
import { CLIENT_ADDRESS_POLICY, deleteStaleThrottles, UNKNOWN_ACCOUNT_POLICY } from './store/throttle.js'
import { deleteExpiredAuthorisationCodes } from './store/oauth.js'
import { deleteExpiredDeviceCookies } from './store/device-cookies.js'
import { seedDemoSightingsOnFirstStart } from './seed/first-start.js'
import { exitUnlessSupportedNode } from '../settings/runtime.js'
import { keepDataDirPrivate } from '../settings/data-dir.js'

/** How long in-flight requests get to finish on SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000
/** How often ended sessions, old failure counts and expired codes are removed; they are refused on use anyway. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000

function databaseOrExit(file: string, migrationsDir: string): Database.Database {
  try {
    return openDatabase(file, migrationsDir)
  } catch (err) {
    console.error(`Cannot open the database ${file}: ${(err as Error).message}`)
    process.exit(1)
  }
}

exitUnlessSupportedNode('The built-in service')
const config = settingsOrExit(() => loadApiConfig(process.env))
keepDataDirPrivate(config.dataDir)
const db = databaseOrExit(join(config.dataDir, 'sightline.db'), config.migrationsDir)
const mailer = createMailer({ ...config.mail, log: (line) => console.log(line) })
try {
  await prepareFirstAccounts(db, config, Date.now(), (line) => console.log(line))
} catch (err) {
  console.error(`Cannot create the first accounts: ${(err as Error).message}`)
  db.close()
  process.exit(1)
}
const app = buildApi({
  db,
  logger: { level: 'info' },
  mailer,
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
  cookieSecure: config.cookieSecure,
  dataDir: config.dataDir,
})

function cleanUp() {
  try {
    const now = Date.now()
    deleteExpiredSessions(db, now)
    deleteExpiredAuthorisationCodes(db, now)
    deleteStaleThrottles(db, now, Math.max(CLIENT_ADDRESS_POLICY.windowMs, UNKNOWN_ACCOUNT_POLICY.windowMs))
    deleteExpiredDeviceCookies(db, now)
  } catch (err) {
    app.log.error({ err }, 'clean-up of ended sessions and codes failed')
  }
}
setInterval(cleanUp, CLEAN_UP_EVERY_MS).unref()

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
  await app.listen({
    port: config.port,
    host: config.host,
    // Not the address to open: under the edge this is its private upstream on loopback.
    listenTextResolver: (address) => `built-in /v1 service listening on ${address}${process.send ? ' (the edge\'s upstream; open the edge\'s address)' : ''}`,
  })
} catch (err) {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`)
  await app.close()
  process.exit(1)
}

const { port } = app.server.address() as AddressInfo
process.send?.({ type: 'api-ready', port })
// A demo's first start fills the empty sightings table after listening, so start-up stays quick.
if (config.demo) {
  seedDemoSightingsOnFirstStart(db, Date.now(), (line) => console.log(line)).catch((err) => {
    if (!closing) app.log.error({ err }, 'seeding the demo sightings failed')
  })
}
