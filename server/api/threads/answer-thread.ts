// Work that needs much memory for a while, run in a worker thread whose heap is capped and which ends once it has
// given its one answer: the memory it took is bounded, and given back when it ends instead of staying with the
// process (an upload's first reading, a BigSearch job's merge).

import { Worker, type ResourceLimits } from 'node:worker_threads'

export interface AnswerThread {
  /** The importer's import.meta.url: the thread's file is found beside it. */
  from: string
  /** The thread's file run from source (the unit tests). */
  source: string
  /** The thread's file bundled, beside the service's bundle (build.mjs). */
  bundle: string
  /** The thread's name, as the process's threads show it. */
  name: string
  limits: ResourceLimits
}

/** A thread's file beside its starter (`from`, its import.meta.url): the .ts run from source, else the bundle's .mjs. */
export function threadFile(from: string, source: string, bundle: string): URL {
  return new URL(from.endsWith('.ts') ? source : bundle, from)
}

/** Run from source, a thread also compiles its TypeScript and keeps the source maps: some 30 to 60 MB more. */
const FROM_SOURCE_EXTRA_MB = 64

/**
 * A thread's limits as it runs here, `from` being its starter's import.meta.url: bundled, those given; from
 * source, with room for the compiler.
 */
export function threadLimits(from: string, limits: ResourceLimits): ResourceLimits {
  if (!from.endsWith('.ts')) return limits
  return { ...limits, maxOldGenerationSizeMb: (limits.maxOldGenerationSizeMb ?? 0) + FROM_SOURCE_EXTRA_MB }
}

/**
 * Starts the thread with `workerData` and gives its first message. Rejects with `outOfMemory()` when it ran out of
 * its memory, with its error when it failed, and saying so when it ended without an answer. `limits` replaces the
 * thread's own (tests of a thread that runs out of them).
 */
export function answerOf<Answer>(thread: AnswerThread, workerData: unknown, outOfMemory: () => Error, limits = threadLimits(thread.from, thread.limits)): Promise<Answer> {
  const file = threadFile(thread.from, thread.source, thread.bundle)
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData, name: thread.name, resourceLimits: limits })
    let answered = false
    worker.once('message', (answer: Answer) => {
      answered = true
      resolve(answer)
    })
    worker.once('error', (err: Error & { code?: string }) => {
      answered = true
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : err)
    })
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The ${thread.name} thread ended (${code}) without an answer`))
    })
  })
}
