// Camera ID's bounds and names (spec-2 §3, §5, §9), read by the schemas, the service and the camid area. A leaf
// module: no imports, so that the browser takes it without TypeBox.

/** The longest reference (caseId) a query may have. */
export const CAMID_REFERENCE_MAX = 200
/** The most queries one user keeps; docs/operations.md "Limits on what users create". */
export const CAMID_QUERY_LIMIT = 200
/** The most queries a user may have waiting or running at once. */
export const CAMID_QUERIES_RUNNING_MAX = 5
/**
 * The largest fingerprint upload body: a float32 fingerprint of a 2048-pixel crop is 16 MB, 22.4 MB as base64.
 * Larger crops are sent binarized (a 4096-pixel crop is 2 MB of bits).
 */
export const CAMID_UPLOAD_LIMIT_BYTES = 24 * 1024 * 1024
/** The most hits a query keeps, strongest first: a fingerprint matching more pictures than this is not one camera's. */
export const CAMID_HITS_KEPT_MAX = 10_000
/** spec-2 §9: the resolutions list is split into this many columns. */
export const CAMID_RESOLUTION_COLUMNS = 6
/** How many of the resolutions the database holds most pictures of count as optimal. */
export const CAMID_OPTIMAL_RESOLUTIONS = 48

/** Where a query's job stands; the screens show progress, not these names (spec-2 §4: "status values: not shown"). */
export const CAMID_QUERY_STATES = ['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR'] as const
export type CamIdQueryState = (typeof CAMID_QUERY_STATES)[number]

/** The three cumulative monthly counts of spec-2 §7. */
export const CAMID_MONTHLY_COUNTS = ['queries', 'hits', 'indexed'] as const
export type CamIdMonthlyCount = (typeof CAMID_MONTHLY_COUNTS)[number]
/** The two per-user totals of spec-2 §7. */
export const CAMID_USER_COUNTS = ['queries', 'hits'] as const
export type CamIdUserCount = (typeof CAMID_USER_COUNTS)[number]

/** spec-2 §8. */
export const CAMID_SUBMITTED = 'CameraID Query File successfully submitted.'
export const CAMID_DELETE_FAILED = 'Query could not be deleted.'
export const CAMID_NO_HITS = 'There are no hits.'
export const CAMID_NOT_ENOUGH_DATA = 'Not enough data to display graph for this date range.'
export const CAMID_CAUTION = 'All hits should be treated with caution as this technique can produce false positives...'
export const CAMID_CANNOT_CONNECT = 'Cannot connect to the server.'
export const camIdResolutionsFailed = (error: string) => `Cannot retrieve SPN resolutions: ${error}`
/** The refusal when someone other than its owner edits or deletes a query (403). */
export const CAMID_NOT_OWNER = 'Only the owner of this query may change or delete it.'
export const CAMID_QUERY_NOT_FOUND = 'This Camera ID query could not be found.'
export const CAMID_HIT_NOT_FOUND = 'This hit could not be found.'
