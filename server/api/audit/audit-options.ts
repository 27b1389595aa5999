// What the audit screen's pickers offer for a licence (spec-3 §3 "Audit filter options"): the addresses
// and domains the caller may audit, and every action the log records, with its api and display name.

import type { AuditOptions } from '../../../shared/api/types/audit.js'
import { AUDIT_ACTIONS } from '../../../shared/audit/actions.js'
import { accountsAtDomains, domainOfAddress, type UserScope } from '../store/licence-users.js'
import type { Store } from '../store/engine/store.js'

/** A picker lists at most this many addresses; the Email filter takes any address typed in. */
export const MAX_OPTION_EMAILS = 1000

export async function auditOptions(store: Store, scope: UserScope): Promise<AuditOptions> {
  const emails = [...new Set([...scope.emails, ...(await accountsAtDomains(store, scope.domains, MAX_OPTION_EMAILS))])].sort()
  const domains = [...new Set([...scope.domains, ...scope.emails.map(domainOfAddress)])].sort()
  return {
    emails: emails.slice(0, MAX_OPTION_EMAILS),
    domains,
    actions: AUDIT_ACTIONS.map(({ action, api, displayName }) => ({ action, api, displayName })),
  }
}
