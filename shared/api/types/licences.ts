// Requests and replies of the licence calls (spec-3 §3 "Licence", "Licensed entity", §7 "Licences"), shared
// by the built-in service and the admin area. The shapes are the TypeBox schemas of schemas/licences.ts; this
// module gives the browser their types and the bounds both sides read, without loading TypeBox.

export type {
  EntityRolesRequest,
  EntityType,
  LicenceEntitiesReply,
  LicenceEntityReply,
  LicenceList,
  LicenceReply,
  LicenceRolesReply,
  LicenceUsersReply,
  Licence,
  LicensedEntity,
  ListedLicence,
  NewEntityRequest,
  NewLicenceRequest,
} from './schemas/licences.js'

/** spec-3 §5: a licence's name, as trimmed. */
export const LICENCE_NAME_MAX = 200
/** spec-3 §5: maxSeats is a whole number from 1 to this; more than any one agency's staff. */
export const MAX_SEATS_LIMIT = 100_000
/** RFC 5321's limit on a whole email address. */
export const ENTITY_EMAIL_MAX = 254
/** RFC 1035's limit on a domain name written out. */
export const ENTITY_DOMAIN_MAX = 253
/** GET /v1/licences/{id}/users answers at most this many addresses, and says when there were more. */
export const LICENCE_USERS_LIMIT = 10_000
