// Requests and replies of the licence calls (spec-3 §3 "Licence", "Licensed entity", §7 "Licences") as
// TypeBox schemas. Times are ISO 8601 strings in UTC. The schemas check types and bound what one call makes
// the service read; what a value must be (a real date, a valid address, a role on offer) the service tells
// in its own words. The browser imports this module only for types (shared/api/types/licences.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { ENTITY_TYPES } from '../constants/licences.js'
import { IdParams, idText } from './reply.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
/** Longer than any name or value the service keeps, so that the service's own message tells the limit. */
const boundedText = () => Type.String({ maxLength: 1000 })
const roleName = () => Type.String({ maxLength: 64 })

/** spec-3 §4: a value containing @ is an Email, otherwise a Domain. */
export const EntityType = Type.Enum(ENTITY_TYPES)

/**
 * POST /v1/licences. expiresAt is YYYY-MM-DD (the licence runs to the end of that day, UTC) or an ISO 8601
 * date-time with its zone; availableRoles, the roles it offers from the start (none when absent), each a
 * licence role.
 */
export const NewLicenceRequest = Type.Object(
  {
    name: boundedText(),
    maxSeats: Type.Integer(),
    expiresAt: Type.String({ maxLength: 40 }),
    availableRoles: Type.Optional(Type.Array(roleName(), { maxItems: 50 })),
  },
  { additionalProperties: false },
)
export type NewLicenceRequest = Static<typeof NewLicenceRequest>

/** spec-3 §3 "Licence". expiresAt is null for a licence that never expires. */
export const Licence = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    createdAt: Type.String(),
    expiresAt: nullable(Type.String()),
    maxSeats: Type.Integer(),
    availableRoles: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type Licence = Static<typeof Licence>

/**
 * A licence in the caller's list, with the roles the caller holds there (Admin, UsageStats, Audit and
 * DomainAudit open its detail, usage and audit) and how it covers them: by their address (Email), their
 * domain (Domain) or both; none on a licence that does not cover them, which only the global administrator lists.
 */
export const ListedLicence = Type.Object(
  { ...Licence.properties, heldRoles: Type.Array(Type.String()), coveredThrough: Type.Array(EntityType) },
  { additionalProperties: false },
)
export type ListedLicence = Static<typeof ListedLicence>

/** GET /v1/licences: the licences the caller can see (every one for the global administrator, else those that cover them now), in id order. */
export const LicenceList = Type.Object({ success: Type.Literal(true), licences: Type.Array(ListedLicence) }, { additionalProperties: false })
export type LicenceList = Static<typeof LicenceList>

/** POST /v1/licences, GET /v1/licences/{id}, and the available-role calls, which answer the licence as changed. */
export const LicenceReply = Type.Object({ success: Type.Literal(true), licence: Licence }, { additionalProperties: false })
export type LicenceReply = Static<typeof LicenceReply>

/**
 * spec-3 §3 "Licensed entity", with its version: it goes up with every change of its roles, and a change of
 * them names it (If-Match on PUT /v1/licences/{id}/entities/{entityId}, whose reply's ETag is the new one).
 */
export const LicensedEntity = Type.Object(
  { id: Type.Integer(), value: Type.String(), type: EntityType, roles: Type.Array(Type.String()), version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
)
export type LicensedEntity = Static<typeof LicensedEntity>

/** GET /v1/licences/{id}/entities, in the order they were added. */
export const LicenceEntitiesReply = Type.Object(
  { success: Type.Literal(true), entities: Type.Array(LicensedEntity) },
  { additionalProperties: false },
)
export type LicenceEntitiesReply = Static<typeof LicenceEntitiesReply>

/** POST /v1/licences/{id}/entities and PUT /v1/licences/{id}/entities/{entityId}. */
export const LicenceEntityReply = Type.Object({ success: Type.Literal(true), entity: LicensedEntity }, { additionalProperties: false })
export type LicenceEntityReply = Static<typeof LicenceEntityReply>

/** POST /v1/licences/{id}/entities. type is Email or Domain and must agree with the value; the entity starts with no roles. */
export const NewEntityRequest = Type.Object({ type: Type.String({ maxLength: 20 }), value: boundedText() }, { additionalProperties: false })
export type NewEntityRequest = Static<typeof NewEntityRequest>

/**
 * PUT /v1/licences/{id}/entities/{entityId}: If-Match carries the entity's version tag, "3" for version 3.
 * Optional here, so that the service answers a missing one with its own 428 and message.
 */
export const EntityChangeHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200 })) })
export type EntityChangeHeaders = Static<typeof EntityChangeHeaders>

/** PUT /v1/licences/{id}/entities/{entityId}: the entity's whole new set of roles. */
export const EntityRolesRequest = Type.Object({ roles: Type.Array(roleName(), { maxItems: 50 }) }, { additionalProperties: false })
export type EntityRolesRequest = Static<typeof EntityRolesRequest>

/** GET /v1/licences/roles: every role name, which only the global administrator grants, and which none of these calls does. */
export const LicenceRolesReply = Type.Object(
  {
    success: Type.Literal(true),
    roles: Type.Array(Type.String()),
    globalAdminOnly: Type.Array(Type.String()),
    neverGranted: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type LicenceRolesReply = Static<typeof LicenceRolesReply>

/** GET /v1/licences/{id}/users: registered addresses that are an Email entity or at a Domain entity, lower-cased and sorted. */
export const LicenceUsersReply = Type.Object(
  {
    success: Type.Literal(true),
    users: Type.Array(Type.String()),
    /** True when there were more than LICENCE_USERS_LIMIT and the rest were left off. */
    truncated: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type LicenceUsersReply = Static<typeof LicenceUsersReply>

export const LicenceParams = IdParams
export type LicenceParams = Static<typeof LicenceParams>

export const EntityParams = Type.Object({ id: idText(), entityId: idText() })
export type EntityParams = Static<typeof EntityParams>

export const LicenceRoleParams = Type.Object({ id: idText(), role: roleName() })
export type LicenceRoleParams = Static<typeof LicenceRoleParams>
