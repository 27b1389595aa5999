// Merges a finished BigSearch job's leads in a thread of its own, started for that merge and ended after it. A
// merge holds the whole case (merge.ts) and needs far more memory than searching its files one at a time: in its
// own thread, the engine's thread stays small while it searches, and what the merge took is given back when its
// thread ends, instead of staying with the engine until the service stops.

import type { ResourceLimits } from 'node:worker_threads'
import type { JobRunner } from '../store/bigsearch-items.js'
import type { DataPlace } from './thread-data.js'
import { answerOf, type AnswerThread } from '../threads/answer-thread.js'
import { SPLIT_THE_CASE } from '../../../shared/bigsearch/uploadMessages.js'

/**
 * What one merge may use: the largest case bench (tests/bench/bigsearch-largest.mjs) merged 62,500 files, each with
 * its own hashes, place and time, within it, and not 75,000.
 */
export const MERGE_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 8 } as const

/** The statusText of a job whose merge did not fit in MERGE_LIMITS. */
export const JOB_TOO_LARGE = `The job's leads could not be merged within the ${MERGE_LIMITS.maxOldGenerationSizeMb} MB a merge may use: ${SPLIT_THE_CASE}`

export interface MergeRequest extends DataPlace {
  /** The job, and the engine whose claim on it the merge's writes are conditional on. */
  runner: JobRunner
}

/** The thread's answer: the job's lead count (null when it stopped meanwhile), or why it could not merge. */
export type MergeAnswer = { leadCount: number | null } | { failure: string }

const MERGE_THREAD: AnswerThread = {
  from: import.meta.url,
  source: './merge-thread.ts',
  bundle: './bigsearch-merge.mjs',
  name: 'bigsearch-merge',
  limits: MERGE_LIMITS,
}

/**
 * The job's lead count once merged, stored and COMPLETE; null when it stopped meanwhile. Rejects naming what failed.
 * `limits` replaces MERGE_LIMITS in tests of a merge that runs out of them.
 */
export async function mergeInThread(request: MergeRequest, limits?: ResourceLimits): Promise<number | null> {
  const answer = await answerOf<MergeAnswer>(MERGE_THREAD, request, () => new Error(JOB_TOO_LARGE), limits)
  if ('failure' in answer) throw new Error(`Could not merge the job's leads: ${answer.failure}`)
  return answer.leadCount
}
