// The kinds of job the one job engine runs (job-thread.ts), each taking its next piece of work from the store:
// BigSearch jobs, Camera ID queries, and the indexing of pictures for Camera ID. The engine goes round them, one
// piece of each in turn, so that a long job of one kind never holds the others back for its whole length.

import type { Store } from '../store/engine/store.js'
import { takeBackOwnQueryClaims } from '../store/camid/query-runs.js'
import { indexInThread, runQueryInThread } from '../camid/query-in-thread.js'
import { takeQueryTurn } from '../camid/query-turn.js'
import { hasUnindexedPictures } from '../store/camid/pictures.js'
import { runNextJob, type EngineData, type EngineSettings } from './bigsearch-engine.js'
import type { DataPlace } from './thread-data.js'
import { PRODUCT_PARTS } from './engine-parts.js'

export interface JobKindSettings extends EngineSettings, DataPlace {
  /** Raised when the service stops (stop-flag.ts): passed to the threads the kinds start. */
  stopFlag?: Int32Array
}

export interface JobKind {
  name: string
  /** Runs the kind's next piece of work; false when it had none. */
  runNext(data: EngineData, settings: JobKindSettings): Promise<boolean>
}

export const BIGSEARCH_JOBS: JobKind = {
  name: 'BigSearch jobs',
  runNext: (data, settings) => runNextJob(data, PRODUCT_PARTS, settings),
}

/**
 * How long one Camera ID query runs before the next has its turn: queries of many users share the one engine, and a
 * query against a million pictures takes minutes.
 */
export const CAMID_QUERY_TURN_MS = 10_000

/**
 * The stores whose engine has taken back its own claims on queries (takeBackOwnQueryClaims): once per engine thread,
 * before its first turn, so that the query a service on SQLite was running when it stopped is taken up at once.
 */
const claimsTakenBack = new WeakSet<Store>()

export const CAMID_QUERIES: JobKind = {
  name: 'Camera ID queries',
  async runNext({ store }, settings) {
    if (!claimsTakenBack.has(store)) {
      await takeBackOwnQueryClaims(store)
      claimsTakenBack.add(store)
    }
    return takeQueryTurn(store, settings, (runner) =>
      runQueryInThread({
        dbFile: settings.dbFile,
        migrationsDir: settings.migrationsDir,
        databaseUrl: settings.databaseUrl,
        postgresMigrationsDir: settings.postgresMigrationsDir,
        dataDir: settings.dataDir,
        queryId: runner.queryId,
        claimedBy: runner.by,
        turnMs: CAMID_QUERY_TURN_MS,
        stopFlag: settings.stopFlag,
      }),
    )
  },
}

export const CAMID_INDEXING: JobKind = {
  name: 'Camera ID indexing',
  async runNext({ store }, settings) {
    if (!(await hasUnindexedPictures(store))) return false
    const { dbFile, migrationsDir, databaseUrl, postgresMigrationsDir, dataDir } = settings
    const indexed = await indexInThread({ dbFile, migrationsDir, databaseUrl, postgresMigrationsDir, dataDir, queryId: null, stopFlag: settings.stopFlag })
    return indexed > 0
  },
}

export const JOB_KINDS: readonly JobKind[] = [BIGSEARCH_JOBS, CAMID_QUERIES, CAMID_INDEXING]
