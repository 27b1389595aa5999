// What the audit screen's pickers offer for a licence (spec-3 §3 "Audit filter options"): the addresses
// and domains the caller may audit, and every action the log records, with its api and display name.

import type Database from 'better-sqlite3'
import type { AuditOptions } from '../../../shared/api/types/audit.js'
import { AUDIT_ACTIONS } from '../../../shared/audit/actions.js'
import { accountsAtDomains, domainOfAddress, type UserScope } from '../store/licence-users.js'

/** A picker lists at most this many addresses; the Email filter takes any address typed in. */
export const MAX_OPTION_EMAILS = 1000

export function auditOptions(db: Database.Database, scope: UserScope): AuditOptions {
  const emails = [...new Set([...scope.emails, ...accountsAtDomains(db, scope.domains, MAX_OPTION_EMAILS)])].sort()
  const domains = [...new Set([...scope.domains, ...scope.emails.map(domainOfAddress)])].sort()
  return {
    emails: emails.slice(0, MAX_OPTION_EMAILS),
    domains,
    actions: AUDIT_ACTIONS.map(({ action, api, displayName }) => ({ action, api, displayName })),
  }
}
