// The thread that runs one Camera ID query or one run of indexing (query-in-thread.ts starts it): its own
// connection to the WAL database, and an answer of how the query ended or how many pictures were looked at.

import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../store/db.js'
import type { QueryAnswer, QueryThreadData } from './query-in-thread.js'
import { runQuery } from './run-query.js'
import { indexNextPictures } from './index-pictures.js'

const { dbFile, migrationsDir, dataDir, queryId, turnMs } = workerData as QueryThreadData
const db = openDatabase(dbFile, migrationsDir)
let answer: QueryAnswer
try {
  answer =
    queryId === null
      ? { indexed: await indexNextPictures(db, dataDir) }
      : { outcome: await runQuery(db, queryId, { dataDir, now: Date.now, log: (line) => console.log(line), turnMs }) }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
} finally {
  db.close()
}
parentPort?.postMessage(answer)
