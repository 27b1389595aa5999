// The thread that merges one finished BigSearch job's leads (merge-in-thread.ts starts it): its own connection to
// the WAL database, the product's merge, and an answer of how many leads the job has, or why it could not merge.

import { parentPort, workerData } from 'node:worker_threads'
import { mergeStoredLeads } from '../bigsearch/leads/merge.js'
import { openSqliteStore } from '../store/engine/sqlite.js'
import { mergeJobLeads } from './bigsearch-engine.js'
import type { MergeAnswer, MergeRequest } from './merge-in-thread.js'

const { dbFile, migrationsDir, runner } = workerData as MergeRequest
const store = openSqliteStore(dbFile, migrationsDir)
let answer: MergeAnswer
try {
  answer = { leadCount: await mergeJobLeads(store, runner, mergeStoredLeads, Date.now) }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
} finally {
  await store.close()
}
parentPort?.postMessage(answer)
