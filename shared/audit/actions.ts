// Every action the audit log records (spec-3 §3 "Audit entry"), in one list: the service's routes name
// theirs from it, the audit screen's Action picker groups it by api with its display name, and usage
// (spec-3 §3 "weekly usage record") counts from it. Areas still to come (BigSearch, Camera ID, the
// Uniform Hub) have their names fixed here already, so that usage counts them from the day they land.

/** What an action counts as in a weekly usage record; every call counts as an interaction. */
export type UsageCount = 'search' | 'bigSearch' | 'uniformSearch' | 'camIdQuery'

export interface AuditAction {
  /** The name stored in audit_log.action. */
  action: string
  /** The first path segment after /v1 that the call is under, as audit_log.api holds it. */
  api: string
  /** What the Action picker shows. */
  displayName: string
  /** The usage figure the action adds to, beside the interaction every call is. */
  counts?: UsageCount
  /** Whether the action is a sign-in, which makes a day an active day. */
  signIn?: true
}

const a = (api: string, action: string, displayName: string, extra: Partial<AuditAction> = {}): AuditAction => ({ action, api, displayName, ...extra })

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  // Accounts and sign-in (spec-1 §7, spec-3 §7)
  a('authenticate', 'login', 'Sign in', { signIn: true }),
  a('authenticate', 'session-check', 'Session check'),
  a('authenticate', 'session-refresh', 'Session refresh'),
  a('authenticate', 'api-key-read', 'View API key'),
  a('authenticate', 'api-key-renew', 'Rotate API key'),
  a('authenticate', 'oauth-authorize', 'Authorise application', { signIn: true }),
  a('authenticate', 'oauth-token', 'Application token', { signIn: true }),
  a('logout', 'logout', 'Sign out'),
  a('register', 'register', 'Register'),
  a('register', 'verify', 'Verify email'),
  a('register', 'password-reset-request', 'Request password reset'),
  a('register', 'password-update', 'Set new password'),
  a('trial', 'trial-register', 'Register with a trial code'),
  a('settings', 'settings-update', 'Update settings'),
  a('feedback', 'feedback', 'Write to us'),
  a('metrics', 'metrics', 'Usage metric'),
  // Metadata search (spec-1 §7)
  a('sightings', 'search', 'Search', { counts: 'search' }),
  a('sightings', 'sighting', 'View sighting'),
  a('sightings', 'similar', 'Similar search', { counts: 'search' }),
  a('searches', 'saved-searches', 'List saved searches'),
  a('searches', 'save-search', 'Save search'),
  a('searches', 'saved-search-viewed', 'Open saved search'),
  a('searches', 'delete-searches', 'Delete saved searches'),
  a('places', 'place-search', 'Place search'),
  a('places', 'place-name', 'Name of a location'),
  a('thumbnails', 'thumbnail', 'Thumbnail'),
  a('tiles', 'map-style', 'Map style'),
  a('tiles', 'map-tile', 'Map tile'),
  // BigSearch (spec-2)
  a('bigsearch', 'bigsearch-upload', 'BigSearch upload', { counts: 'bigSearch' }),
  a('bigsearch', 'bigsearch-job', 'View BigSearch job'),
  a('bigsearch', 'bigsearch-jobs', 'List BigSearch jobs'),
  a('bigsearch', 'bigsearch-leads', 'View BigSearch leads'),
  a('bigsearch', 'bigsearch-export', 'Export BigSearch results'),
  a('bigsearch', 'bigsearch-delete', 'Delete BigSearch jobs'),
  a('exifextractor', 'extractor-download', 'Download the extractor'),
  a('exifextractor', 'extractor-builds', 'View the extractor downloads'),
  a('openapi.json', 'api-document', 'Read the API document'),
  // Camera ID (spec-2)
  a('cameraid', 'camid-query', 'Camera ID query', { counts: 'camIdQuery' }),
  a('cameraid', 'camid-queries', 'List Camera ID queries'),
  a('cameraid', 'camid-reference', 'Change a Camera ID reference'),
  a('cameraid', 'camid-result', 'View Camera ID result'),
  a('cameraid', 'camid-hit-sightings', 'View the sightings of a Camera ID hit'),
  a('cameraid', 'camid-hit-picture', 'Picture of a Camera ID hit'),
  a('cameraid', 'camid-delete', 'Delete Camera ID queries'),
  a('cameraid', 'camid-resolutions', 'View Camera ID resolutions'),
  a('cameraid', 'camid-stats', 'View Camera ID statistics'),
  // Uniform Intelligence Hub (spec-3 §7 "Uniforms")
  a('uniforms', 'uniform-terms', 'Accept uniform terms'),
  a('uniforms', 'uniform-search', 'Uniform search', { counts: 'uniformSearch' }),
  a('uniforms', 'uniform-filters', 'View uniform filter options'),
  a('uniforms', 'uniform-schools', 'List schools to contribute to'),
  a('uniforms', 'uniform-school', 'View school'),
  a('uniforms', 'uniform-images', 'View school images'),
  a('uniforms', 'uniform-image', 'View school image'),
  a('uniforms', 'uniform-image-content', 'Picture of a school image'),
  a('uniforms', 'uniform-contribution-open', 'Open school for contribution'),
  a('uniforms', 'uniform-pii', 'Mark image as PII'),
  a('uniforms', 'uniform-contribution', 'Contribute to school'),
  a('uniforms', 'uniform-upload', 'Upload school images'),
  // Administration (spec-3 §7)
  a('applications', 'applications', 'List applications'),
  a('applications', 'application-create', 'Create application'),
  a('applications', 'application-update', 'Update application'),
  a('applications', 'applications-approve', 'Approve applications'),
  a('applications', 'applications-activate', 'Activate applications'),
  a('applications', 'applications-deactivate', 'Deactivate applications'),
  a('applications', 'applications-delete', 'Delete applications'),
  a('trials', 'trials', 'List trials'),
  a('trials', 'trial-create', 'Create trial'),
  a('trials', 'trial-users', 'List trial users'),
  a('licences', 'licences', 'List licences'),
  a('licences', 'licence', 'View licence'),
  a('licences', 'licence-create', 'Create licence'),
  a('licences', 'licence-roles', 'List roles'),
  a('licences', 'licence-entities', 'List licensed entities'),
  a('licences', 'licence-entity-add', 'Add licensed entity'),
  a('licences', 'licence-entity-roles', 'Change entity roles'),
  a('licences', 'licence-entity-remove', 'Remove licensed entity'),
  a('licences', 'licence-role-add', 'Offer role on licence'),
  a('licences', 'licence-role-remove', 'Withdraw role from licence'),
  a('licences', 'licence-users', 'List licence users'),
  a('licences', 'licence-usage', 'View usage'),
  a('licences', 'licence-usage-all', 'View usage of all licences'),
  a('licences', 'licence-usage-report', 'Download usage report'),
  a('licences', 'licence-audit', 'View audit'),
  a('licences', 'licence-audit-options', 'Audit options'),
  a('licences', 'licence-audit-export', 'Export audit'),
  // Calls the service could not place
  a('', 'unknown', 'Unknown call'),
]

const BY_ACTION: ReadonlyMap<string, AuditAction> = new Map(AUDIT_ACTIONS.map((entry) => [entry.action, entry]))

/** The action of this name, or undefined for one no route writes. */
export function auditAction(action: string): AuditAction | undefined {
  return BY_ACTION.get(action)
}
