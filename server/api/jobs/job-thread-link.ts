// Starts the BigSearch job engine's thread in the service's primary process, the one process of the service that
// runs jobs (its workers only queue them), passes it word of new jobs, starts it again if it dies, and stops it
// with the service.

import { once } from 'node:events'
import { setTimeout as rest } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { JOB_ENGINE_STOP, JOB_QUEUED, type JobThreadData } from './job-thread-messages.js'
import { runAtLowestPriority } from './thread-priority.js'
import { threadFile, threadLimits } from '../threads/answer-thread.js'
import { SPLIT_THE_CASE } from '../../../shared/bigsearch/uploadMessages.js'

/** The engine thread's name, by which its priority is lowered (thread-priority.ts). */
const ENGINE_THREAD_NAME = 'bigsearch-jobs'

/**
 * The engine's heap is capped, so that the service's memory stays bounded while a job runs (issue 14): it reads
 * an upload one item at a time (read-upload.ts), keeps a bounded cache of lead counts (lead-count.ts) and stores
 * items in runs. Merging a finished job's leads, which holds the job whole, runs in a thread of its own with a
 * larger cap (merge-in-thread.ts). With a cap of 160 MB, searching a 40,000-file case took the service's primary
 * 100 MB over idle; with 64, 55.
 */
export const ENGINE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } as const

/** The statusText of a job running when the engine ran out of its memory (only a fault would get there). */
export const ENGINE_OUT_OF_MEMORY = `The job engine ran out of the ${ENGINE_LIMITS.maxOldGenerationSizeMb} MB it may use while searching this job's files: ${SPLIT_THE_CASE}`

/** A thread that died is started again after this: a fault it keeps hitting does not spin a core. */
const RESTART_AFTER_MS = 2000

/**
 * How long a stopping engine has to end its piece of work after the run under way (a run of a BigSearch job's items
 * takes at most 100 ms and its rest, a Camera ID query's run some seconds) before it is ended from outside; within
 * the service's own time to stop (cluster/primary.ts).
 */
export const STOP_GRACE_MS = 8000

/** How the engine's thread ended when asked to stop: by itself, or ended from outside after STOP_GRACE_MS. */
export type EngineStop = 'stopped' | 'ended'

export interface JobEngine {
  /** A job was queued: look at the queue now. */
  nudge(): void
  stop(): Promise<EngineStop>
}

/**
 * `outOfMemory` is called when the thread ran out of its memory: it ends the job it was running in ERROR, or the
 * thread, started again, would take the same job up and run out again, for ever.
 */
export function startJobEngine(data: JobThreadData, log: (line: string) => void, outOfMemory: () => void = () => {}): JobEngine {
  let thread: Worker | null = null
  let stopped = false
  const start = () => {
    const started = new Worker(threadFile(import.meta.url, './job-thread.ts', './bigsearch-jobs.mjs'), { workerData: data, name: ENGINE_THREAD_NAME, resourceLimits: threadLimits(import.meta.url, ENGINE_LIMITS) })
    thread = started
    started.once('online', () => runAtLowestPriority(ENGINE_THREAD_NAME))
    started.on('error', (err: Error & { code?: string }) => {
      log(`the BigSearch job engine stopped: ${err.message}`)
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') outOfMemory()
    })
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
    // Asked to stop after the run under way, and ended from outside only if it has not within the grace: a run of
    // items is one transaction, so even a run ended half-way is as if it never began, and the next start resumes
    // after the last stored run (the same as after a SIGKILL).
    stop: async () => {
      stopped = true
      return thread ? askToStop(thread, STOP_GRACE_MS, log) : 'stopped'
    },
  }
}

/** Asks the engine's thread to stop, and ends it from outside if it has not within `graceMs`; how it ended. */
export async function askToStop(thread: Worker, graceMs: number, log: (line: string) => void): Promise<EngineStop> {
  const exited = once(thread, 'exit')
  thread.postMessage({ type: JOB_ENGINE_STOP })
  const graceOver = new AbortController()
  const byItself = await Promise.race([exited.then(() => true, () => true), rest(graceMs, false, { signal: graceOver.signal }).catch(() => false)])
  graceOver.abort()
  if (byItself) return 'stopped'
  log(`the BigSearch job engine did not stop within ${graceMs / 1000} s of being asked: it is ended`)
  await thread.terminate()
  return 'ended'
}
