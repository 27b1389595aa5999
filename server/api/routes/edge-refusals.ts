// POST /internal/edge-refusals: the edge that launched this service reports a /v1 call it refused itself
// (a malformed address, a body without a length or over its limit), for the audit log (docs/security.md: every
// /v1 call is audited). Only that edge can call it: on loopback, with the secret it passed at launch
// (server/settings/edge-audit.ts). To anyone else the path answers as if no route were there.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH, sameSecret } from '../../settings/edge-audit.js'
import { EdgeRefusal } from '../../settings/edge-refusal.js'
import { Done } from '../../../shared/api/types/schemas/reply.js'
import { replies } from '../reply-schemas.js'
import { recordEdgeRefusal } from '../plugins/audit.js'
import { answerNotFound } from '../failures.js'
import type { ApiContext } from '../context.js'

export interface EdgeRefusalsOptions {
  ctx: ApiContext
  /** EDGE_AUDIT_SECRET, as the edge passed it. */
  secret: string
}

/** Header values are at most a few KB (node's header limit), so a report is small. */
const REPORT_LIMIT = 64 * 1024

/** The address the connection came from, never a forwarded one: the edge calls from this machine. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? ''
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

function carriesSecret(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[EDGE_AUDIT_SECRET_HEADER]
  return typeof given === 'string' && sameSecret(given, secret)
}

async function plugin(app: FastifyInstance, opts: EdgeRefusalsOptions) {
  app.post<{ Body: EdgeRefusal }>(
    EDGE_REFUSALS_PATH,
    {
      bodyLimit: REPORT_LIMIT,
      schema: { body: EdgeRefusal, response: replies(Done) },
      // Not a user's call: its caller is checked here, before the body is even read.
      config: { guard: 'internal' },
      onRequest: async (request, reply) => {
        if (!fromLoopback(request) || !carriesSecret(request, opts.secret)) {
          request.log.warn({ address: request.socket.remoteAddress }, 'internal call refused: not from the edge that launched this service')
          return answerNotFound(request, reply)
        }
      },
    },
    async (request) => {
      await recordEdgeRefusal(opts.ctx, request.body)
      return { success: true }
    },
  )
}

export default fp(plugin, { name: 'edge-refusals', fastify: '5.x' })
