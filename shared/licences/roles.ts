// Every licence role name (spec-1 §6, spec-2 §6, spec-3 §6), in one list: the service's GET
// /v1/licences/roles answers it, its role rules read it, and the licence screens draw their checkboxes
// from it. The spellings are the ones the route table, the landing rule and the demo accounts already use.

/** Each licence role and what it opens. */
export const LICENCE_ROLES = [
  /** Search, Big search, Similar search, saved searches, sighting detail (spec-1 §6, spec-2 §6). */
  'MetadataSearch',
  /** Camera ID (spec-2 §6). */
  'CameraId',
  /** The Uniform Intelligence Hub's Search and Contribute tabs (spec-3 §6). */
  'UniformSearch',
  'UniformContributor',
  /** The external crawler link (spec-1 §2.2). */
  'ImgsrcCrawler',
  'ImgsrcCrawlerAdmin',
  /** Connect The Dots (spec-1 §6); spec-3 §4 writes its checkbox "Ctd". */
  'CTD',
  /** The Applications panel (spec-3 §6). */
  'AppCreator',
  /** A licence's usage screen (spec-3 §6). */
  'UsageStats',
  /** The audit screen (spec-3 §6). */
  'Audit',
  'DomainAudit',
  /** An account used by a program rather than a person (spec-3 §4). */
  'ServiceAccount',
  /** The licence's own administrator: its detail screen, entities and users (spec-3 §6). */
  'Admin',
] as const

export type LicenceRole = (typeof LICENCE_ROLES)[number]

/** spec-3 §4, §6: granted to or revoked from an entity only by the global administrator. */
export const GLOBAL_ADMIN_ONLY_ROLES: readonly LicenceRole[] = ['Audit', 'DomainAudit', 'ServiceAccount']

/** spec-3 §4: its checkbox is always disabled; the licence calls never grant or revoke it. */
export const NEVER_GRANTED_ROLE: LicenceRole = 'CTD'

/** spec-3 §4: an entity holding this role is changed or removed only by the global administrator. */
export const SERVICE_ACCOUNT_ROLE: LicenceRole = 'ServiceAccount'

const KNOWN: ReadonlySet<string> = new Set(LICENCE_ROLES)

export function isLicenceRole(name: string): name is LicenceRole {
  return KNOWN.has(name)
}
