// The BigSearch job statuses (spec-2 §3 "BigSearch job state", §4) that the browser, the service and its
// store all read. A leaf: bigsearch.ts (types) and schemas/bigsearch.ts import it, it imports neither.

/** A job moves from QUEUED through PROCESSING to one of the finished statuses. */
export const JOB_STATUSES = ['QUEUED', 'PROCESSING', 'COMPLETE', 'ERROR', 'CANCELLED'] as const
export type JobStatusName = (typeof JOB_STATUSES)[number]

/** spec-2 §4 "BigSearch job": statuses after which polling stops. */
export const FINISHED_STATUSES = ['COMPLETE', 'ERROR', 'CANCELLED'] as const satisfies readonly JobStatusName[]

/** A job's id: the SHA-256 of its upload, in lower-case hex. */
export const JOB_ID_PATTERN = /^[0-9a-f]{64}$/
/** The longest id a job call reads before judging it (the router's longest path parameter). */
export const JOB_ID_READ_MAX = 100
