// The two rules of spec-3 §5 the usage summaries keep, whose values the spec leaves to the deployment:
// the licence they leave out (USAGE_EXCLUDED_LICENCE_ID) and the police-network suffix under which
// domains are normalised (POLICE_DOMAIN_SUFFIX), both read by server/api/config.ts.

import { DEFAULT_POLICE_DOMAIN_SUFFIX } from '../config.js'
import { domainOfAddress } from '../store/licence-users.js'
import type { ApiContext } from '../context.js'

export interface UsageSettings {
  /** A licence whose users the summaries leave out (an operator's own staff licence); null for none. */
  excludedLicenceId: number | null
  /** Lower-case, without a leading dot. */
  policeDomainSuffix: string
}

export const DEFAULT_USAGE_SETTINGS: UsageSettings = { excludedLicenceId: null, policeDomainSuffix: DEFAULT_POLICE_DOMAIN_SUFFIX }

/** The service's usage settings, as config.ts read them and buildApi put them in its context. */
export function usageSettingsOf(ctx: Pick<ApiContext, 'usageExcludedLicenceId' | 'policeDomainSuffix'>): UsageSettings {
  return { excludedLicenceId: ctx.usageExcludedLicenceId, policeDomainSuffix: ctx.policeDomainSuffix }
}

/**
 * The domain a police-network address is counted under (spec-3 §5): a force's addresses may sit in
 * sub-domains of its own (cid.kent.pnn.police.uk); all are counted under the force's domain, the one label
 * before the suffix (kent.pnn.police.uk). Other domains, and the suffix itself, stay as they are.
 */
export function normalisePoliceDomain(domain: string, suffix: string): string {
  const lower = domain.toLowerCase()
  if (suffix === '' || !lower.endsWith(`.${suffix}`)) return lower
  const labels = lower.slice(0, -(suffix.length + 1)).split('.')
  return `${labels[labels.length - 1]}.${suffix}`
}

/** The domain an address's usage is shown under. */
export function usageDomainOf(email: string, settings: UsageSettings): string {
  return normalisePoliceDomain(domainOfAddress(email), settings.policeDomainSuffix)
}
