// The thread that merges one finished BigSearch job's leads (merge-in-thread.ts starts it): its own connection to
// the database (thread-data.ts), the product's merge, and an answer of how many leads the job has, or why it could not merge.

import { parentPort, workerData } from 'node:worker_threads'
import { mergeStoredLeads } from '../bigsearch/leads/merge.js'
import { openThreadData } from './thread-data.js'
import { mergeJobLeads } from './bigsearch-engine.js'
import type { MergeAnswer, MergeRequest } from './merge-in-thread.js'

const request = workerData as MergeRequest
let answer: MergeAnswer
try {
  const data = await openThreadData(request, 1)
  try {
    answer = { leadCount: await mergeJobLeads(data.store, request.runner, mergeStoredLeads, Date.now) }
  } finally {
    await data.close()
  }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
}
parentPort?.postMessage(answer)
