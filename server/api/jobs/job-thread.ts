// The job engine's thread (cluster/primary.ts starts it through job-thread-link.ts): its own connections to the
// database (thread-data.ts), so that the workers' searches never wait behind a job, going round the kinds of job
// (job-kinds.ts) while any has work, then waiting for word of a new one (or looking again after a while). At
// start it takes up a job the service was running when it stopped, after the last run it stored.

import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as rest } from 'node:timers/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { openThreadData } from './thread-data.js'
import { takeBackOwnClaims } from '../store/bigsearch-jobs.js'
import { JOB_KINDS, type JobKindSettings } from './job-kinds.js'
import { JOB_ENGINE_STOP, JOB_QUEUED, type JobThreadData } from './job-thread-messages.js'
import { isStopping, raiseStop, stopFlag } from './stop-flag.js'
import { mergeInThread } from './merge-in-thread.js'

/** How often the queue is looked at without word of a new job (a job queued by another service process). */
const LOOK_EVERY_MS = 1000
/**
 * How long this engine's claim on a job holds unless renewed (every third of it): a job whose instance was lost is
 * taken up by another instance's engine within this long, after the last run of items the lost one stored.
 */
const CLAIM_LEASE_MS = 60_000
/** The engine runs one piece of work at a time, with its claim renewed beside it. */
const POOL_SIZE = 3

const data = workerData as JobThreadData
const engineData = await openThreadData(data, POOL_SIZE)
// On SQLite, the only service on this file: the job its last run was running is resumed now, not when the claim lapses.
await takeBackOwnClaims(engineData.store)
const log = (line: string) => console.log(line)
const stop = stopFlag()
const stopping = () => isStopping(stop)
const settings: JobKindSettings = {
  dbFile: data.dbFile,
  migrationsDir: data.migrationsDir,
  databaseUrl: data.databaseUrl ?? null,
  postgresMigrationsDir: data.postgresMigrationsDir,
  dataDir: data.dataDir,
  highside: data.highside,
  now: Date.now,
  log,
  // This engine's name among the instances sharing the database.
  claim: { by: `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`, leaseMs: data.claimLeaseMs ?? CLAIM_LEASE_MS },
  stopping,
  stopFlag: stop,
  mergeApart: (runner) => mergeInThread({ dbFile: data.dbFile, migrationsDir: data.migrationsDir, databaseUrl: data.databaseUrl, postgresMigrationsDir: data.postgresMigrationsDir, runner }),
}

let wake: (() => void) | null = null
parentPort?.on('message', (message: { type?: string }) => {
  if (message?.type === JOB_QUEUED) wake?.()
  if (message?.type === JOB_ENGINE_STOP) {
    raiseStop(stop)
    wake?.()
  }
})

/** One piece of each kind's work, in turn; whether any kind had work. */
async function goRound(): Promise<boolean> {
  let worked = false
  for (const kind of JOB_KINDS) {
    if (stopping()) return false
    try {
      if (await kind.runNext(engineData, settings)) worked = true
    } catch (err) {
      // A failure outside a job's own (the database busy past its wait): the kind is looked at again shortly.
      console.error(`the job engine's ${kind.name} failed and are looked at again shortly: ${(err as Error).message}`)
    }
    // Lets the thread hear its messages between pieces of work.
    await rest(0)
  }
  return worked
}

// Until the service stops (job-thread-link.ts): the piece of work under way ends after its run, as it would if the
// service were killed then, and the thread ends by itself, in its own code: ended from outside (Worker.terminate)
// while a native call was under way, as a thread opening its SQLite connection is, the whole process could abort.
while (!stopping()) {
  if ((await goRound()) || stopping()) continue
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LOOK_EVERY_MS)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  wake = null
}
await engineData.close()
process.exit(0)
