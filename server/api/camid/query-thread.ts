// The thread that runs one Camera ID query or one run of indexing (query-in-thread.ts starts it): its own
// connection to the WAL database, and an answer of how the query ended or how many pictures were looked at.

import { parentPort, workerData } from 'node:worker_threads'
import { openSqliteStore } from '../store/engine/sqlite.js'
import type { QueryAnswer, QueryThreadData } from './query-in-thread.js'
import { runClaimedQuery } from './run-query.js'
import { indexNextPictures } from './index-pictures.js'

const { dbFile, migrationsDir, dataDir, queryId, claimedBy, turnMs } = workerData as QueryThreadData
const store = openSqliteStore(dbFile, migrationsDir)
let answer: QueryAnswer
try {
  if (queryId === null) answer = { indexed: await indexNextPictures(store, dataDir) }
  else if (claimedBy === undefined) throw new Error(`Camera ID query ${queryId} was sent to its thread without its claim`)
  else answer = { outcome: await runClaimedQuery(store, { queryId, by: claimedBy }, { dataDir, now: Date.now, log: (line) => console.log(line), turnMs }) }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
} finally {
  await store.close()
}
parentPort?.postMessage(answer)
