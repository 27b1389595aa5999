// The authorization code grant (RFC 6749 §4.1.3, with PKCE, RFC 7636 §4.6): an approved, active
// application that authenticates with its secret exchanges the code /login sent its user back with, at
// the address it was issued for and with the verifier of its S256 challenge, for an access token. A code
// is good once, for a minute; a second use is refused and ends the tokens of the first (§4.1.2).

import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUTHORIZATION_CODE_GRANT, BEARER, type TokenReply, type TokenRequest } from '../../../shared/api/types/schemas/oauth.js'
import { findAuthorisationCode, type AuthorisationCode, type TokenClient } from '../store/oauth.js'
import { ACCESS_TOKEN_MS, issueAccessTokenForCode, revokeAccessTokensOfCode } from '../store/access-tokens.js'
import { findUserById } from '../store/users.js'
import type { ApiContext } from '../context.js'
import { authenticateClient } from './client-authentication.js'
import { isS256Challenge, isWellFormedVerifier, verifierMatches } from './pkce.js'
import { noStore, TokenError } from './token-error.js'

export const NOT_A_FORM = 'The request must be application/x-www-form-urlencoded.'
export const UNSUPPORTED_GRANT = `Only the ${AUTHORIZATION_CODE_GRANT} grant is supported.`
export const MALFORMED_VERIFIER = 'code_verifier must be 43 to 128 unreserved characters (RFC 7636 §4.1).'
export const UNKNOWN_CODE = 'The authorization code is not known.'
export const USED_CODE = 'The authorization code has been used already; the tokens issued for it are revoked.'
export const EXPIRED_CODE = 'The authorization code has expired.'
export const OTHER_CLIENT = 'The authorization code was issued to another client.'
export const OTHER_REDIRECT = 'redirect_uri is not the address the authorization code was issued for.'
export const NO_CHALLENGE = 'The authorization code was issued without an S256 code challenge, so it cannot be redeemed.'
export const WRONG_VERIFIER = 'code_verifier does not match the code challenge.'

/**
 * The token route's preValidation hook: §4.1.3 asks for a form, and a body of another type (JSON, text)
 * is told so before the schema would describe it in other words.
 */
export async function refuseUnlessForm(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') throw new TokenError('invalid_request', NOT_A_FORM)
}

interface GrantParameters {
  code: string
  redirectUri: string
  verifier: string
}

/** The parameters of the grant, once the request has the grant type and each of them. */
function grantParameters(request: FastifyRequest<{ Body: TokenRequest }>): GrantParameters {
  const { grant_type, code = '', redirect_uri = '', code_verifier = '' } = request.body
  if (grant_type === undefined || grant_type === '') throw new TokenError('invalid_request', 'The request lacks grant_type.')
  if (grant_type !== AUTHORIZATION_CODE_GRANT) throw new TokenError('unsupported_grant_type', UNSUPPORTED_GRANT)
  const given = { code, redirect_uri, code_verifier }
  const lacking = Object.keys(given).filter((name) => given[name as keyof typeof given] === '')
  if (lacking.length > 0) throw new TokenError('invalid_request', `The request lacks ${lacking.join(', ')}.`)
  if (!isWellFormedVerifier(code_verifier)) throw new TokenError('invalid_request', MALFORMED_VERIFIER)
  return { code, redirectUri: redirect_uri, verifier: code_verifier }
}

/** A code used before (its row may be gone already): its tokens are revoked, and the refusal given to throw. */
async function reuseRefusal(ctx: ApiContext, request: FastifyRequest, code: string, message: string): Promise<TokenError> {
  const revoked = await revokeAccessTokensOfCode(ctx.store, code)
  if (revoked > 0) request.audit.details = `${request.audit.details}; code used again, ${revoked} ${revoked === 1 ? 'token' : 'tokens'} revoked`
  return new TokenError('invalid_grant', message)
}

/** The checks of §4.1.3 and RFC 7636 §4.6 on a code this client holds, each with its own description. */
function checkCode(ctx: ApiContext, client: TokenClient, found: AuthorisationCode, redirectUri: string, verifier: string): void {
  if (found.applicationId !== client.id) throw new TokenError('invalid_grant', OTHER_CLIENT)
  if (found.expiresAt <= ctx.now()) throw new TokenError('invalid_grant', EXPIRED_CODE)
  // Exactly, against the address the code went to and the application's registered one.
  if (redirectUri !== found.redirectUri || redirectUri !== client.callbackUrl) throw new TokenError('invalid_grant', OTHER_REDIRECT)
  if (!isS256Challenge(found.codeChallengeMethod ?? undefined, found.codeChallenge ?? undefined)) {
    throw new TokenError('invalid_grant', NO_CHALLENGE)
  }
  if (!verifierMatches(verifier, found.codeChallenge as string)) throw new TokenError('invalid_grant', WRONG_VERIFIER)
}

/** POST /v1/authenticate/token: the token reply, or a TokenError for answerTokenFailure to write. */
export async function exchangeCode(ctx: ApiContext, request: FastifyRequest<{ Body: TokenRequest }>, reply: FastifyReply): Promise<TokenReply> {
  noStore(reply)
  const { code, redirectUri, verifier } = grantParameters(request)
  const client = await authenticateClient(ctx, request)
  // The client id is public; the code, the secret and the token never go into the log.
  request.audit.application = client.clientId
  request.audit.details = `client ${client.clientId}`
  const found = await findAuthorisationCode(ctx.store, code)
  if (!found) throw await reuseRefusal(ctx, request, code, UNKNOWN_CODE)
  const user = await findUserById(ctx.store, found.userId)
  if (user) request.audit.email = user.email
  if (found.usedAt !== null) throw await reuseRefusal(ctx, request, code, USED_CODE)
  checkCode(ctx, client, found, redirectUri, verifier)
  const token = await issueAccessTokenForCode(ctx.store, found, ctx.now())
  // Another exchange of the same code won meanwhile: this one is its second use.
  if (token === undefined) throw await reuseRefusal(ctx, request, code, USED_CODE)
  request.audit.details = `${request.audit.details}; token issued`
  return { access_token: token, token_type: BEARER, expires_in: ACCESS_TOKEN_MS / 1000, scope: found.scope ?? '' }
}
