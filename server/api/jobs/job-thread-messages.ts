// The messages between the service's processes and the BigSearch job engine's thread, and what the thread is given.

/** A worker process queued a job (cluster/worker.ts to the primary, the primary to the thread). */
export const JOB_QUEUED = 'bigsearch-job-queued'

export interface JobThreadData {
  dbFile: string
  migrationsDir: string
  dataDir: string
  highside: boolean
}
