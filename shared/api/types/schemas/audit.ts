// Requests and replies of a licence's audit calls (spec-3 §2 audit screen, §3 "Audit entry", "Audit filter
// options", §7 "Licences") as TypeBox schemas. Times are ISO 8601 strings in UTC. The service's routes
// declare them; the browser imports this module only for types (shared/api/types/audit.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { AUDIT_ACTION_MAX, AUDIT_DOMAIN_MAX, AUDIT_EMAIL_MAX } from '../constants/audit.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
/** A date as the picker writes it, or ISO 8601; longer than either. */
const dateText = () => Type.String({ maxLength: 40 })
/** A whole number as a query string carries it; the route says what it may be. */
const numberText = () => Type.String({ maxLength: 10 })

/** The filters of the audit screen (spec-3 §3 "Audit query"); from and to are required, both inclusive. */
const auditFilters = {
  from: dateText(),
  to: dateText(),
  email: Type.Optional(Type.String({ maxLength: AUDIT_EMAIL_MAX })),
  domain: Type.Optional(Type.String({ maxLength: AUDIT_DOMAIN_MAX })),
  action: Type.Optional(Type.String({ maxLength: AUDIT_ACTION_MAX })),
}

/**
 * GET /v1/licences/{id}/audit. Closed, so that a misspelt filter is refused rather than quietly ignored:
 * an audit that silently shows more than was asked for misleads. page is 1-based; resultSize is one of
 * TABLE_PAGE_SIZES (constants/paging.ts).
 */
export const AuditQuery = Type.Object(
  { ...auditFilters, page: Type.Optional(numberText()), resultSize: Type.Optional(numberText()) },
  { additionalProperties: false },
)
export type AuditQuery = Static<typeof AuditQuery>

/** GET /v1/licences/{id}/audit/export: the same filters, no paging, and the file's format (csv or pdf). */
export const AuditExportQuery = Type.Object({ ...auditFilters, format: Type.String({ maxLength: 10 }) }, { additionalProperties: false })
export type AuditExportQuery = Static<typeof AuditExportQuery>

/** spec-3 §3 "Audit entry": one audited call. */
export const AuditEntry = Type.Object(
  {
    /** When the call was made, ISO 8601 in UTC. */
    dateOfEntry: Type.String(),
    userEmail: Type.String(),
    /** The requesting-app header the call carried; null when it carried none. */
    requestingApp: nullable(Type.String()),
    api: Type.String(),
    action: Type.String(),
    justification: nullable(Type.String()),
    details: nullable(Type.String()),
    successful: Type.Boolean(),
    error: nullable(Type.String()),
  },
  { additionalProperties: false },
)
export type AuditEntry = Static<typeof AuditEntry>

/** The audit answer: one page of entries, newest first, and how many match (at most AUDIT_RESULTS_CAP + 1). */
export const AuditReply = Type.Object(
  { success: Type.Literal(true), data: Type.Array(AuditEntry), total: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type AuditReply = Static<typeof AuditReply>

/** An action the Action picker offers, grouped by api (shared/audit/actions.ts). */
export const AuditActionOption = Type.Object(
  { action: Type.String(), api: Type.String(), displayName: Type.String() },
  { additionalProperties: false },
)
export type AuditActionOption = Static<typeof AuditActionOption>

/** spec-3 §3 "Audit filter options": what the Email, Domain and Action pickers offer for this licence. */
export const AuditOptions = Type.Object(
  { emails: Type.Array(Type.String()), domains: Type.Array(Type.String()), actions: Type.Array(AuditActionOption) },
  { additionalProperties: false },
)
export type AuditOptions = Static<typeof AuditOptions>

export const AuditOptionsReply = Type.Object({ success: Type.Literal(true), data: AuditOptions }, { additionalProperties: false })
export type AuditOptionsReply = Static<typeof AuditOptionsReply>
