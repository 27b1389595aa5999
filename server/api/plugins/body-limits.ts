// How large a call's body may be in the built-in service (SECURITY.md "Server defaults"): 1 MB, except
// on the upload calls of shared/api/body-limits.ts, whose routes get the upload limit when they are
// added, wherever they are added. A refused body is read to its end before the connection is reused, so
// that the 413 reaches a proxy (the edge) still sending it, instead of a closed connection.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { isUploadCall } from '../../../shared/api/body-limits.js'
import type { UploadSettings } from '../../settings/uploads.js'

export interface BodyLimitsOptions {
  uploads: UploadSettings
}

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method])

async function bodyLimits(app: FastifyInstance, opts: BodyLimitsOptions) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && methodsOf(route.method).some((method) => isUploadCall(method, route.url))) {
      route.bodyLimit = opts.uploads.bodyLimit
    }
  })

  // Fastify closes the connection after refusing a body, while the sender may still be writing it: the
  // sender (undici, in the edge) then fails with a broken pipe and never reads the 413. A body of a
  // declared length no larger than any call accepts is cheaper to read to its end than that failure.
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = Number(request.headers['content-length'])
    if (reply.statusCode === 413 && reply.getHeader('connection') === 'close' && declared <= opts.uploads.bodyLimit) {
      reply.removeHeader('connection')
    }
    return payload
  })
}

export default fp(bodyLimits, { name: 'body-limits', fastify: '5.x' })
