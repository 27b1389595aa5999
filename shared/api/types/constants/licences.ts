// The entity types and bounds of the licence calls (spec-3 §4, §5, §7) that the browser and the service both
// read. A leaf: licences.ts (types), schemas/licences.ts and the store import it, it imports neither.

/** spec-3 §4: a value containing @ is an Email, otherwise a Domain. */
export const ENTITY_TYPES = ['Email', 'Domain'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

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
