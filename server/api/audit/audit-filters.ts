// Reading the audit screen's filters and paging from a call's query (spec-3 §2, §4 "Audit", §5, §9): each bad
// value is refused with 400 and a message that names it.

import {
  AUDIT_DATE_FORMAT,
  AUDIT_EXPORT_FORMATS,
  AUDIT_RESULTS_CAP,
  type AuditExportFormat,
} from '../../../shared/api/types/audit.js'
import { auditAction } from '../../../shared/audit/actions.js'
import { CallFailure } from '../failures.js'
import { readTablePaging } from '../table-paging.js'
import { readWrittenTime } from './audit-dates.js'

export interface AuditFilters {
  /** Inclusive bounds, ms since the epoch. */
  from: number
  to: number
  /** Lower-cased. */
  email?: string
  domain?: string
  action?: string
}

export interface AuditPaging {
  page: number
  resultSize: number
  offset: number
}

const dateMessage = (field: string) => `${field} must be a date and time written ${AUDIT_DATE_FORMAT} (UTC) or ISO 8601.`
export const FROM_REQUIRED = 'from is required: the audit needs a date range.'
export const TO_REQUIRED = 'to is required: the audit needs a date range.'
export const TO_BEFORE_FROM = 'to must not be before from.'
export const EMAIL_INVALID = 'email must be an email address.'
export const DOMAIN_INVALID = 'domain must be a domain name, such as police.example.'
export const ACTION_INVALID = 'action must be one of the audit actions that audit-options lists.'
export const PAGE_BEYOND_CAP = `page is past the first ${AUDIT_RESULTS_CAP.toLocaleString('en')} entries: narrow the filters to see older ones.`
export const FORMAT_INVALID = `format must be ${AUDIT_EXPORT_FORMATS.join(' or ')}.`

/** An optional text filter: absent or blank is no filter. */
const given = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim())

interface FilterQuery {
  from?: string
  to?: string
  email?: string
  domain?: string
  action?: string
}

export function readAuditFilters(query: FilterQuery): AuditFilters {
  const fromText = given(query.from)
  const toText = given(query.to)
  if (fromText === undefined) throw new CallFailure(400, FROM_REQUIRED, 'from')
  if (toText === undefined) throw new CallFailure(400, TO_REQUIRED, 'to')
  const from = readWrittenTime(fromText)
  if (!from) throw new CallFailure(400, dateMessage('from'), 'from')
  const to = readWrittenTime(toText)
  if (!to) throw new CallFailure(400, dateMessage('to'), 'to')
  if (to.end < from.start) throw new CallFailure(400, TO_BEFORE_FROM, 'to')
  const filters: AuditFilters = { from: from.start, to: to.end }

  const email = given(query.email)
  if (email !== undefined) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new CallFailure(400, EMAIL_INVALID, 'email')
    filters.email = email.toLowerCase()
  }
  const domain = given(query.domain)
  if (domain !== undefined) {
    if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(domain)) throw new CallFailure(400, DOMAIN_INVALID, 'domain')
    filters.domain = domain.toLowerCase()
  }
  const action = given(query.action)
  if (action !== undefined) {
    if (!auditAction(action)) throw new CallFailure(400, ACTION_INVALID, 'action')
    filters.action = action
  }
  return filters
}

export function readAuditPaging(query: { page?: string; resultSize?: string }): AuditPaging {
  const paging = readTablePaging(query)
  if (paging.offset >= AUDIT_RESULTS_CAP) throw new CallFailure(400, PAGE_BEYOND_CAP, 'page')
  return paging
}

export function readExportFormat(raw: string | undefined): AuditExportFormat {
  const format = given(raw)?.toLowerCase()
  if (!(AUDIT_EXPORT_FORMATS as readonly (string | undefined)[]).includes(format)) throw new CallFailure(400, FORMAT_INVALID, 'format')
  return format as AuditExportFormat
}

const isoTime = (ms: number) => new Date(ms).toISOString()

/**
 * The filters as the Details column shows them: what was searched, never more than the call named. Times
 * as ISO 8601 unless `time` writes them otherwise (an export's heading writes them for people).
 */
export function describeFilters(filters: AuditFilters, time: (ms: number) => string = isoTime): string {
  const parts = [`${time(filters.from)} to ${time(filters.to)}`]
  if (filters.email) parts.push(`email ${filters.email}`)
  if (filters.domain) parts.push(`domain ${filters.domain}`)
  if (filters.action) parts.push(`action ${filters.action}`)
  return parts.join(', ')
}
