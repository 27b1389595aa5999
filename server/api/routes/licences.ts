// The licence calls of spec-3 §7: create and list licences, read one, manage its licensed entities and
// their roles, the roles it offers, and its users. Usage and audit of a licence are routes of their own.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  EntityChangeHeaders,
  EntityParams,
  EntityRolesRequest,
  Licence,
  LicenceEntitiesReply,
  LicenceEntityReply,
  LicenceList,
  LicenceParams,
  LicenceReply,
  LicenceRoleParams,
  LicenceRolesReply,
  LicenceUsersReply,
  LicensedEntity,
  NewEntityRequest,
  NewLicenceRequest,
} from '../../../shared/api/types/schemas/licences.js'
import { Done, NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { LICENCE_USERS_LIMIT } from '../../../shared/api/types/licences.js'
import { GLOBAL_ADMIN_ONLY_ROLES, LICENCE_ROLES, NEVER_GRANTED_ROLE } from '../../../shared/licences/roles.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { newLicenceOf } from '../licences/licence-form.js'
import { entityValueOf } from '../licences/entity-value.js'
import { checkRemoval, checkWithdrawal, roleParamOf, rolesAfterChange, type Changer } from '../licences/role-rules.js'
import { entityChanged, entityTag, versionsOfIfMatch } from '../licences/entity-tag.js'
import { existingLicence, LICENCE_NOT_FOUND, licenceNote, licenceRead, rolesInLicence } from '../licences/licence-reads.js'
import {
  addEntityWithinSeats,
  allLicences,
  changeEntityRoles,
  createLicence,
  entitiesOf,
  findLicence,
  licenceCoverFor,
  licencesWithIds,
  licenceUserEmails,
  offerRole,
  removeEntity,
  withdrawRole,
  type LicenceRecord,
  type LicensedEntityRecord,
} from '../store/licences.js'
import type { ApiContext } from '../context.js'

export const ENTITY_NOT_FOUND = 'This email or domain is not on the licence.'
export const ENTITY_EXISTS = 'This email or domain is already on the licence.'
export const SEATS_TAKEN = 'This licence has all its seats taken: remove an email or domain before adding another.'
/**
 * 409, not 403: the browser shows any 403 as "Permission Denied." (spec-3 §7), and this says what to do.
 * It names nothing of the other licence, whose admin may not be this one's.
 */
export const ENTITY_HELD_ELSEWHERE =
  'This email or domain is already covered by another licence: only a global administrator can add it here, and remove it from the other.'

/** spec-3 §6: the licence's own Admin, or the global administrator (the guard lets both through). */
const LICENCE_ADMIN = rolesInLicence('Admin')

const iso = (ms: number) => new Date(ms).toISOString()

function toLicence(licence: LicenceRecord): Licence {
  return {
    id: licence.id,
    name: licence.name,
    createdAt: iso(licence.createdAt),
    expiresAt: licence.expiresAt === null ? null : iso(licence.expiresAt),
    maxSeats: licence.maxSeats,
    availableRoles: licence.availableRoles,
  }
}

function toEntity(entity: LicensedEntityRecord): LicensedEntity {
  return { id: entity.id, value: entity.value, type: entity.type, roles: entity.roles, version: entity.version }
}

function accountOf(request: FastifyRequest) {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return account
}

const changerOf = (request: FastifyRequest): Changer => ({ isGlobalAdmin: accountOf(request).user.isAdmin })

/** The licence the path names; 404 for one that does not exist. */
const licenceOf = async (ctx: ApiContext, params: LicenceParams): Promise<LicenceRecord> => existingLicence(await findLicence(ctx.store, Number(params.id)))

/**
 * The licences the caller can see (spec-3 §2): every one for the global administrator; for anyone else each
 * licence that covers them now, by their address or their domain, whatever roles it gives them (its detail,
 * usage and audit stay behind their own roles). Each with the roles the caller holds there and how it covers them.
 */
async function licencesOf(ctx: ApiContext, request: FastifyRequest): Promise<LicenceList['licences']> {
  const { user } = accountOf(request)
  const covers = await licenceCoverFor(ctx.store, user.email, ctx.now())
  const visible = user.isAdmin ? await allLicences(ctx.store) : await licencesWithIds(ctx.store, Object.keys(covers).map(Number))
  return visible.map((licence) => ({
    ...toLicence(licence),
    heldRoles: covers[licence.id]?.roles ?? [],
    coveredThrough: covers[licence.id]?.through ?? [],
  }))
}

// What each call concerns, for the audit log's Details column: the licence, the entity, never a secret.
const entityNote = (request: FastifyRequest) => {
  const { id, entityId } = request.params as EntityParams
  return `licence ${id} entity ${entityId}`
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.post<{ Body: NewLicenceRequest }>(
    '/v1/licences',
    {
      schema: { body: NewLicenceRequest, response: replies(LicenceReply) },
      config: { guard: 'globalAdmin', audit: { action: 'licence-create', details: (request) => (request.body as NewLicenceRequest).name.trim() } },
    },
    async (request): Promise<LicenceReply> => {
      const licence = await createLicence(ctx.store, newLicenceOf(request.body), ctx.now())
      // The roles it offers from the start, as the available-role calls would each have logged them.
      request.audit.details = `licence ${licence.id}: ${licence.name}; roles ${licence.availableRoles.join(',') || 'none'}`
      return { success: true, licence: toLicence(licence) }
    },
  )

  app.get(
    '/v1/licences',
    { schema: { querystring: NoQuery, response: replies(LicenceList) }, config: { guard: 'signedIn', audit: { action: 'licences' } } },
    async (request): Promise<LicenceList> => ({ success: true, licences: await licencesOf(ctx, request) }),
  )

  // Every signed-in user: the names are no secret, and a licence's Admin needs to know which they may give.
  app.get(
    '/v1/licences/roles',
    { schema: { querystring: NoQuery, response: replies(LicenceRolesReply) }, config: { guard: 'signedIn', audit: { action: 'licence-roles' } } },
    async (): Promise<LicenceRolesReply> => ({
      success: true,
      roles: [...LICENCE_ROLES],
      globalAdminOnly: [...GLOBAL_ADMIN_ONLY_ROLES],
      neverGranted: [NEVER_GRANTED_ROLE],
    }),
  )

  app.get<{ Params: LicenceParams }>(
    '/v1/licences/:id',
    licenceRead({ guard: LICENCE_ADMIN, action: 'licence', reply: LicenceReply }),
    async (request): Promise<LicenceReply> => ({ success: true, licence: toLicence(await licenceOf(ctx, request.params)) }),
  )

  app.get<{ Params: LicenceParams }>(
    '/v1/licences/:id/entities',
    licenceRead({ guard: LICENCE_ADMIN, action: 'licence-entities', reply: LicenceEntitiesReply }),
    async (request): Promise<LicenceEntitiesReply> => {
      const licence = await licenceOf(ctx, request.params)
      return { success: true, entities: (await entitiesOf(ctx.store, licence.id)).map(toEntity) }
    },
  )

  app.post<{ Params: LicenceParams; Body: NewEntityRequest }>(
    '/v1/licences/:id/entities',
    {
      schema: { params: LicenceParams, body: NewEntityRequest, response: replies(LicenceEntityReply) },
      config: {
        guard: LICENCE_ADMIN,
        audit: { action: 'licence-entity-add', details: (request) => `${licenceNote(request)}: ${(request.body as NewEntityRequest).value.trim()}` },
      },
    },
    async (request): Promise<LicenceEntityReply> => {
      const value = entityValueOf(request.body.type, request.body.value)
      // spec-3 §6: what another licence holds is moved by the global administrator alone, who sees every licence.
      const added = await addEntityWithinSeats(ctx.store, Number(request.params.id), value, changerOf(request).isGlobalAdmin)
      if (added === 'no-licence') throw new CallFailure(404, LICENCE_NOT_FOUND)
      if (added === 'duplicate') throw new CallFailure(400, ENTITY_EXISTS, 'value')
      if (added === 'held-elsewhere') throw new CallFailure(409, ENTITY_HELD_ELSEWHERE, 'value')
      if (added === 'seats-taken') throw new CallFailure(400, SEATS_TAKEN)
      return { success: true, entity: toEntity(added) }
    },
  )

  // The whole set of roles replaces the old, so it is written only over the version its caller saw.
  app.put<{ Params: EntityParams; Body: EntityRolesRequest; Headers: EntityChangeHeaders }>(
    '/v1/licences/:id/entities/:entityId',
    {
      schema: { params: EntityParams, headers: EntityChangeHeaders, body: EntityRolesRequest, response: replies(LicenceEntityReply) },
      config: {
        guard: LICENCE_ADMIN,
        audit: {
          action: 'licence-entity-roles',
          details: (request) => `${entityNote(request)}: roles ${(request.body as EntityRolesRequest).roles.join(',') || 'none'}`,
        },
      },
    },
    async (request, reply): Promise<LicenceEntityReply> => {
      const by = changerOf(request)
      const seen = versionsOfIfMatch(request.headers['if-match'])
      const decide = (entity: LicensedEntityRecord, licence: LicenceRecord) => {
        if (!seen.includes(entity.version)) throw new CallFailure(412, entityChanged(entity.value))
        return rolesAfterChange(request.body.roles, entity, licence, by)
      }
      const changed = await changeEntityRoles(ctx.store, Number(request.params.id), Number(request.params.entityId), decide)
      if (!changed) throw new CallFailure(404, ENTITY_NOT_FOUND)
      request.audit.details = `${entityNote(request)} ${changed.value}: roles ${changed.roles.join(',') || 'none'}`
      reply.header('etag', entityTag(changed.version))
      return { success: true, entity: toEntity(changed) }
    },
  )

  app.delete<{ Params: EntityParams }>(
    '/v1/licences/:id/entities/:entityId',
    {
      schema: { params: EntityParams, response: replies(Done) },
      config: { guard: LICENCE_ADMIN, audit: { action: 'licence-entity-remove', details: entityNote } },
    },
    async (request): Promise<Done> => {
      const by = changerOf(request)
      const removed = await removeEntity(ctx.store, Number(request.params.id), Number(request.params.entityId), (entity) => checkRemoval(entity, by))
      if (!removed) throw new CallFailure(404, ENTITY_NOT_FOUND)
      request.audit.details = `${entityNote(request)} ${removed.value}`
      return { success: true }
    },
  )

  const roleNote = (request: FastifyRequest) => `${licenceNote(request)}: ${(request.params as LicenceRoleParams).role}`

  // The browser sends no body: the address says it all.
  app.post<{ Params: LicenceRoleParams }>(
    '/v1/licences/:id/available-roles/:role',
    {
      schema: { params: LicenceRoleParams, body: UnreadBody, response: replies(LicenceReply) },
      config: { guard: 'globalAdmin', audit: { action: 'licence-role-add', details: roleNote } },
    },
    async (request): Promise<LicenceReply> => {
      const licence = existingLicence(await offerRole(ctx.store, Number(request.params.id), roleParamOf(request.params.role)))
      return { success: true, licence: toLicence(licence) }
    },
  )

  app.delete<{ Params: LicenceRoleParams }>(
    '/v1/licences/:id/available-roles/:role',
    {
      schema: { params: LicenceRoleParams, response: replies(LicenceReply) },
      config: { guard: 'globalAdmin', audit: { action: 'licence-role-remove', details: roleNote } },
    },
    async (request): Promise<LicenceReply> => {
      const role = roleParamOf(request.params.role)
      const licence = existingLicence(await withdrawRole(ctx.store, Number(request.params.id), role, (holders) => checkWithdrawal(role, holders)))
      return { success: true, licence: toLicence(licence) }
    },
  )

  app.get<{ Params: LicenceParams }>(
    '/v1/licences/:id/users',
    licenceRead({ guard: LICENCE_ADMIN, action: 'licence-users', reply: LicenceUsersReply }),
    async (request): Promise<LicenceUsersReply> => {
      const licence = await licenceOf(ctx, request.params)
      const { emails, truncated } = await licenceUserEmails(ctx.store, licence.id, LICENCE_USERS_LIMIT)
      return { success: true, users: emails, truncated }
    },
  )
}

export default fp(plugin, { name: 'licences', fastify: '5.x' })
