// The service's own guard against overload (@fastify/under-pressure): while a worker's event loop lags
// past the limit (a call that holds it, a flood the edge did not stop), its calls are refused at once
// with 503, Retry-After and the spec's reply shape, so that the client shows it like any failure.

import fp from 'fastify-plugin'
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { serverBusy } from '../../../shared/api/types/reply.js'
import { isSignOutCall } from '../../../shared/api/signOutCall.js'

export interface LoadSheddingOptions {
  /** Event-loop delay past which calls are refused, in ms. */
  maxEventLoopDelayMs: number
  retryAfterSeconds: number
}

/** How often the event loop's lag is measured. */
const SAMPLE_INTERVAL_MS = 500

async function loadShedding(app: FastifyInstance, opts: LoadSheddingOptions) {
  // The first samples measure the worker's own start (loading code, compiling the route schemas), not a
  // load: a worker that refused its first calls for that would look down to whoever started it.
  let sheddingFrom = Infinity
  app.addHook('onReady', async () => {
    sheddingFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS
  })
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: opts.retryAfterSeconds,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request, reply, type, value) => {
      if (Date.now() < sheddingFrom) return // the call goes on
      if (isSignOutCall(request.method, request.url)) return // a sign-out is never turned away (signOutCall.ts)
      request.log.warn({ type, value }, 'call refused: the service is under pressure')
      void reply
        .code(503)
        .header('retry-after', String(opts.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ success: false, error: serverBusy(opts.retryAfterSeconds) })
    },
  })
}

export default fp(loadShedding, { name: 'load-shedding', fastify: '5.x' })
