// The primary process of the built-in service: it brings the database up to date and makes the first
// accounts before any worker opens it, starts the workers (API_WORKERS) on one shared port, tells the
// launcher (server/edge/builtin-upstream.ts) which port once all listen, replaces a worker that dies,
// and runs the background work (clean-up, the demo's first sightings) off the workers' request path.

import cluster, { type Worker } from 'node:cluster'
import { getPriority, setPriority } from 'node:os'
import type { ApiConfig } from '../config.js'
import { keepDataDirPrivate } from '../../settings/data-dir.js'
import { withSemiSpace } from '../../settings/heap.js'
import { prepareFirstAccounts } from '../accounts/first-accounts.js'
import { deleteExpiredSessions } from '../store/sessions.js'
import { CLIENT_ADDRESS_POLICY, deleteStaleThrottles, UNKNOWN_ACCOUNT_POLICY } from '../store/throttle.js'
import { deleteExpiredAuthorisationCodes } from '../store/oauth.js'
import { deleteExpiredAccessTokens } from '../store/access-tokens.js'
import { deleteExpiredDeviceCookies } from '../store/device-cookies.js'
import { seedDemoSightingsOnFirstStart } from '../seed/first-start.js'
import { completeLoadedSearch } from '../store/sightings/bulk-load.js'
import type { Store } from '../store/engine/store.js'
import { remeasurePictures } from '../uniforms/remeasure.js'
import { closeServiceData, POOL_SIZES, serviceDataOrExit } from './open.js'
import { openGateTo, whenPortFree } from './port-gate.js'
import { join } from 'node:path'
import { HIGHSIDE } from '../../../shared/variant.js'
import { ENGINE_OUT_OF_MEMORY, startJobEngine } from '../jobs/job-thread-link.js'
import { clearIncomingUploads, sweepUploadsWithoutJob } from '../bigsearch/receive-upload.js'
import { failRunningJobs, storedUploadPaths } from '../store/bigsearch-jobs.js'
import { JOB_QUEUED } from '../jobs/job-thread-messages.js'

/** How often ended sessions, old failure counts and expired codes are removed; they are refused on use anyway. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000
/** How long the workers get to finish their calls on SIGTERM before the primary exits anyway. */
const SHUTDOWN_GRACE_MS = 12_000
/** A worker that dies is replaced after this, doubling while replacements die young, up to the maximum. */
const REPLACE_AFTER_MS = 250
const REPLACE_AFTER_MAX_MS = 5_000
/** A worker that lived this long died of its own cause, not of a start-up fault: the delay starts over. */
const HEALTHY_AFTER_MS = 30_000

/**
 * The service runs below the edge's priority (a nice value; its workers inherit it): when searches fill
 * every core, the edge still answers pages, assets and its quick refusals at once, and the searches it
 * admits take what is left.
 */
const SERVICE_NICENESS = 10

const log = (line: string) => console.log(line)

function lowerPriority() {
  try {
    setPriority(process.pid, Math.max(getPriority(process.pid), SERVICE_NICENESS))
  } catch (err) {
    console.error(`the built-in service keeps its priority: ${(err as Error).message}`)
  }
}

/** Forks `count` workers and resolves with the port they share once all listen; rejects if one exits first. */
function startWorkers(count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let listening = 0
    const failed = (worker: Worker, code: number | null) => reject(new Error(`worker ${worker.id} exited with code ${code} before it listened`))
    const onExit = (worker: Worker, code: number | null) => failed(worker, code)
    const onListening = (_worker: Worker, address: { port: number }) => {
      if (++listening < count) return
      cluster.off('exit', onExit)
      cluster.off('listening', onListening)
      resolve(address.port)
    }
    cluster.on('exit', onExit)
    cluster.on('listening', onListening)
    for (let i = 0; i < count; i++) cluster.fork()
  })
}

async function cleanUp(store: Store) {
  try {
    const now = Date.now()
    await deleteExpiredSessions(store, now)
    await deleteExpiredAuthorisationCodes(store, now)
    await deleteExpiredAccessTokens(store, now)
    await deleteStaleThrottles(store, now, Math.max(CLIENT_ADDRESS_POLICY.windowMs, UNKNOWN_ACCOUNT_POLICY.windowMs))
    await deleteExpiredDeviceCookies(store, now)
  } catch (err) {
    console.error(`clean-up of ended sessions and codes failed: ${(err as Error).message}`)
  }
}

