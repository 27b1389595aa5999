// Calls that need a licence role (spec-1 §6, spec-3 §6): the search, the sighting detail and the similar
// search need MetadataSearch, held in a licence that has not expired; a licence's own screens need a role
// in that licence.

import type { FastifyRequest } from 'fastify'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { CallFailure } from '../failures.js'
import { licenceRolesFor } from '../store/licences.js'
import type { ApiContext } from '../context.js'

export const METADATA_SEARCH = 'MetadataSearch'

/** Refuses the call with 403 unless the caller holds the role in a licence that has not expired. */
export async function requireLicenceRole(request: FastifyRequest, ctx: ApiContext, role: string | readonly string[]): Promise<void> {
  const wanted = typeof role === 'string' ? [role] : role
  const held = await heldLicenceRoles(request, ctx)
  if (!wanted.some((one) => held.has(one))) throw new CallFailure(403, PERMISSION_DENIED)
}

/** The roles the caller holds in licences that have not expired, whichever licence. */
async function heldLicenceRoles(request: FastifyRequest, ctx: ApiContext): Promise<Set<string>> {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return new Set(Object.values(await licenceRolesFor(ctx.store, account.user.email, ctx.now())).flat())
}

/** The licences, not expired, from which the caller holds the role, by id. */
export async function licencesGranting(request: FastifyRequest, ctx: ApiContext, role: string): Promise<number[]> {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  return Object.entries(await licenceRolesFor(ctx.store, account.user.email, ctx.now()))
    .filter(([, roles]) => roles.includes(role))
    .map(([id]) => Number(id))
}

/** Whether the caller holds the role in a licence that has not expired. */
export async function holdsLicenceRole(request: FastifyRequest, ctx: ApiContext, role: string): Promise<boolean> {
  return (await heldLicenceRoles(request, ctx)).has(role)
}

/**
 * Refuses the call with 403 unless the caller is the global administrator or holds one of the roles in
 * this licence, which has not expired; a licence that does not exist is refused alike, so that a caller
 * learns nothing of licences not theirs.
 */
export async function requireRoleInLicence(request: FastifyRequest, ctx: ApiContext, licenceId: number, roles: readonly string[]): Promise<void> {
  const account = request.account
  if (!account) throw new Error('signedIn route reached without an account')
  if (account.user.isAdmin) return
  const held = Number.isSafeInteger(licenceId) ? ((await licenceRolesFor(ctx.store, account.user.email, ctx.now()))[licenceId] ?? []) : []
  if (!held.some((role) => roles.includes(role))) throw new CallFailure(403, PERMISSION_DENIED)
}
