// The thread that runs one Camera ID query or one run of indexing (query-in-thread.ts starts it): its own
// connection to the service's data on the service's engine (PostgreSQL when the service runs on it, else the WAL
// SQLite file), and an answer of how the query ended or how many pictures were looked at.

import { parentPort, workerData } from 'node:worker_threads'
import type { Store } from '../store/engine/store.js'
import { openThreadStore } from '../jobs/thread-data.js'
import type { QueryAnswer, QueryThreadData } from './query-in-thread.js'
import { runClaimedQuery } from './run-query.js'
import { indexNextPictures } from './index-pictures.js'
import { isStopping } from '../jobs/stop-flag.js'

/** One query or one run of indexing at a time: a connection for its reads and one for a renewal beside them. */
const POOL_SIZE = 2

const data = workerData as QueryThreadData
const { dataDir, queryId, claimedBy, turnMs, stopFlag } = data
const stopping = stopFlag ? () => isStopping(stopFlag) : undefined
let answer: QueryAnswer
let store: Store | undefined
try {
  store = await openThreadStore(data, POOL_SIZE)
  if (queryId === null) answer = { indexed: await indexNextPictures(store, dataDir, undefined, stopping) }
  else if (claimedBy === undefined) throw new Error(`Camera ID query ${queryId} was sent to its thread without its claim`)
  else answer = { outcome: await runClaimedQuery(store, { queryId, by: claimedBy }, { dataDir, now: Date.now, log: (line) => console.log(line), turnMs, stopping }) }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
} finally {
  await store?.close()
}
parentPort?.postMessage(answer)
