// One line per call in the edge's and the built-in service's logs, written when the reply is done: the method,
// the route (logged-path.ts: never a query string's values, a token or a hash), the status and the time taken.
// It replaces Fastify's own request lines, two a call, which hold the whole address: under load they were a
// measurable part of the edge's time, and the audit log is where a call's values are kept, for its readers only.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { loggedPath } from './logged-path.js'

async function accessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: loggedPath(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    )
  })
}

export default fp(accessLog, { name: 'access-log', fastify: '5.x' })
