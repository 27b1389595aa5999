// Starts the BigSearch job engine's thread in the service's primary process, the one process of the service that
// runs jobs (its workers only queue them), passes it word of new jobs, starts it again if it dies, and stops it
// with the service.

import { Worker } from 'node:worker_threads'
import { JOB_QUEUED, type JobThreadData } from './job-thread-messages.js'
import { runAtLowestPriority } from './thread-priority.js'

/** The engine thread's name, by which its priority is lowered (thread-priority.ts). */
const ENGINE_THREAD_NAME = 'bigsearch-jobs'

/** A thread that died is started again after this: a fault it keeps hitting does not spin a core. */
const RESTART_AFTER_MS = 2000

/** Bundled, the thread is its own file next to the service's (build.mjs); run from source, it is this folder's .ts. */
function threadFile(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./job-thread.ts', import.meta.url) : new URL('./bigsearch-jobs.mjs', import.meta.url)
}

export interface JobEngine {
  /** A job was queued: look at the queue now. */
  nudge(): void
  stop(): Promise<void>
}

export function startJobEngine(data: JobThreadData, log: (line: string) => void): JobEngine {
  let thread: Worker | null = null
  let stopped = false
  const start = () => {
    const started = new Worker(threadFile(), { workerData: data, name: ENGINE_THREAD_NAME })
    thread = started
    started.once('online', () => runAtLowestPriority(ENGINE_THREAD_NAME))
    started.on('error', (err) => log(`the BigSearch job engine stopped: ${err.message}`))
    started.on('exit', (code) => {
      if (thread === started) thread = null
      if (stopped) return
      log(`the BigSearch job engine exited (${code}); it starts again in ${RESTART_AFTER_MS} ms`)
      setTimeout(() => !stopped && start(), RESTART_AFTER_MS).unref()
    })
  }
  start()
  return {
    nudge: () => thread?.postMessage({ type: JOB_QUEUED }),
    // Ended at once, even mid-run: a run of items is one transaction, so an ended run is as if it never began,
    // and the next start resumes after the last stored run (the same as after a SIGKILL).
    stop: async () => {
      stopped = true
      await thread?.terminate()
    },
  }
}
