// Load shedding for /v1: at most API_MAX_IN_FLIGHT calls are passed to the upstream at once; past that a
// call is refused at once with 503, Retry-After and our JSON, rather than queued for seconds behind the
// others (a search answered after 5 s is worse than "try again in 2 seconds"). Pages and assets, which
// the edge serves itself, are never refused here, nor is the sign-out call (shared/api/signOutCall.ts).

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { serverBusy } from '../../../shared/api/types/reply.js'
import { isSignOutCall } from '../../../shared/api/signOutCall.js'

export interface ApiAdmissionOptions {
  maxInFlight: number
  /** The wait the refusal asks for, in seconds. */
  retryAfterSeconds: number
}

const isCall = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?')

async function apiAdmission(app: FastifyInstance, opts: ApiAdmissionOptions) {
  let inFlight = 0
  app.decorate('callsInFlight', () => inFlight)
  app.addHook('onRequest', async (request, reply) => {
    if (!isCall(request.url)) return
    if (inFlight >= opts.maxInFlight && !isSignOutCall(request.method, request.url)) {
      request.log.warn({ inFlight }, 'call refused: the upstream is at capacity')
      return reply
        .code(503)
        .header('retry-after', String(opts.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ success: false, error: serverBusy(opts.retryAfterSeconds) })
    }
    inFlight++
    // 'close' comes once whether the reply finished or the client went away.
    reply.raw.once('close', () => inFlight--)
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How many /v1 calls the upstream is answering now. */
    callsInFlight(): number
  }
}

export default fp(apiAdmission, { name: 'api-admission', fastify: '5.x' })