export async function runPrimary(config: ApiConfig): Promise<void> {
  lowerPriority()
  keepDataDirPrivate(config.dataDir)
  const data = await serviceDataOrExit(config, POOL_SIZES.primary)
  const { store } = data
  try {
    await prepareFirstAccounts(data, config, Date.now(), log)
  } catch (err) {
    console.error(`Cannot create the first accounts: ${(err as Error).message}`)
    await closeServiceData(data)
    process.exit(1)
  }

  // Before any call searches: a load stopped half-way (a first start's seeding, killed) left the search incomplete.
  const rebuilt = await completeLoadedSearch(store, config.postgresMigrationsDir)
  if (rebuilt.length > 0) log(`rebuilt ${rebuilt.length} search structures a stopped load had left missing`)

  // The BigSearch jobs run here, in a thread of their own, and nowhere else: one job engine for the service.
  clearIncomingUploads(config.dataDir)
  const swept = sweepUploadsWithoutJob(config.dataDir, await storedUploadPaths(store))
  if (swept > 0) log(`removed ${swept} stored BigSearch upload(s) of deleted jobs or users`)
  const jobs = startJobEngine(
    {
      dbFile: join(config.dataDir, 'sightline.db'),
      migrationsDir: config.migrationsDir,
      databaseUrl: config.databaseUrl,
      postgresMigrationsDir: config.postgresMigrationsDir,
      dataDir: config.dataDir,
      highside: HIGHSIDE,
      claimLeaseMs: config.jobClaimLeaseMs,
    },
    (line) => console.error(line),
    () => void failRunningJobs(store, ENGINE_OUT_OF_MEMORY, Date.now()),
  )
  cluster.on('message', (_worker, message: { type?: string }) => {
    if (message?.type === JOB_QUEUED) jobs.nudge()
  })

  // The workers accept connections themselves: the primary, busy with background work, is never on
  // the path of a call.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  // Each worker's young generation as the setting says (settings/heap.ts); the launcher set the primary's own.
  cluster.setupPrimary({ execArgv: withSemiSpace(process.execArgv, config.semiSpaceMb) })
  let closing = false
  const stopWorkers = () =>
    Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((done) => {
            if (!worker || worker.isDead()) return done()
            worker.once('exit', () => done())
            worker.process.kill('SIGTERM')
          }),
      ),
    )
  const shutdown = async (code = 0) => {
    if (closing) return
    closing = true
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
    await Promise.all([stopWorkers(), jobs.stop()])
    await closeServiceData(data)
    process.exit(code)
  }
  process.once('SIGTERM', () => void shutdown())
  process.once('SIGINT', () => void shutdown())
  // A launcher that dies leaves no one to stop this process: stop with it.
  if (process.send) process.once('disconnect', () => void shutdown())

  // The workers get ready while the port is held, if it is (a restart on the same port), and the
  // launcher hears what the service waits for.
  openGateTo(
    whenPortFree(
      config.host,
      config.port,
      (reason) => {
        console.error(`The built-in service waits to listen: ${reason}`)
        process.send?.({ type: 'api-waiting', reason })
      },
      () => closing,
    ),
    config.workers,
    () => console.error(`The built-in service is ready to listen once port ${config.port} is free`),
  )
  let port: number
  try {
    port = await startWorkers(config.workers)
  } catch (err) {
    console.error(`The built-in service could not start: ${(err as Error).message}`)
    await shutdown(1)
    return
  }
  keepWorkersReplaced(() => closing)
  log(`built-in /v1 service listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} with ${config.workers} worker${config.workers === 1 ? '' : 's'}${process.send ? " (the edge's upstream; open the edge's address)" : ''}`)
  process.send?.({ type: 'api-ready', port })

  setInterval(() => void cleanUp(store), CLEAN_UP_EVERY_MS).unref()
  remeasurePictures(store, config.dataDir, () => closing).then(
    ({ measured, failed }) => {
      if (measured + failed > 0) log(`the Uniform Hub's similar-image measure read ${measured} pictures again${failed ? `; ${failed} could not be read` : ''}`)
    },
    (err: Error) => !closing && console.error(`measuring the Uniform Hub's pictures again failed: ${err.message}`),
  )
  // A demo's first start fills the empty sightings table after listening, so start-up stays quick.
  if (config.demo) {
    seedDemoSightingsOnFirstStart(store, Date.now(), log, {
      camId: { dataDir: config.dataDir, jobQueued: () => jobs.nudge() },
      stopped: () => closing,
    }).catch((err) => {
      if (!closing) console.error(`seeding the demo sightings failed: ${(err as Error).message}`)
    })
  }
}

/** Replaces each worker that dies, sooner when the last lived long, later while replacements die young. */
function keepWorkersReplaced(closing: () => boolean) {
  let delay = REPLACE_AFTER_MS
  const born = new Map<number, number>()
  for (const worker of Object.values(cluster.workers ?? {})) if (worker) born.set(worker.id, Date.now())
  cluster.on('fork', (worker) => born.set(worker.id, Date.now()))
  cluster.on('exit', (worker, code, signal) => {
    if (closing()) return
    const lived = Date.now() - (born.get(worker.id) ?? 0)
    born.delete(worker.id)
    delay = lived >= HEALTHY_AFTER_MS ? REPLACE_AFTER_MS : Math.min(delay * 2, REPLACE_AFTER_MAX_MS)
    console.error(`built-in service worker ${worker.id} stopped (${signal ?? code}); a new one starts in ${delay} ms`)
    setTimeout(() => !closing() && cluster.fork(), delay).unref()
  })
}
