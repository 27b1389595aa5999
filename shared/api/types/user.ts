// The user as the /v1 authenticate calls return it (spec-1 §3.1, spec-3 §3), and the summary of it the
// edge keeps in its cookie and hands to each page. The user's shape is written once, as the TypeBox
// schema of schemas/user.ts; this module gives the browser its type without loading TypeBox.

import type { User } from './schemas/user.js'

export type { User, UserSettings } from './schemas/user.js'

/** What a page needs to decide access and paint before any call: the edge's view of the session. */
export interface SessionSummary {
  email: string
  roles: string[]
  licenceRoles: Record<string, string[]>
  needsJustification: boolean
  showCaidHeader: boolean
  acceptedUniformTerms: boolean
  showMenu: boolean
  showImages: boolean
}

export function summariseUser(user: User): SessionSummary {
  return {
    email: user.email,
    roles: [...user.roles],
    licenceRoles: { ...user.licenceRoles },
    needsJustification: user.needsJustification,
    showCaidHeader: user.showCaidHeader,
    acceptedUniformTerms: user.acceptedUniformTerms,
    showMenu: user.settings.showMenu,
    showImages: user.settings.showImages,
  }
}
