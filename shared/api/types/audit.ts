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
} from './schemas/audit.js'

export * from './constants/audit.js'
