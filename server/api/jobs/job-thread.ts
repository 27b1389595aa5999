// The BigSearch job engine's thread (cluster/primary.ts starts it through job-thread-link.ts): its own connection
// to the WAL database, so that the workers' searches never wait behind a job, running queued jobs until none is
// left, then waiting for word of a new one (or looking again after a while). At start it takes up a job the
// service was running when it stopped, after the last item it stored.

import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../store/db.js'
import { runQueuedJobs } from './bigsearch-engine.js'
import { PRODUCT_PARTS } from './engine-parts.js'
import { JOB_QUEUED, type JobThreadData } from './job-thread-messages.js'
import { mergeInThread } from './merge-in-thread.js'

/** How often the queue is looked at without word of a new job (a job queued by another service process). */
const LOOK_EVERY_MS = 1000

const data = workerData as JobThreadData
const db = openDatabase(data.dbFile, data.migrationsDir)
const log = (line: string) => console.log(line)
const settings = {
  dataDir: data.dataDir,
  highside: data.highside,
  now: Date.now,
  log,
  mergeApart: (jobId: number) => mergeInThread({ dbFile: data.dbFile, migrationsDir: data.migrationsDir, jobId }),
}

let wake: (() => void) | null = null
parentPort?.on('message', (message: { type?: string }) => {
  if (message?.type === JOB_QUEUED) wake?.()
})

// Until the service ends the thread (job-thread-link.ts), which it may do at any moment: see there.
for (;;) {
  try {
    await runQueuedJobs(db, PRODUCT_PARTS, settings)
  } catch (err) {
    // A failure outside a job's own (the database busy past its wait): the queue is looked at again shortly.
    console.error(`the BigSearch job engine failed and looks again shortly: ${(err as Error).message}`)
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LOOK_EVERY_MS)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  wake = null
}
