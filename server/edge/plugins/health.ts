// GET /healthz: 200 when the edge is up and its API upstream answers its own health check; 503 otherwise,
// saying what the edge is waiting for while it restarts the built-in service.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

export interface HealthOptions {
  apiUpstream: string
  timeoutMs: number
  /** While the built-in service restarts: what the edge is waiting for, in plain words; else null. */
  waiting?: () => string | null
}

async function health(app: FastifyInstance, opts: HealthOptions) {
  app.get('/healthz', async (_request, reply) => {
    const waiting = opts.waiting?.() ?? null
    if (waiting !== null) {
      return reply.code(503).header('cache-control', 'no-store').send({ ok: false, upstream: 'restarting', waiting })
    }
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
