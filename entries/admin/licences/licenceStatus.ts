// What the licence list says of each licence beside its terms: whether it still runs (an expired licence
// gives no roles: store/licences.ts licenceRolesFor), and, to someone it covers, how it covers them and what
// it gives them.

import type { EntityType } from '../../../shared/api/types/licences.js'
import { inRoleOrder } from './entityRules.js'

export type LicenceStatus = 'Active' | 'Expired'

/** Expired once its expiry has passed; a licence that never expires never is. */
export function licenceStatus(expiresAt: string | null, now: number): LicenceStatus {
  return expiresAt !== null && Date.parse(expiresAt) <= now ? 'Expired' : 'Active'
}

const COVER_WORDS: Record<EntityType, string> = { Email: 'your address', Domain: 'your domain' }

/** "Your domain", "Your address", or both; '' for a licence that does not cover the viewer. */
export function coverText(through: readonly EntityType[]): string {
  const words = (['Email', 'Domain'] as const).filter((type) => through.includes(type)).map((type) => COVER_WORDS[type])
  const text = words.join(' and ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The viewer's roles in a licence, in the order the licence pages list roles; "None" when it gives them none. */
export function heldRolesText(roles: readonly string[]): string {
  return roles.length === 0 ? 'None' : inRoleOrder(roles).join(', ')
}
