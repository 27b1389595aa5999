// Tells the edge, on every reply to a browser session, the roles the caller holds now (SESSION_ROLES_HEADER):
// a role an administrator revokes is refused at the user's next page load, not when their session ends.
// The service itself reads licence roles afresh on every call (accounts/licence-access.ts).

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { SESSION_ROLES_HEADER } from '../../../shared/api/headers.js'
import { GLOBAL_ADMIN } from '../../../shared/roles.js'
import { licenceRolesFor } from '../store/licences.js'
import type { ApiContext } from '../context.js'

/** The header's value: base64url JSON of the caller's user roles and licence roles. */
export function sessionRolesValue(roles: string[], licenceRoles: Record<string, string[]>): string {
  return Buffer.from(JSON.stringify({ roles, licenceRoles }), 'utf8').toString('base64url')
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    const account = request.account
    // Only a session has an edge record to keep; an API key or an application's token has none.
    if (!account?.session || reply.statusCode === 401) return payload
    const roles = account.user.isAdmin ? [GLOBAL_ADMIN] : []
    reply.header(SESSION_ROLES_HEADER, sessionRolesValue(roles, await licenceRolesFor(ctx.store, account.user.email, ctx.now())))
    return payload
  })
}

export default fp(plugin, { name: 'session-roles', fastify: '5.x', dependencies: ['authentication'] })
