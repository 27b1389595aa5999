// What the Hub's frame shows a visitor (spec-3 §2 "Hub frame", §4 "Uniform terms", §6): the tabs their roles
// open, only the disclaimer until they accepted the terms, and the not-authorised placeholder for a user with
// neither role (or a loading one while nobody is known yet).

import type { SessionSummary } from '../../../shared/api/types/user.js'
import { hasAnyRole } from '../../../shared/roles.js'

export type HubTab = 'search' | 'contributions'

export interface HubTabLink {
  tab: HubTab
  href: string
  label: string
}

/** spec-3 §2: the tabs in their order, each with the role it needs (spec-3 §6). */
const TABS: readonly (HubTabLink & { role: string })[] = [
  { tab: 'search', href: '/uniforms/search', label: 'Search', role: 'UniformSearch' },
  { tab: 'contributions', href: '/uniforms/contributions', label: 'Contribute', role: 'UniformContributor' },
]

export type HubView =
  /** Nobody known yet: the session is still being read. */
  | { kind: 'loading' }
  | { kind: 'notAuthorised' }
  /** Only the disclaimer with its Accept. */
  | { kind: 'terms' }
  | { kind: 'hub'; tabs: readonly HubTabLink[] }

export function hubView(user: Pick<SessionSummary, 'roles' | 'licenceRoles' | 'acceptedUniformTerms'> | null): HubView {
  if (!user) return { kind: 'loading' }
  const tabs = TABS.filter((tab) => hasAnyRole(user, [tab.role])).map(({ tab, href, label }) => ({ tab, href, label }))
  if (tabs.length === 0) return { kind: 'notAuthorised' }
  if (!user.acceptedUniformTerms) return { kind: 'terms' }
  return { kind: 'hub', tabs }
}
