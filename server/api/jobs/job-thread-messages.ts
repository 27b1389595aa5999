// The messages between the service's processes and the BigSearch job engine's thread, and what the thread is given.

import type { DataPlace } from './thread-data.js'

/** A worker process queued a job (cluster/worker.ts to the primary, the primary to the thread). */
export const JOB_QUEUED = 'bigsearch-job-queued'

export interface JobThreadData extends DataPlace {
  dataDir: string
  highside: boolean
  /** JOB_CLAIM_LEASE_SECONDS in ms; unset, the engine's own default. */
  claimLeaseMs?: number
}
