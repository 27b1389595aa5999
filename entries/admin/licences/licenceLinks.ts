// Where a licence in the list leads, and for whom (spec-3 §2 "Licences", §6): its detail for the
// licence's Admin, its usage for UsageStats, its audit for Audit or DomainAudit; the global admin gets all
// three on every licence.

import type { ListedLicence } from '../../../shared/api/types/licences.js'

export const LICENCES_PATH = '/licences'
/** spec-3 §2: the usage of every licence, for the global admin. */
export const ALL_USAGE_PATH = '/licences/usage'

export const licenceHref = (licenceId: number) => `${LICENCES_PATH}/${licenceId}`
export const licenceUsageHref = (licenceId: number) => `${licenceHref(licenceId)}/usage`
export const licenceAuditHref = (licenceId: number) => `${licenceHref(licenceId)}/audit`

export type LicenceLinkKind = 'detail' | 'usage' | 'audit'

export interface LicenceLink {
  kind: LicenceLinkKind
  href: string
  /** The link's accessible name: an icon alone says nothing to a screen reader. */
  label: string
  /** What the link does, in one word shown beside its icon: an icon alone says little to anyone. */
  word: string
}

const WORDS: Record<LicenceLinkKind, string> = { detail: 'Manage', usage: 'Usage', audit: 'Audit' }

/** The roles in the licence that open each link. */
const OPENED_BY: Record<LicenceLinkKind, readonly string[]> = {
  detail: ['Admin'],
  usage: ['UsageStats'],
  audit: ['Audit', 'DomainAudit'],
}

/** The links a viewer gets for one licence, in the order the icons stand. */
export function licenceLinks(licence: Pick<ListedLicence, 'id' | 'name' | 'heldRoles'>, isGlobalAdmin: boolean): LicenceLink[] {
  const opens = (kind: LicenceLinkKind) => isGlobalAdmin || OPENED_BY[kind].some((role) => licence.heldRoles.includes(role))
  const links: LicenceLink[] = []
  if (opens('detail')) links.push({ kind: 'detail', href: licenceHref(licence.id), label: `Manage ${licence.name}`, word: WORDS.detail })
  if (opens('usage')) links.push({ kind: 'usage', href: licenceUsageHref(licence.id), label: `Usage of ${licence.name}`, word: WORDS.usage })
  if (opens('audit')) links.push({ kind: 'audit', href: licenceAuditHref(licence.id), label: `Audit of ${licence.name}`, word: WORDS.audit })
  return links
}
