// One worker process of the built-in service: its own connections to the database (SQLite's shared WAL file, or
// PostgreSQL), the /v1 app, listening on the port the primary shares out (node:cluster). Calls on SQLite are
// synchronous, so each worker serves one at a time; several workers let calls use every core.

import cluster from 'node:cluster'
import { buildApi } from '../app.js'
import type { ApiConfig } from '../config.js'
import { createMailer } from '../mail/transport.js'
import { POOL_SIZES, serviceDataOrExit } from './open.js'
import { waitForTurnToListen } from './port-gate.js'
import { JOB_QUEUED } from '../jobs/job-thread-messages.js'

/** How long in-flight requests get to finish on SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000
/** A worker whose loop lags a second behind refuses calls until it catches up. */
const MAX_EVENT_LOOP_DELAY_MS = 1000

export async function runWorker(config: ApiConfig): Promise<void> {
  const data = await serviceDataOrExit(config, POOL_SIZES.worker)
  const app = buildApi({
    store: data.store,
    logger: { level: 'info' },
    mailer: createMailer({ ...config.mail, log: (line) => console.log(line) }),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    cookieSecure: config.cookieSecure,
    dataDir: config.dataDir,
    savedSearchLimit: config.savedSearchLimit,
    usageExcludedLicenceId: config.usageExcludedLicenceId,
    policeDomainSuffix: config.policeDomainSuffix,
    bigSearch: config.bigSearch,
    // The primary runs the BigSearch jobs (cluster/primary.ts): it hears of a new one at once.
    jobQueued: () => process.send?.({ type: JOB_QUEUED }),
    uploads: config.uploads,
    edgeAuditSecret: config.edgeAuditSecret,
    extractorDir: config.extractorDir ?? undefined,
    loadShedding: { maxEventLoopDelayMs: MAX_EVENT_LOOP_DELAY_MS, retryAfterSeconds: 2 },
  })

  let closing = false
  const shutdown = async () => {
    if (closing) return
    closing = true
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
    await app.close() // closes the store too
    process.exit(0)
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
  // A primary that dies leaves no one to stop this worker: stop with it.
  process.once('disconnect', shutdown)

  try {
    // Ready first (routes, schemas), then listen when the primary says the port is free.
    await app.ready()
    await waitForTurnToListen()
    if (closing) return
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `built-in /v1 service worker ${cluster.worker?.id ?? ''} listening on ${address}`,
    })
  } catch (err) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`)
    await app.close()
    process.exit(1)
  }
}
