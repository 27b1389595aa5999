// GET /healthz: 200 { ok: true } when the database answers a query, 503 { ok: false } when it does not.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type Database from 'better-sqlite3'
import { pingDatabase } from '../store/health.js'

export interface HealthOptions {
  db: Database.Database
}

async function health(app: FastifyInstance, opts: HealthOptions) {
  app.get('/healthz', async (request, reply) => {
    let ok = true
    try {
      pingDatabase(opts.db)
    } catch (err) {
      ok = false
      request.log.error({ err }, 'database check failed')
    }
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({ ok })
  })
}

export default fp(health, { name: 'health', fastify: '5.x' })
