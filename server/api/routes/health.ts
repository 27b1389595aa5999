// GET /healthz: 200 { ok: true } when the database answers a query, 503 { ok: false } when it does not.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../store/engine/store.js'
import { Type } from 'typebox'
import { pingDatabase } from '../store/health.js'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { FAILURES } from '../reply-schemas.js'

export interface HealthOptions {
  store: Store
}

/** Read by the edge and the launcher, never by a browser, so it is declared here and not in shared/. */
const HealthReply = Type.Object({ ok: Type.Boolean() }, { additionalProperties: false })

async function health(app: FastifyInstance, opts: HealthOptions) {
  app.get(
    '/healthz',
    { schema: { querystring: NoQuery, response: { ...FAILURES, 200: HealthReply, 503: HealthReply } }, config: { guard: 'public' } },
    async (request, reply) => {
      let ok = true
      try {
        await pingDatabase(opts.store)
      } catch (err) {
        ok = false
        request.log.error({ err }, 'database check failed')
      }
      return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({ ok })
    },
  )
}

export default fp(health, { name: 'health', fastify: '5.x' })
