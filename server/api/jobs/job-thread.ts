// The job engine's thread (cluster/primary.ts starts it through job-thread-link.ts): its own connection to the
// WAL database, so that the workers' searches never wait behind a job, going round the kinds of job
// (job-kinds.ts) while any has work, then waiting for word of a new one (or looking again after a while). At
// start it takes up a job the service was running when it stopped, after the last run it stored.

import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { setTimeout as rest } from 'node:timers/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../store/db.js'
import { storeOnSqlite } from '../store/engine/sqlite.js'
import { takeBackOwnClaims } from '../store/bigsearch-jobs.js'
import { JOB_KINDS, type JobKindSettings } from './job-kinds.js'
import { JOB_QUEUED, type JobThreadData } from './job-thread-messages.js'
import { mergeInThread } from './merge-in-thread.js'

/** How often the queue is looked at without word of a new job (a job queued by another service process). */
const LOOK_EVERY_MS = 1000
/**
 * How long this engine's claim on a job holds unless renewed (every third of it): a job whose instance was lost is
 * taken up by another instance's engine within this long, after the last run of items the lost one stored.
 */
const CLAIM_LEASE_MS = 60_000

const data = workerData as JobThreadData
const db = openDatabase(data.dbFile, data.migrationsDir)
// The only service on this file: the job its last run was running is resumed now, not when the claim lapses.
await takeBackOwnClaims(storeOnSqlite(db))
const log = (line: string) => console.log(line)
const settings: JobKindSettings = {
  dbFile: data.dbFile,
  migrationsDir: data.migrationsDir,
  dataDir: data.dataDir,
  highside: data.highside,
  now: Date.now,
  log,
  // This engine's name among the instances sharing the database.
  claim: { by: `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`, leaseMs: CLAIM_LEASE_MS },
  mergeApart: (runner) => mergeInThread({ dbFile: data.dbFile, migrationsDir: data.migrationsDir, runner }),
}

let wake: (() => void) | null = null
parentPort?.on('message', (message: { type?: string }) => {
  if (message?.type === JOB_QUEUED) wake?.()
})

/** One piece of each kind's work, in turn; whether any kind had work. */
async function goRound(): Promise<boolean> {
  let worked = false
  for (const kind of JOB_KINDS) {
    try {
      if (await kind.runNext(db, settings)) worked = true
    } catch (err) {
      // A failure outside a job's own (the database busy past its wait): the kind is looked at again shortly.
      console.error(`the job engine's ${kind.name} failed and are looked at again shortly: ${(err as Error).message}`)
    }
    // Lets the thread hear its messages between pieces of work.
    await rest(0)
  }
  return worked
}

// Until the service ends the thread (job-thread-link.ts), which it may do at any moment: see there.
for (;;) {
  if (await goRound()) continue
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LOOK_EVERY_MS)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  wake = null
}
