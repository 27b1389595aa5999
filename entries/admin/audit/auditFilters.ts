// The audit screen's filters (spec-3 §2 audit screen, §3 "Audit query", §5 "Audit"): the form's draft, its
// checks, and the filters as the address holds them once submitted (the list's filters, auditPaging.ts), so that a reload or a shared link
// shows the same search. Times are written YYYY-MM-DD HH:mm and read in UTC, as the service reads them.

import type { AuditFilterQuery } from '../../../shared/api/audit.js'
import { AUDIT_DATE_FORMAT } from '../../../shared/api/types/audit.js'
import type { Static } from 'typebox'
import { UrlType } from '../../../shared/state/urlState.js'

/** What the form holds: the Date Range's two bounds and the optional pickers ('' is none). */
export interface AuditDraft {
  from: string
  to: string
  email: string
  domain: string
  action: string
}

export type AuditDraftField = 'from' | 'to' | 'email' | 'domain'
export type AuditDraftErrors = Partial<Record<AuditDraftField, string>>

export type CheckedDraft = { ok: true; filters: AuditFilterQuery } | { ok: false; errors: AuditDraftErrors }

/**
 * The submitted filters in the address, beside the table's page and resultSize; none is checked here, so
 * that a value the service refuses is shown refused rather than quietly dropped (an audit that shows more
 * than was asked for misleads).
 */
export const AuditFilterParams = UrlType.Object({
  from: UrlType.String({ default: '' }),
  to: UrlType.String({ default: '' }),
  email: UrlType.String({ default: '' }),
  domain: UrlType.String({ default: '' }),
  action: UrlType.String({ default: '' }),
})

/** spec-3 §2: the Date Range covers a week up to the end of today, until the user picks another. */
const DEFAULT_DAYS = 7
const DAY_MS = 86_400_000

const PICKER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/
// The service's own checks (server/api/audit/audit-filters.ts), so that a bad value is named at its field.
const EMAIL = /^[^\s@]+@[^\s@]+$/
const DOMAIN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/

export const FROM_MISSING = `Enter the start of the date range, as ${AUDIT_DATE_FORMAT} (UTC).`
export const TO_MISSING = `Enter the end of the date range, as ${AUDIT_DATE_FORMAT} (UTC).`
export const NOT_A_TIME = `Enter a real date and time, as ${AUDIT_DATE_FORMAT} (UTC), such as 2026-03-02 09:30.`
export const TO_BEFORE_FROM = 'The end of the date range must not be before its start.'
export const EMAIL_INVALID = 'Enter an email address, such as name@police.example, or leave it empty.'
export const DOMAIN_INVALID = 'Enter a domain name, such as police.example, or leave it empty.'

const two = (n: number) => String(n).padStart(2, '0')

/** A time as the Date Range picker writes it: YYYY-MM-DD HH:mm in UTC. */
export function pickerTime(ms: number): string {
  const at = new Date(ms)
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`
}

/** The moment a picker's text names, ms since the epoch in UTC; null unless it is a real date and time. */
export function readPickerTime(text: string): number | null {
  const match = PICKER_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  if (hour > 23 || minute > 59) return null
  const ms = Date.UTC(year, month - 1, day, hour, minute)
  const at = new Date(ms)
  // Date.UTC rolls 31 February into March: a day that does not exist is refused instead.
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? ms : null
}

/** The draft the form starts from: the last week to the end of today, no other filter. */
export function defaultDraft(now: number): AuditDraft {
  const endOfToday = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - 60_000
  return { from: pickerTime(endOfToday + 60_000 - DEFAULT_DAYS * DAY_MS), to: pickerTime(endOfToday), email: '', domain: '', action: '' }
}

/** The draft of submitted filters, to show them in the form again. */
export function draftOf(filters: AuditFilterQuery): AuditDraft {
  return { from: filters.from, to: filters.to, email: filters.email ?? '', domain: filters.domain ?? '', action: filters.action ?? '' }
}

function timeError(text: string, missing: string): string | undefined {
  if (text.trim() === '') return missing
  return readPickerTime(text) === null ? NOT_A_TIME : undefined
}

/** spec-3 §5: the Date Range is required; an Email or Domain, when given, must be one. */
export function checkDraft(draft: AuditDraft): CheckedDraft {
  const errors: AuditDraftErrors = {}
  const fromError = timeError(draft.from, FROM_MISSING)
  const toError = timeError(draft.to, TO_MISSING)
  if (fromError) errors.from = fromError
  if (toError) errors.to = toError
  if (!fromError && !toError && readPickerTime(draft.to)! < readPickerTime(draft.from)!) errors.to = TO_BEFORE_FROM
  const email = draft.email.trim()
  const domain = draft.domain.trim()
  if (email !== '' && !EMAIL.test(email)) errors.email = EMAIL_INVALID
  if (domain !== '' && !DOMAIN.test(domain)) errors.domain = DOMAIN_INVALID
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const filters: AuditFilterQuery = { from: draft.from.trim(), to: draft.to.trim() }
  if (email !== '') filters.email = email
  if (domain !== '') filters.domain = domain
  if (draft.action !== '') filters.action = draft.action
  return { ok: true, filters }
}

/** The submitted filters of the address's, trimmed; null until a search was submitted (no date range). */
export function submittedFilters({ from, to, ...others }: Static<typeof AuditFilterParams>): AuditFilterQuery | null {
  if (from.trim() === '' || to.trim() === '') return null
  const filters: AuditFilterQuery = { from: from.trim(), to: to.trim() }
  for (const [name, value] of Object.entries(others) as [keyof typeof others, string][]) {
    if (value.trim() !== '') filters[name] = value.trim()
  }
  return filters
}
