// Runs Camera ID's work in a thread of its own, started for it and ended after it: one query, or one run of
// indexing. Scoring holds a fingerprint and a picture's planes (tens of MB at a 1024-pixel crop), and indexing an
// imported photo decodes it whole (48 MB for 12 megapixels): more than the job engine's thread may keep. What the
// work took is given back when its thread ends.

import { answerOf, type AnswerThread } from '../threads/answer-thread.js'
import type { QueryOutcome } from './run-query.js'
import type { DataPlace } from '../jobs/thread-data.js'

/** What one query may use: a 2048-pixel float32 fingerprint is 16 MB, and each picture's planes about as much again. */
export const QUERY_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 } as const

export const QUERY_TOO_LARGE = `The query could not be run within the ${QUERY_LIMITS.maxOldGenerationSizeMb} MB a query may use: send a fingerprint of a smaller crop.`

/** Where the thread finds the service's data (jobs/thread-data.ts), and what it runs. */
export interface QueryThreadData extends DataPlace {
  dataDir: string
  /** A query to run, or null for a run of indexing. */
  queryId: number | null
  /** The engine that claimed the query's turn (store/camid/query-runs.ts): every write of the turn is its claim's. */
  claimedBy?: string
  /** How long a query's turn lasts (run-query.ts). */
  turnMs?: number
  /** Set to 1 by the job engine when the service stops (stop-flag.ts): the turn ends after its run. */
  stopFlag?: Int32Array
}

/** How the query ended, or how many pictures the run of indexing looked at. */
export type QueryAnswer = { outcome: QueryOutcome } | { indexed: number } | { failure: string }

const QUERY_THREAD: AnswerThread = {
  from: import.meta.url,
  source: './query-thread.ts',
  bundle: './camid-query.mjs',
  name: 'camid-query',
  limits: QUERY_LIMITS,
}

/** Runs a turn of a query the engine `claimedBy` has claimed; gives how the turn ended. */
export async function runQueryInThread(data: QueryThreadData & { queryId: number; claimedBy: string }): Promise<QueryOutcome> {
  const answer = await answerOf<QueryAnswer>(QUERY_THREAD, data, () => new Error(QUERY_TOO_LARGE))
  if ('failure' in answer) throw new Error(answer.failure)
  if (!('outcome' in answer)) throw new Error('The query thread answered without the outcome of the query')
  return answer.outcome
}

/** Indexes the next run of pictures not yet indexed; gives how many it looked at. */
export async function indexInThread(data: QueryThreadData & { queryId: null }): Promise<number> {
  const answer = await answerOf<QueryAnswer>(QUERY_THREAD, data, () => new Error(`Indexing ran out of the ${QUERY_LIMITS.maxOldGenerationSizeMb} MB it may use.`))
  if ('failure' in answer) throw new Error(answer.failure)
  if (!('indexed' in answer)) throw new Error('The indexing thread answered without a count')
  return answer.indexed
}
