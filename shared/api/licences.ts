// The licence calls (spec-3 §4 "Licences", §7 "Licences"): the licences the caller can see, creating one,
// one licence with its licensed entities, adding, re-roling and removing an entity, the roles a licence
// offers, every role name, and a licence's users. Usage and audit of a licence have modules of their own.
// The reads are cancelable, so that a screen left behind drops the reply still on its way.

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import type { Reply } from './types/reply.js'
import type { Done } from './types/schemas/reply.js'
import type {
  EntityType,
  LicenceEntitiesReply,
  LicenceEntityReply,
  LicenceList,
  LicenceReply,
  LicenceRolesReply,
  LicenceUsersReply,
  NewLicenceRequest,
} from './types/licences.js'

export interface LicenceCalls {
  /** GET /v1/licences: every licence for the global admin, else those where the caller holds a list role. */
  list(): Cancelable<Reply<LicenceList>>
  /** POST /v1/licences (global admin): the licence as stored, with no roles on offer yet. */
  create(request: NewLicenceRequest): Promise<Reply<LicenceReply>>
  /** GET /v1/licences/{id}. */
  licence(licenceId: number): Cancelable<Reply<LicenceReply>>
  /** GET /v1/licences/{id}/entities, in the order they were added. */
  entities(licenceId: number): Cancelable<Reply<LicenceEntitiesReply>>
  /** POST /v1/licences/{id}/entities: refused with the service's message when every seat is taken. */
  addEntity(licenceId: number, type: EntityType, value: string): Promise<Reply<LicenceEntityReply>>
  /**
   * PUT /v1/licences/{id}/entities/{entityId}: the entity's whole new set of roles, over the version the
   * caller has of it (If-Match); refused with 412 when the entity has changed since that version.
   */
  setEntityRoles(licenceId: number, entityId: number, roles: readonly string[], version: number): Promise<Reply<LicenceEntityReply>>
  /** DELETE /v1/licences/{id}/entities/{entityId}. */
  removeEntity(licenceId: number, entityId: number): Promise<Reply<Done>>
  /** GET /v1/licences/roles: every role name, which only the global admin grants, and which is never granted. */
  roles(): Cancelable<Reply<LicenceRolesReply>>
  /** POST /v1/licences/{id}/available-roles/{role} (global admin): the licence as changed. */
  offerRole(licenceId: number, role: string): Promise<Reply<LicenceReply>>
  /** DELETE /v1/licences/{id}/available-roles/{role} (global admin): also revokes it from every entity. */
  withdrawRole(licenceId: number, role: string): Promise<Reply<LicenceReply>>
  /** GET /v1/licences/{id}/users: the registered addresses the licence covers. */
  users(licenceId: number): Cancelable<Reply<LicenceUsersReply>>
}

const licencePath = (licenceId: number) => `/licences/${licenceId}`
const rolePath = (licenceId: number, role: string) => `${licencePath(licenceId)}/available-roles/${encodeURIComponent(role)}`

export function licenceCalls(api: ApiClient = defaultApi): LicenceCalls {
  return {
    list: () => api.cancelable.get<LicenceList>('/licences'),
    create: (request) => api.post<LicenceReply>('/licences', { json: request }),
    licence: (licenceId) => api.cancelable.get<LicenceReply>(licencePath(licenceId)),
    entities: (licenceId) => api.cancelable.get<LicenceEntitiesReply>(`${licencePath(licenceId)}/entities`),
    addEntity: (licenceId, type, value) => api.post<LicenceEntityReply>(`${licencePath(licenceId)}/entities`, { json: { type, value } }),
    setEntityRoles: (licenceId, entityId, roles, version) =>
      api.put<LicenceEntityReply>(`${licencePath(licenceId)}/entities/${entityId}`, { json: { roles }, headers: { 'If-Match': `"${version}"` } }),
    removeEntity: (licenceId, entityId) => api.delete<Done>(`${licencePath(licenceId)}/entities/${entityId}`),
    roles: () => api.cancelable.get<LicenceRolesReply>('/licences/roles'),
    offerRole: (licenceId, role) => api.post<LicenceReply>(rolePath(licenceId, role)),
    withdrawRole: (licenceId, role) => api.delete<LicenceReply>(rolePath(licenceId, role)),
    users: (licenceId) => api.cancelable.get<LicenceUsersReply>(`${licencePath(licenceId)}/users`),
  }
}
