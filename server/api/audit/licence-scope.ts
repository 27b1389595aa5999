// Whose calls a licence's audit shows (spec-3 §2 audit screen, §6): the calls made under the licence, that
// is by the addresses of its Email entities and at its Domain entities at the time of each call, never the
// calls an address made before the licence covered it. A caller holding Audit in the licence (or the global
// administrator) sees them all; one holding only DomainAudit sees those of the addresses at the licence's
// Domain entities only. The Email and Domain filters narrow that, never widen it.

import type { FastifyRequest } from 'fastify'
import { licenceRolesFor } from '../store/licences.js'
import { domainOfAddress, scopeCovers, type LicenceUsers, type UserScope } from '../store/licence-users.js'
import type { ApiContext } from '../context.js'
import type { AuditFilters } from './audit-filters.js'

export const AUDIT_ROLE = 'Audit'
export const DOMAIN_AUDIT_ROLE = 'DomainAudit'

/** How much of the licence the caller may audit. */
export type AuditReach = 'licence' | 'domains'

/** The caller's reach in this licence; the route's guard has already let them in with one of the two roles. */
export async function auditReachOf(request: FastifyRequest, ctx: ApiContext, licenceId: number): Promise<AuditReach> {
  const account = request.account
  if (!account) throw new Error('guarded route reached without an account')
  if (account.user.isAdmin) return 'licence'
  const held = (await licenceRolesFor(ctx.store, account.user.email, ctx.now()))[licenceId] ?? []
  return held.includes(AUDIT_ROLE) ? 'licence' : 'domains'
}

/** The addresses and domains the caller may audit now: what the audit screen's pickers offer. */
export function visibleScope(users: LicenceUsers, reach: AuditReach): UserScope {
  return reach === 'licence' ? { emails: [...users.emails], domains: [...users.domains] } : { emails: [], domains: [...users.domains] }
}

const NOBODY: UserScope = { emails: [], domains: [] }

/** The part of the visible scope the Email and Domain filters keep. */
export function filteredScope(scope: UserScope, filters: Pick<AuditFilters, 'email' | 'domain'>): UserScope {
  const { email, domain } = filters
  if (email !== undefined) {
    if (!scopeCovers(scope, email)) return NOBODY
    if (domain !== undefined && domainOfAddress(email) !== domain) return NOBODY
    return { emails: [email], domains: [] }
  }
  if (domain !== undefined) {
    if (scope.domains.includes(domain)) return { emails: [], domains: [domain] }
    return { emails: scope.emails.filter((address) => domainOfAddress(address) === domain), domains: [] }
  }
  return scope
}

/**
 * Which of the calls made under the licence a search reads: all of them (undefined) for the licence's reach
 * with no Email or Domain filter; else the addresses and domains that the reach and the filters leave.
 */
export function searchedScope(users: LicenceUsers, reach: AuditReach, filters: Pick<AuditFilters, 'email' | 'domain'>): UserScope | undefined {
  if (reach === 'domains') return filteredScope(visibleScope(users, reach), filters)
  const { email, domain } = filters
  if (email !== undefined) return domain !== undefined && domainOfAddress(email) !== domain ? NOBODY : { emails: [email], domains: [] }
  if (domain !== undefined) return { emails: [], domains: [domain] }
  return undefined
}
