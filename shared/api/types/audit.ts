// Requests and replies of a licence's audit calls (spec-3 §2 audit screen, §3 "Audit entry", §7 "Licences"),
// shared by the built-in service and the admin area. The shapes are the TypeBox schemas of
// schemas/audit.ts; this module gives the browser their types and the bounds both sides read, without
// loading TypeBox.

export type {
  AuditActionOption,
  AuditEntry,
  AuditExportQuery,
  AuditOptions,
  AuditOptionsReply,
  AuditQuery,
  AuditReply,
  LicenceParams,
} from './schemas/audit.js'

/** spec-3 §9: table page sizes; 25 unless the user picks another. */
export const AUDIT_PAGE_SIZES = [25, 50, 100, 200] as const
export const AUDIT_DEFAULT_PAGE_SIZE = 25

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
