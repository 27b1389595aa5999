// What every read of one licence (GET /v1/licences/:id/…: the licence, its entities and users, its usage and
// audit) declares alike: the licence's id in the path, the guard the route names, the audit details naming
// the licence, and the 404 for a licence that does not exist, which only the global administrator meets
// (the guard refuses anyone else first).

import type { FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { LicenceParams } from '../../../shared/api/types/schemas/licences.js'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { CallFailure } from '../failures.js'
import type { Guard } from '../plugins/guards.js'
import { FAILURES, replies } from '../reply-schemas.js'

export const LICENCE_NOT_FOUND = 'This licence could not be found.'

/** spec-3 §6: one of `roles` in the licence whose id is the path's, or the global administrator. */
export const rolesInLicence = (...roles: string[]): Guard => ({ rolesInLicence: roles, param: 'id' })

/** The audit log's Details of a call on one licence: which licence, never a secret. */
export const licenceNote = (request: FastifyRequest) => `licence ${(request.params as LicenceParams).id}`

/** The licence a call names, or 404 when there is none. */
export function existingLicence<T>(licence: T | undefined): T {
  if (licence === undefined) throw new CallFailure(404, LICENCE_NOT_FOUND)
  return licence
}

export interface LicenceRead {
  guard: Guard
  /** The audit log's action; its details name the licence until the handler says more. */
  action: string
  /** The query string; none when absent. */
  querystring?: TSchema
  /** Path parameters with more than the licence's id. */
  params?: TSchema
  /** The reply on success; absent for a file the route writes as it is, whose only schemas are the failures'. */
  reply?: TSchema
}

/** The route options of a read of one licence. */
export function licenceRead({ guard, action, querystring = NoQuery, params = LicenceParams, reply }: LicenceRead) {
  return {
    schema: { params, querystring, response: reply ? replies(reply) : FAILURES },
    config: { guard, audit: { action, details: licenceNote } },
  }
}
