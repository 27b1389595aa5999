// The messages between the service's processes and the BigSearch job engine's thread, and what the thread is given.

import type { DataPlace } from './thread-data.js'

/** A worker process queued a job (cluster/worker.ts to the primary, the primary to the thread). */
export const JOB_QUEUED = 'bigsearch-job-queued'

/**
 * The service is stopping (job-thread-link.ts to the thread): the engine ends the piece of work it is on after its
 * current run, closes its connections and ends its thread.
 */
export const JOB_ENGINE_STOP = 'job-engine-stop'

export interface JobThreadData extends DataPlace {
  dataDir: string
  highside: boolean
  /** JOB_CLAIM_LEASE_SECONDS in ms; unset, the engine's own default. */
  claimLeaseMs?: number
}
