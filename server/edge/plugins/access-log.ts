// One line per request in the edge's structured log, written when the reply is done: the method, the route
// (settings/logged-path.ts: never a query string's values, a token or a hash), the status and the time taken.
// Fastify's default writes two lines a request, which under load was a measurable part of the edge's time,
// and its lines hold the whole address.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { loggedPath } from '../../settings/logged-path.js'

async function accessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: loggedPath(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    )
  })
}

export default fp(accessLog, { name: 'access-log', fastify: '5.x' })
