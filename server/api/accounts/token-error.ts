// How the token call refuses (RFC 6749 §5.2): 400 with { error, error_description }, or 401 with a
// WWW-Authenticate challenge when the client could not be authenticated, and never cached. A malformed
// request (a schema refusal, a body of the wrong type or size) is invalid_request in the same shape,
// since an application's OAuth library reads no other; only a failure of the server keeps the service's.

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { TokenErrorCode, TokenErrorReply } from '../../../shared/api/types/schemas/oauth.js'
import { failureOf } from '../failures.js'

/** §5.2's challenge for client_secret_basic, the scheme a client may authenticate with. */
export const CLIENT_CHALLENGE = 'Basic realm="Sightline", charset="UTF-8"'

/** Thrown by the token call with the RFC's code and a description for the application's developer. */
export class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'TokenError'
  }

  get statusCode(): number {
    return this.code === 'invalid_client' ? 401 : 400
  }
}

/** §5.1 and §5.2: no reply of the token call may be stored by a cache. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
}

/** The token route's error handler: its refusals in §5.2's shape, the server's own failures as usual. */
export function answerTokenFailure(err: FastifyError | TokenError, request: FastifyRequest, reply: FastifyReply) {
  noStore(reply)
  if (err instanceof TokenError) {
    if (err.statusCode === 401) reply.header('www-authenticate', CLIENT_CHALLENGE)
    const body: TokenErrorReply = { error: err.code, error_description: err.message }
    return reply.code(err.statusCode).send(body)
  }
  const { status, message } = failureOf(err)
  if (status >= 500) {
    request.log.error({ err }, 'token request failed')
    return reply.code(status).send({ success: false, error: message })
  }
  const body: TokenErrorReply = { error: 'invalid_request', error_description: message }
  return reply.code(400).send(body)
}
