// The bounds and choices of a licence's audit calls (spec-3 §2, §9) that the browser and the service both
// read. A leaf: audit.ts (types) and schemas/audit.ts import it, it imports neither.

/**
 * The most entries a search counts and pages through, and the most an export holds: `total` counts at
 * most AUDIT_RESULTS_CAP + 1, shown as "10,000+" (spec-3 §9 caps counts at 10,000 with a plus sign).
 */
export const AUDIT_RESULTS_CAP = 10_000

/** GET /v1/licences/{id}/audit/export?format=. */
export const AUDIT_EXPORT_FORMATS = ['csv', 'pdf'] as const
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number]

/** What the audit screen's Date Range picker writes (spec-3 §2); ISO 8601 is read as well. */
export const AUDIT_DATE_FORMAT = 'YYYY-MM-DD HH:mm'

/** Longest email, domain and action a filter may name. */
export const AUDIT_EMAIL_MAX = 254
export const AUDIT_DOMAIN_MAX = 253
export const AUDIT_ACTION_MAX = 64
