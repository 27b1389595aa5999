// The user as the /v1 calls return it (shared/api/types/user.ts), built from the stored account.

import type { User } from '../../../shared/api/types/user.js'
import { licenceRolesFor } from '../store/licences.js'
import { findApiKey } from '../store/api-keys.js'
import { findUserById, type UserRecord } from '../store/users.js'
import type { Store } from '../store/engine/store.js'
import { GLOBAL_ADMIN } from '../../../shared/roles.js'

/** The user's key as it may be shown again: its prefix and an ellipsis. */
export function shownApiKey(prefix: string): string {
  return `${prefix}…`
}

export async function userView(store: Store, user: UserRecord, now: number): Promise<User> {
  const apiKey = await findApiKey(store, user.id)
  return {
    email: user.email,
    roles: user.isAdmin ? [GLOBAL_ADMIN] : [],
    licenceRoles: await licenceRolesFor(store, user.email, now),
    organization: user.organization,
    settings: {
      showImages: user.showImages,
      showMenu: user.showMenu,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    needsJustification: user.needsJustification,
    showCaidHeader: user.showCaidHeader,
    acceptedUniformTerms: user.acceptedUniformTerms,
    firstLogin: user.firstLogin,
    ...(apiKey ? { apiKey: shownApiKey(apiKey.prefix) } : {}),
  }
}

/** The signed-in caller as the calls return them; null when nobody is signed in or the account is gone. */
export async function userViewById(store: Store, userId: number | undefined, now: number): Promise<User | null> {
  const user = userId === undefined ? undefined : await findUserById(store, userId)
  return user ? userView(store, user, now) : null
}
