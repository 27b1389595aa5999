// The user as the /v1 authenticate calls return it (spec-1 §3.1, spec-3 §3), as TypeBox schemas. The
// browser imports this module only for types (shared/api/types/user.ts).

import { Type, type Static } from 'typebox'

export const UserSettings = Type.Object(
  {
    showImages: Type.Boolean(),
    showMenu: Type.Boolean(),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type UserSettings = Static<typeof UserSettings>

export const User = Type.Object(
  {
    email: Type.String(),
    /** User roles; the global administrator holds `admin`. */
    roles: Type.Array(Type.String()),
    /** Licence id → the roles that licence grants this user. */
    licenceRoles: Type.Record(Type.String(), Type.Array(Type.String())),
    organization: Type.Optional(Type.String()),
    settings: UserSettings,
    needsJustification: Type.Boolean(),
    showCaidHeader: Type.Boolean(),
    acceptedUniformTerms: Type.Boolean(),
    firstLogin: Type.Boolean(),
    apiKey: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type User = Static<typeof User>
