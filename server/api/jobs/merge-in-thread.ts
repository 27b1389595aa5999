// Merges a finished BigSearch job's leads in a thread of its own, started for that merge and ended after it. A
// merge holds the whole case (merge.ts) and needs far more memory than searching its files one at a time: in its
// own thread, the engine's thread stays small while it searches, and what the merge took is given back when its
// thread ends, instead of staying with the engine until the service stops.

import { Worker, type ResourceLimits } from 'node:worker_threads'

/**
 * What one merge may use: the largest case bench (tests/bench/bigsearch-largest.mjs) merged 62,500 files, each with
 * its own hashes, place and time, within it, and not 75,000.
 */
export const MERGE_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 8 } as const
/** Run from source (the unit tests), the thread also compiles its TypeScript and keeps the source maps. */
const FROM_SOURCE_EXTRA_MB = 64

/** The statusText of a job whose merge did not fit in MERGE_LIMITS. */
export const JOB_TOO_LARGE = `The job's leads could not be merged within the ${MERGE_LIMITS.maxOldGenerationSizeMb} MB a merge may use: split the case into smaller files and upload them one by one.`

export interface MergeRequest {
  dbFile: string
  migrationsDir: string
  jobId: number
}

/** The thread's answer: the job's lead count (null when it stopped meanwhile), or why it could not merge. */
export type MergeAnswer = { leadCount: number | null } | { failure: string }

const fromSource = import.meta.url.endsWith('.ts')

/** Bundled, the thread is its own file next to the service's (build.mjs); run from source, it is this folder's .ts. */
function threadFile(): URL {
  return fromSource ? new URL('./merge-thread.ts', import.meta.url) : new URL('./bigsearch-merge.mjs', import.meta.url)
}

const limits = fromSource ? { ...MERGE_LIMITS, maxOldGenerationSizeMb: MERGE_LIMITS.maxOldGenerationSizeMb + FROM_SOURCE_EXTRA_MB } : MERGE_LIMITS

/**
 * The job's lead count once merged, stored and COMPLETE; null when it stopped meanwhile. Rejects naming what failed.
 * `resourceLimits` is MERGE_LIMITS but in tests of a merge that runs out of them.
 */
export function mergeInThread(request: MergeRequest, resourceLimits: ResourceLimits = limits): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(threadFile(), { workerData: request, name: 'bigsearch-merge', resourceLimits })
    let answered = false
    thread.once('message', (answer: MergeAnswer) => {
      answered = true
      if ('failure' in answer) reject(new Error(answer.failure))
      else resolve(answer.leadCount)
    })
    thread.once('error', (err: Error & { code?: string }) => {
      answered = true
      reject(new Error(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? JOB_TOO_LARGE : `Could not merge the job's leads: ${err.message}`))
    })
    thread.once('exit', (code) => {
      if (!answered) reject(new Error(`Could not merge the job's leads: the merging thread ended (${code}) without an answer.`))
    })
  })
}
