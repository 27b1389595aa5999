// GET /healthz: 200 when the edge is up and its API upstream answers its own health check.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

export interface HealthOptions {
  apiUpstream: string
  timeoutMs: number
}

async function health(app: FastifyInstance, opts: HealthOptions) {
  app.get('/healthz', async (_request, reply) => {
    let upstream = 'unreachable'
    try {
      const res = await fetch(`${opts.apiUpstream}/healthz`, { signal: AbortSignal.timeout(opts.timeoutMs) })
      upstream = res.ok ? 'ok' : `status ${res.status}`
    } catch {
      // unreachable or too slow: reported below
    }
    const ok = upstream === 'ok'
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({ ok, upstream })
  })
}

export default fp(health, { name: 'health', fastify: '5.x' })
