// Calls that need a licence role (spec-1 §6): the search, the sighting detail and the similar search need
// MetadataSearch, held in a licence that has not expired.

import type { FastifyRequest } from 'fastify'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { CallFailure } from '../failures.js'
import { licenceRolesFor } from '../store/licences.js'
import type { ApiContext } from '../context.js'

export const METADATA_SEARCH = 'MetadataSearch'

/** Refuses the call with 403 unless the caller holds the role in a licence that has not expired. */
export function requireLicenceRole(request: FastifyRequest, ctx: ApiContext, role: string): void {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  const held = Object.values(licenceRolesFor(ctx.db, account.user.email, ctx.now()))
  if (!held.some((roles) => roles.includes(role))) throw new CallFailure(403, PERMISSION_DENIED)
}
