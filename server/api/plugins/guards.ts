// The guard every route of the built-in service declares in its options, `config: { guard }`, and where it
// is enforced: who may call at all (401), and what a caller may do (403). 'public' is written out, so that a
// route with no guard is an omission a test finds (tests/unit/server/api/route-contracts.test.ts), never an
// open door nobody chose.

import fp from 'fastify-plugin'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { requireLicenceRole, requireRoleInLicence } from '../accounts/licence-access.js'
import { CallFailure, failure } from '../failures.js'
import { SESSION_ENDED } from './authentication.js'
import type { ApiContext } from '../context.js'

export type Guard =
  /** Anyone; the caller's account is still read when there is one. */
  | 'public'
  /** A session, or an API key on a read call (plugins/authentication.ts). */
  | 'signedIn'
  /** Signed in, and the handler reads and changes only the caller's own rows: the store call takes its id. */
  | 'owner'
  /** Signed in as the global administrator (spec-1 §6). */
  | 'globalAdmin'
  /**
   * Signed in, holding the role (or one of the roles) in a licence that has not expired (spec-1 §6); `owner` as
   * above. With `orGlobalAdmin`, the global administrator passes too (spec-3 §6: "AppCreator or global admin").
   */
  | { licenceRole: string | readonly string[]; owner?: true; orGlobalAdmin?: true }
  /**
   * Signed in, holding one of the roles in the one licence whose id is the route parameter `param`
   * (spec-3 §6: an auditor of licence A is refused licence B), or the global administrator.
   */
  | { rolesInLicence: readonly string[]; param: string }
  /** Not a user's call: the route checks its caller in its own onRequest hook (routes/edge-refusals.ts). */
  | 'internal'

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard
  }
}

const NAMED_GUARDS = new Set(['public', 'signedIn', 'owner', 'globalAdmin', 'internal'])

export function isGuard(value: unknown): value is Guard {
  if (typeof value === 'string') return NAMED_GUARDS.has(value)
  if (typeof value !== 'object' || value === null) return false
  if ('rolesInLicence' in value) {
    const { rolesInLicence, param, ...rest } = value as Record<string, unknown>
    return (
      Array.isArray(rolesInLicence) && rolesInLicence.length > 0 && rolesInLicence.every((r) => typeof r === 'string' && r !== '') &&
      typeof param === 'string' && param !== '' && Object.keys(rest).length === 0
    )
  }
  const { licenceRole, owner, orGlobalAdmin, ...rest } = value as Record<string, unknown>
  const roles = Array.isArray(licenceRole) ? licenceRole : [licenceRole]
  return (
    roles.length > 0 && roles.every((role) => typeof role === 'string' && role !== '') && (owner === undefined || owner === true) &&
    (orGlobalAdmin === undefined || orGlobalAdmin === true) && Object.keys(rest).length === 0
  )
}

/** Whether the guard needs a signed-in caller; a route without one is left to the contract test. */
function needsAccount(guard: Guard | undefined): boolean {
  return guard !== undefined && guard !== 'public' && guard !== 'internal'
}

/** A misspelt guard, or an internal call without its own check of its caller, stops the service starting. */
function checkDeclaration(route: RouteOptions): void {
  const guard = route.config?.guard
  if (guard === undefined) return
  const name = `${String(route.method)} ${route.url}`
  if (!isGuard(guard)) throw new Error(`${name} declares a guard this service does not know: ${JSON.stringify(guard)}`)
  if (guard === 'internal' && !route.onRequest) throw new Error(`${name} is internal but checks no caller in an onRequest hook`)
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.addHook('onRoute', checkDeclaration)

  // Who may call at all, before the body is even read: a 401 sends the browser to sign out (spec-1 §4.3).
  app.addHook('onRequest', async (request, reply) => {
    if (needsAccount(request.routeOptions.config?.guard) && request.account === null) {
      return reply.code(401).send(failure(SESSION_ENDED))
    }
  })

  // What the caller may do, once the call is found well formed and the audit plugin has noted what it
  // concerns, so that a refused search is in the audit log with its filters (spec-3 §3).
  app.addHook('preHandler', async (request) => {
    const guard = request.routeOptions.config?.guard
    if (guard === 'globalAdmin' && !request.account?.user.isAdmin) throw new CallFailure(403, PERMISSION_DENIED)
    if (typeof guard !== 'object') return
    if ('rolesInLicence' in guard) {
      const id = Number((request.params as Record<string, string | undefined>)[guard.param])
      await requireRoleInLicence(request, ctx, id, guard.rolesInLicence)
    } else if (!(guard.orGlobalAdmin && request.account?.user.isAdmin)) {
      await requireLicenceRole(request, ctx, guard.licenceRole)
    }
  })
}

export default fp(plugin, { name: 'guards', fastify: '5.x', dependencies: ['authentication', 'audit'] })
