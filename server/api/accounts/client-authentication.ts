// Which application makes a token call (RFC 6749 §2.3.1): its client id and secret, either in HTTP Basic
// (client_secret_basic) or in the form (client_secret_post), never both; the secret is checked against the
// hash the application was stored with. Every failure looks the same to the caller: invalid_client.

import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { TokenRequest } from '../../../shared/api/types/schemas/oauth.js'
import { hashToken, verifyPassword } from '../store/passwords.js'
import { findTokenClient, type TokenClient } from '../store/oauth.js'
import type { ApiContext } from '../context.js'
import { TokenError } from './token-error.js'

export const UNKNOWN_CLIENT = 'The client could not be authenticated.'
export const TWO_METHODS = 'The client authenticated with more than one method.'
export const MALFORMED_BASIC = 'The Authorization header is not valid HTTP Basic.'

interface Credentials {
  clientId: string
  secret: string
}

/** §2.3.1: Basic's user and password are form-encoded (a '+' is a space) before base64. */
function formDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    throw new TokenError('invalid_client', MALFORMED_BASIC)
  }
}

function basicCredentials(header: string | undefined): Credentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) {
    if (header !== undefined && /^Basic\b/i.test(header)) throw new TokenError('invalid_client', MALFORMED_BASIC)
    return null
  }
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) throw new TokenError('invalid_client', MALFORMED_BASIC)
  return { clientId: formDecoded(decoded.slice(0, colon)), secret: formDecoded(decoded.slice(colon + 1)) }
}

/** The client's credentials from the one method it used; a client id alone authenticates nothing. */
function credentialsOf(request: FastifyRequest<{ Body: TokenRequest }>): Credentials {
  const basic = basicCredentials(request.headers.authorization)
  const { client_id: bodyId, client_secret: bodySecret } = request.body
  if (basic) {
    if (bodySecret !== undefined) throw new TokenError('invalid_request', TWO_METHODS)
    // A client_id in the form too must name the same client (§3.2.1).
    if (bodyId !== undefined && bodyId !== basic.clientId) throw new TokenError('invalid_request', TWO_METHODS)
    return basic
  }
  if (bodyId === undefined || bodySecret === undefined || bodyId === '') throw new TokenError('invalid_client', UNKNOWN_CLIENT)
  return { clientId: bodyId, secret: bodySecret }
}

/**
 * Whether the secret matches its stored hash: the applications calls keep its sha256 (store/applications.ts),
 * which suits a random secret; an scrypt hash, as passwords are kept, is verified as one.
 */
async function secretMatches(secret: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyPassword(secret, stored)
  const given = Buffer.from(hashToken(secret))
  const expected = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The usable application (approved and active: store/oauth.ts) the call authenticates as; throws
 * invalid_client for an unknown, unusable or wrongly authenticated one, alike.
 */
export async function authenticateClient(ctx: ApiContext, request: FastifyRequest<{ Body: TokenRequest }>): Promise<TokenClient> {
  const { clientId, secret } = credentialsOf(request)
  const client = await findTokenClient(ctx.store, clientId)
  if (!client || secret === '' || !(await secretMatches(secret, client.clientSecretHash))) {
    throw new TokenError('invalid_client', UNKNOWN_CLIENT)
  }
  return client
}
